import type { ReleaseNotesRendererPort } from '../release-notes-renderer.port';
import type { ReleaseRepositoryPort } from '../release.repository.port';
import { latestPerPlatform } from '../release-rules';
import { toDashboardRelease, type DashboardRelease } from '../release-views';

/** What the dashboard offers: the latest stable release of each platform that has one. */
export class LatestReleasesUseCase {
  constructor(
    private readonly releases: ReleaseRepositoryPort,
    private readonly notes: ReleaseNotesRendererPort,
  ) {}

  async execute(): Promise<DashboardRelease[]> {
    const latest = latestPerPlatform(await this.releases.listOnChannels(['stable']));
    return latest.map((release) => toDashboardRelease(release, this.notes.toHtml(release.notes)));
  }
}
