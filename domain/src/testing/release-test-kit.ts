import type { AuditActor } from '../admin/audit-entry.entity';
import { AuditReleaseLog } from '../admin/audit-release-log';
import { AuditTrail } from '../admin/audit-trail';
import type { MachinePlatform } from '../licensing/machine.entity';
import type { Release, ReleaseChannel } from '../licensing/releases/release.entity';
import { LatestReleasesUseCase } from '../licensing/releases/use-cases/latest-releases.use-case';
import { ListReleasesUseCase } from '../licensing/releases/use-cases/list-releases.use-case';
import { PublishReleaseUseCase, type PublishReleaseInput } from '../licensing/releases/use-cases/publish-release.use-case';
import { RegisterFirstReleaseUseCase } from '../licensing/releases/use-cases/register-first-release.use-case';
import { UpdateFeedUseCase } from '../licensing/releases/use-cases/update-feed.use-case';
import { DesktopLicenseLookup } from '../licensing/use-cases/desktop-license-lookup';
import { createDesktopLicenseTestKit } from './desktop-license-test-kit';
import { FakeReleaseSigner, ParagraphNotesRenderer } from './fake-release-adapters';
import { RecordingFileStorage } from './recording-file-storage';

export const TEST_INSTALLER_OBJECT_KEY = 'installers/PointForge-Setup-1.0.7.exe';

/** Versions oldest first by semver precedence: semver.org §11's example, then numbers that text order would get wrong. */
export const VERSIONS_IN_ORDER = [
  '1.0.0-alpha',
  '1.0.0-alpha.1',
  '1.0.0-alpha.beta',
  '1.0.0-beta',
  '1.0.0-beta.2',
  '1.0.0-beta.11',
  '1.0.0-rc.1',
  '1.0.0',
  '1.0.7',
  '1.10.0',
  '2.0.0',
] as const;

/** An artifact source over fixed bytes, as an upload would stream them. */
export function bytesSource(bytes: Uint8Array): () => AsyncIterable<Uint8Array> {
  return async function* () {
    yield bytes.subarray(0, Math.ceil(bytes.length / 2));
    yield bytes.subarray(Math.ceil(bytes.length / 2));
  };
}

/** The release use cases over the desktop licence kit's fakes, with storage in memory and a signer that sums bytes. */
export function createReleaseTestKit() {
  const kit = createDesktopLicenseTestKit();
  const storage = new RecordingFileStorage();
  const signer = new FakeReleaseSigner();
  const notes = new ParagraphNotesRenderer();
  const releaseLog = new AuditReleaseLog(new AuditTrail(kit.auditLog, kit.tokens, kit.clock));
  const lookup = new DesktopLicenseLookup(kit.licenses, kit.limiter, kit.deviceCredentials, kit.recentChecks);
  const publish = new PublishReleaseUseCase(kit.releases, storage, signer, releaseLog, kit.transaction, kit.tokens, kit.clock);
  const operator: AuditActor = { userId: 'admin-1', email: 'ops@pointforge.example', ip: '198.51.100.1', requestId: 'req-1' };
  return {
    ...kit,
    storage,
    signer,
    operator,
    publish,
    listReleases: new ListReleasesUseCase(kit.releases, kit.users, notes),
    latestReleases: new LatestReleasesUseCase(kit.releases, notes),
    updateFeed: new UpdateFeedUseCase(
      lookup,
      kit.releases,
      storage,
      { linkLifetimeSeconds: 3600, notesUrl: (id) => `https://site.test/notes/${id}` },
      kit.clock,
    ),
    registerFirstRelease: new RegisterFirstReleaseUseCase(kit.releases, storage, signer, kit.tokens, { objectKey: TEST_INSTALLER_OBJECT_KEY }),

    publishInput(overrides: Partial<PublishReleaseInput> = {}): PublishReleaseInput {
      return {
        version: '1.1.0',
        channel: 'stable',
        platform: 'windows',
        releasedAt: '2025-09-01',
        notes: '**Faster** meshing.',
        fileName: 'PointForge-Setup-1.1.0.exe',
        artifact: bytesSource(new Uint8Array([1, 2, 3, 4, 5])),
        actor: operator,
        ...overrides,
      };
    },

    /** Publishes `version` on `channel` for `platform`, released on `releasedAt`. */
    async given(version: string, releasedAt: string, channel: ReleaseChannel = 'stable', platform: MachinePlatform = 'windows'): Promise<Release> {
      return publish.execute({ ...this.publishInput({ version, releasedAt, channel, platform, fileName: `PointForge-${version}` }) });
    },
  };
}

export type ReleaseTestKit = ReturnType<typeof createReleaseTestKit>;
