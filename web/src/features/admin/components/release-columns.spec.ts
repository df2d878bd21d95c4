import type { AdminRelease } from '@pointforge/domain';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RELEASE_COLUMNS } from './release-columns';

const RELEASE: AdminRelease = {
  id: 'release-2',
  version: '1.1.0',
  channel: 'stable',
  platform: 'windows',
  fileName: 'PointForge-Setup-1.1.0.exe',
  size: 88_290_000,
  sha256: 'c'.repeat(64),
  sha512: 'd'.repeat(128),
  edSignature: 'e'.repeat(88),
  notes: '- Faster contours',
  notesHtml: '<ul>\n<li>Faster contours</li>\n</ul>',
  releasedAt: '2026-11-20',
  publishedBy: 'ops@pointforge.example',
  createdAt: '2026-11-20T09:30:00.000Z',
};

/** The row's cells as text by column heading; `html` keeps the markup. */
function cells(release: AdminRelease, html = false): Record<string, string> {
  const markup = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
  const text = (value: string) => value.replace(/<[^>]+>/g, '');
  return Object.fromEntries(
    RELEASE_COLUMNS.map((column) => [text(markup(column.header)), html ? markup(column.cell(release)) : text(markup(column.cell(release)))]),
  );
}

describe('the Releases tab columns', () => {
  it('reads a release as the operator published it, with what the server computed', () => {
    expect(cells(RELEASE)).toMatchObject({
      Version: '1.1.0',
      Channel: 'Stable',
      Platform: 'Windows',
      Released: 'November 20, 2026',
      File: 'PointForge-Setup-1.1.0.exe',
      Size: '84.2 MB',
      'SHA-256': 'c'.repeat(64),
      'Published by': 'ops@pointforge.example',
    });
  });

  it("renders the server's sanitised notes as HTML behind a disclosure", () => {
    expect(cells(RELEASE, true).Notes).toContain(
      'What&#x27;s new in 1.1.0</summary><div class="disclosure__body"><div class="release-notes"><ul>\n<li>Faster contours</li>\n</ul>',
    );
  });

  it('says so for the seeded release (no publisher) and a release without notes', () => {
    expect(cells({ ...RELEASE, publishedBy: null, notes: '', notesHtml: '' })).toMatchObject({ 'Published by': 'Seeded', Notes: 'No notes.' });
  });

  it('marks a beta release in its own tone', () => {
    expect(cells({ ...RELEASE, channel: 'beta' }, true).Channel).toMatch(/data-tone="warning"[^>]*>Beta<\/span>/);
  });
});
