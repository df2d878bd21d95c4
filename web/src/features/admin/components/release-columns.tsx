import { formatLongUsDate, machinePlatformName, type AdminRelease } from '@pointforge/domain';
import type { DataColumn } from '../../../components/ui/data-table';
import { Disclosure } from '../../../components/ui/disclosure';
import { ReleaseNotesHtml } from '../../../components/ui/release-notes-html';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminReleasesCopy as text } from '../../../content/admin-releases';
import { releaseCopy } from '../../../content/releases';
import { RELEASE_CHANNEL_LABELS } from '../../../content/status-labels';
import { formatFileSize } from '../../../lib/file-size';

/** The notes as the server rendered them, behind a disclosure so the table stays a list of rows. */
function ReleaseNotesCell({ release }: { release: AdminRelease }) {
  if (release.notesHtml.trim() === '') return <span className="admin-empty">{text.noNotes}</span>;
  return (
    <Disclosure variant="inline" summary={releaseCopy.notesToggle(release.version)}>
      <ReleaseNotesHtml html={release.notesHtml} />
    </Disclosure>
  );
}

/**
 * The Releases tab's columns: version, channel, platform, release day, the stored file with its
 * size and SHA-256 (the SHA-512 and signature are the API's, for the feed), who published it,
 * and the notes.
 */
export const RELEASE_COLUMNS: readonly DataColumn<AdminRelease>[] = [
  { header: text.columns.version, rowHeader: true, cell: (release) => <code>{release.version}</code> },
  {
    header: text.columns.channel,
    cell: (release) => <StatusPill tone={RELEASE_CHANNEL_LABELS[release.channel].tone}>{RELEASE_CHANNEL_LABELS[release.channel].label}</StatusPill>,
  },
  { header: text.columns.platform, cell: (release) => machinePlatformName(release.platform) },
  { header: text.columns.released, cell: (release) => <time dateTime={release.releasedAt}>{formatLongUsDate(release.releasedAt)}</time> },
  { header: text.columns.file, cell: (release) => <code className="admin-releases__file">{release.fileName}</code> },
  { header: text.columns.size, cell: (release) => <span className="admin-releases__size">{formatFileSize(release.size)}</span> },
  { header: text.columns.sha256, cell: (release) => <code className="admin-releases__hash">{release.sha256}</code> },
  { header: text.columns.publishedBy, cell: (release) => release.publishedBy ?? <span className="admin-empty">{text.seeded}</span> },
  { header: text.columns.notes, cell: (release) => <ReleaseNotesCell release={release} /> },
];
