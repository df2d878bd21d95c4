import type { UserRepositoryPort } from '../../../accounts/user.repository.port';
import type { ReleaseNotesRendererPort } from '../release-notes-renderer.port';
import type { ReleaseRepositoryPort } from '../release.repository.port';
import { newestFirst } from '../release-rules';
import { toAdminRelease, type AdminRelease } from '../release-views';

/** The console's list of every release, newest first, naming who published each. */
export class ListReleasesUseCase {
  constructor(
    private readonly releases: ReleaseRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly notes: ReleaseNotesRendererPort,
  ) {}

  async execute(): Promise<AdminRelease[]> {
    const releases = newestFirst(await this.releases.listAll());
    const publisherIds = [...new Set(releases.flatMap((release) => (release.publishedBy === null ? [] : [release.publishedBy])))];
    const emails = new Map(await Promise.all(publisherIds.map(async (id) => [id, (await this.users.findById(id))?.email ?? null] as const)));
    return releases.map((release) => toAdminRelease(release, this.notes.toHtml(release.notes), emails.get(release.publishedBy ?? '') ?? null));
  }
}
