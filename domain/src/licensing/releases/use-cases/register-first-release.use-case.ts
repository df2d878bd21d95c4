import { INSTALLER_RELEASE_DATE, INSTALLER_VERSION } from '../../../catalog/constants';
import type { FileStoragePort } from '../../../ports/file-storage.port';
import type { TokenGeneratorPort } from '../../../shared/token-generator.port';
import { INSTALLER_FILE_NAME } from '../../installer';
import type { ReleaseRepositoryPort } from '../release.repository.port';
import type { ReleaseSignerPort } from '../release-signer.port';

/** What became of the first release at start-up. */
export type FirstReleaseOutcome = 'registered' | 'already_registered' | 'installer_missing';

/**
 * Registers the installer the site shipped with (1.0.7 of 2025-05-29, Windows, stable) as
 * the first release, digested and signed from its stored bytes, so the dashboard keeps
 * offering it until a newer one is published. It is recorded as created on its release date
 * (it shipped then), so the perpetual fallback treats it as the release of that day.
 * Idempotent: run at every start, it does nothing once registered (replicas starting
 * together: the unique index keeps one).
 */
export class RegisterFirstReleaseUseCase {
  constructor(
    private readonly releases: ReleaseRepositoryPort,
    private readonly storage: FileStoragePort,
    private readonly signer: ReleaseSignerPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly installer: { objectKey: string },
  ) {}

  async execute(): Promise<FirstReleaseOutcome> {
    if (await this.releases.isPublished(INSTALLER_VERSION, 'windows', 'stable')) return 'already_registered';
    const { objectKey } = this.installer;
    if (!(await this.storage.exists(objectKey))) return 'installer_missing';
    const digest = await this.signer.digest(() => this.storage.read(objectKey));
    const releasedAt = new Date(`${INSTALLER_RELEASE_DATE}T00:00:00.000Z`);
    const added = await this.releases.add({
      id: this.tokens.newId(),
      version: INSTALLER_VERSION,
      channel: 'stable',
      platform: 'windows',
      objectKey,
      fileName: INSTALLER_FILE_NAME,
      ...digest,
      notes: '',
      releasedAt,
      publishedBy: null,
      // Shipped on its release date, not published today: the perpetual fallback (entitlementDate) gives it to every licence that ran then.
      createdAt: releasedAt,
    });
    return added ? 'registered' : 'already_registered';
  }
}
