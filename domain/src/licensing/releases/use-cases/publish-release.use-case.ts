import type { FileStoragePort } from '../../../ports/file-storage.port';
import type { TransactionPort } from '../../../ports/transaction.port';
import type { ClockPort } from '../../../shared/clock.port';
import type { TokenGeneratorPort } from '../../../shared/token-generator.port';
import type { MachinePlatform } from '../../machine.entity';
import type { TeamActor } from '../../team-change-log.port';
import type { ReleaseLogPort } from '../release-log.port';
import { releaseDay } from '../release-rules';
import { releaseFileName, releaseObjectKey } from '../release-artifact';
import { invalidReleaseFieldError, releaseVersionExistsError } from '../release-errors';
import type { ReleaseRepositoryPort } from '../release.repository.port';
import { RELEASE_NOTES_MAX_LENGTH, type Release, type ReleaseChannel } from '../release.entity';
import type { ArtifactSource, ReleaseSignerPort } from '../release-signer.port';
import { isReleaseVersion } from '../release-version';

export interface PublishReleaseInput {
  version: string;
  channel: ReleaseChannel;
  platform: MachinePlatform;
  /** YYYY-MM-DD. */
  releasedAt: string;
  notes: string;
  /** The uploaded file's name; stored made safe (releaseFileName). */
  fileName: string;
  artifact: ArtifactSource;
  /** The operator, as the audit log names them. */
  actor: TeamActor;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An operator publishes a build: the server signs and digests the bytes as they stream past
 * (they are never held in memory), stores them under the release's own key, and records the
 * release with an audit entry in one transaction. The store is checked against the digest as
 * it streams (the signer's `matching`), so what downloads get is what was signed. The version
 * is unique per platform and channel: checked first to spare a useless upload, and enforced
 * by the unique index.
 */
export class PublishReleaseUseCase {
  constructor(
    private readonly releases: ReleaseRepositoryPort,
    private readonly storage: FileStoragePort,
    private readonly signer: ReleaseSignerPort,
    private readonly log: ReleaseLogPort,
    private readonly transaction: TransactionPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: PublishReleaseInput): Promise<Release> {
    const releasedAt = guardedInput(input);
    if (await this.releases.isPublished(input.version, input.platform, input.channel)) throw releaseVersionExistsError(input.version);

    const digest = await this.signer.digest(input.artifact);
    if (digest.size === 0) throw invalidReleaseFieldError('artifact', 'The artifact is empty.');
    const id = this.tokens.newId();
    const fileName = releaseFileName(input.fileName);
    const objectKey = releaseObjectKey(id, fileName);
    const { version, channel, platform, notes, actor } = input;
    const release: Release = {
      id,
      version,
      channel,
      platform,
      objectKey,
      fileName,
      ...digest,
      notes,
      releasedAt,
      publishedBy: actor.userId,
      createdAt: this.clock.now(),
    };
    try {
      await this.storage.put(objectKey, this.signer.matching(input.artifact(), digest));
      await this.transaction.run(async () => {
        if (!(await this.releases.add(release))) throw releaseVersionExistsError(version);
        await this.log.recordPublished(actor, release);
      });
    } catch (error) {
      await this.removeOrphan(objectKey);
      throw error;
    }
    return release;
  }

  /**
   * The object of a release that was not recorded: nothing links to it, so it goes. Best
   * effort: a failed delete leaves a stray object under the release's unused id, and the
   * caller hears of the failure that mattered, not of this one.
   */
  private async removeOrphan(objectKey: string): Promise<void> {
    await this.storage.delete(objectKey).catch(() => undefined);
  }
}

/** The core's own guard on what the edge validated: a semantic version, a real day, notes within bounds. */
function guardedInput(input: PublishReleaseInput): Date {
  if (!isReleaseVersion(input.version)) throw invalidReleaseFieldError('version', 'The version must be a semantic version such as 1.2.0 or 1.2.0-beta.1.');
  const releasedAt = new Date(`${input.releasedAt}T00:00:00.000Z`);
  if (!DAY.test(input.releasedAt) || Number.isNaN(releasedAt.getTime()) || releaseDay(releasedAt) !== input.releasedAt) {
    throw invalidReleaseFieldError('releasedAt', 'The release date must be a date (YYYY-MM-DD).');
  }
  if (input.notes.length > RELEASE_NOTES_MAX_LENGTH)
    throw invalidReleaseFieldError('notes', `The notes must be at most ${RELEASE_NOTES_MAX_LENGTH} characters.`);
  return releasedAt;
}
