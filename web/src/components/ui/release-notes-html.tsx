import './release-notes-html.css';

/**
 * A release's notes as the server rendered them from the operator's Markdown. The server
 * sanitises that HTML (no raw HTML from the Markdown, no script or data links), which is the
 * one reason this is the only place the site sets HTML it did not build itself.
 */
export function ReleaseNotesHtml({ html }: { html: string }) {
  return <div className="release-notes" dangerouslySetInnerHTML={{ __html: html }} />;
}
