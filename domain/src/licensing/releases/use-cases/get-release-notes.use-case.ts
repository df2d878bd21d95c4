import type { ReleaseNotesRendererPort } from '../release-notes-renderer.port';
import { releaseNotFoundError } from '../release-errors';
import type { ReleaseRepositoryPort } from '../release.repository.port';
import type { Release } from '../release.entity';

export interface ReleaseNotes {
  release: Pick<Release, 'version' | 'platform' | 'channel' | 'releasedAt'>;
  notesHtml: string;
}

/** A release's notes as safe HTML: public, as the update dialog of an app shows them before it has downloaded anything. */
export class GetReleaseNotesUseCase {
  constructor(
    private readonly releases: ReleaseRepositoryPort,
    private readonly notes: ReleaseNotesRendererPort,
  ) {}

  async execute(releaseId: string): Promise<ReleaseNotes> {
    const release = await this.releases.findById(releaseId);
    if (!release) throw releaseNotFoundError();
    const { version, platform, channel, releasedAt } = release;
    return { release: { version, platform, channel, releasedAt }, notesHtml: this.notes.toHtml(release.notes) };
  }
}
