import type { FileStoragePort } from '../../../ports/file-storage.port';
import type { MachinePlatform } from '../../machine.entity';
import { unknownCredentialError, type DesktopCredential, type DesktopLicenseLookup } from '../../use-cases/desktop-license-lookup';
import type { ClockPort } from '../../../shared/clock.port';
import { licenseExpiredError, licenseSuspendedError } from '../../use-cases/licensing-errors';
import type { ReleaseRepositoryPort } from '../release.repository.port';
import type { Release, ReleaseChannel } from '../release.entity';
import { channelsSeenFrom, releasesEntitledTo } from '../release-rules';

export interface UpdateFeedInput {
  credential: DesktopCredential;
  ipAddress: string;
  platform: MachinePlatform;
  channel: ReleaseChannel;
}

/** A release the app may install, with a short-lived link to its artifact and the address of its notes. */
export interface FeedItem {
  release: Release;
  downloadUrl: string;
  notesUrl: string;
}

export interface UpdateFeedSettings {
  /** How long an artifact link works: long enough for an update dialog left open a while. */
  linkLifetimeSeconds: number;
  /** The public address of a release's notes page. */
  notesUrl(releaseId: string): string;
}

/**
 * The desktop app's update feed (the appcast and /latest): the releases of its platform and
 * channel its licence is entitled to, newest first (releasesEntitledTo: the perpetual
 * fallback of paid licences). An unknown key is NOT_FOUND (404) and an unknown token
 * INVALID_TOKEN, as on the licence API; a switched-off licence is SUSPENDED (403) and an
 * expired trial EXPIRED (403): their updates stop with the rest.
 */
export class UpdateFeedUseCase {
  constructor(
    private readonly lookup: DesktopLicenseLookup,
    private readonly releases: ReleaseRepositoryPort,
    private readonly storage: FileStoragePort,
    private readonly settings: UpdateFeedSettings,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: UpdateFeedInput): Promise<FeedItem[]> {
    const caller = await this.lookup.find(input.credential, input.ipAddress);
    if (!caller) throw unknownCredentialError(input.credential);
    const offered = await this.releases.listOnChannels(channelsSeenFrom(input.channel), input.platform);
    const entitled = releasesEntitledTo(caller.license, offered, this.clock.now());
    if ('refused' in entitled) throw entitled.refused === 'expired' ? licenseExpiredError() : licenseSuspendedError();
    return Promise.all(
      entitled.map(async (release) => ({
        release,
        downloadUrl: await this.storage.createDownloadUrl(release.objectKey, release.fileName, this.settings.linkLifetimeSeconds),
        notesUrl: this.settings.notesUrl(release.id),
      })),
    );
  }
}
