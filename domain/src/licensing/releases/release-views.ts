import type { Release } from './release.entity';
import { releaseDay } from './release-rules';

/** A release as the console lists it: the stored facts without the storage key, dates as text, notes also as HTML. */
export type AdminRelease = Omit<Release, 'objectKey' | 'releasedAt' | 'publishedBy' | 'createdAt'> & {
  notesHtml: string;
  /** YYYY-MM-DD. */
  releasedAt: string;
  /** The publishing operator's email; null for the seeded release or a deleted account. */
  publishedBy: string | null;
  /** ISO instant. */
  createdAt: string;
};

/** The latest stable release of a platform, as the dashboard offers it. */
export type DashboardRelease = Pick<AdminRelease, 'platform' | 'version' | 'releasedAt' | 'fileName' | 'size' | 'sha256' | 'sha512' | 'notesHtml'>;

export function toDashboardRelease(release: Release, notesHtml: string): DashboardRelease {
  const { platform, version, fileName, size, sha256, sha512 } = release;
  return { platform, version, releasedAt: releaseDay(release.releasedAt), fileName, size, sha256, sha512, notesHtml };
}

export function toAdminRelease(release: Release, notesHtml: string, publishedBy: string | null): AdminRelease {
  const { id, version, channel, platform, fileName, size, sha256, sha512, edSignature, notes } = release;
  return {
    id,
    version,
    channel,
    platform,
    fileName,
    size,
    sha256,
    sha512,
    edSignature,
    notes,
    notesHtml,
    releasedAt: releaseDay(release.releasedAt),
    publishedBy,
    createdAt: release.createdAt.toISOString(),
  };
}
