/** Turns release notes (Markdown) into HTML that is safe to show: no raw HTML, no script links. */
export abstract class ReleaseNotesRendererPort {
  abstract toHtml(markdown: string): string;
}
