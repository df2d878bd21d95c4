import { createHash } from 'node:crypto';
import { BRAND, MACHINE_PLATFORM_NAMES, releaseDay, type ReleaseNotes } from '@pointforge/domain';
import { escapeMarkup } from '../../common/http/markup';

const STYLE = 'body{font:16px/1.6 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}img{max-width:100%}';

/**
 * What the notes page may load: its one inline stylesheet (by hash) and images over https;
 * no script, no frames, no forms. markdown-it already writes no raw HTML and no script links.
 */
export const RELEASE_NOTES_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  'img-src https: data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A release's notes as a small page of its own: what an app's update dialog (Sparkle's releaseNotesLink) shows. */
export function releaseNotesPage({ release, notesHtml }: ReleaseNotes): string {
  const title = escapeMarkup(`${BRAND.productName} ${release.version}`);
  const facts = escapeMarkup(`Released ${releaseDay(release.releasedAt)} · ${MACHINE_PLATFORM_NAMES[release.platform]} · ${release.channel}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} release notes</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${title}</h1>
<p>${facts}</p>
${notesHtml === '' ? '<p>No release notes.</p>' : notesHtml}
</body>
</html>
`;
}
