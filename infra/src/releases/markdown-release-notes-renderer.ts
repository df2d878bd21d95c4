import { ReleaseNotesRendererPort } from '@pointforge/domain';
import MarkdownIt from 'markdown-it';

/**
 * Release notes through markdown-it with raw HTML off, so `<script>` and friends come out as
 * text. markdown-it's own link check refuses `javascript:`, `vbscript:`, `file:` and
 * non-image `data:` URLs; links open in place (no target), images are allowed. The console,
 * the dashboard and the public notes page all show this one rendering.
 */
export class MarkdownReleaseNotesRenderer extends ReleaseNotesRendererPort {
  private readonly markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

  toHtml(markdown: string): string {
    return this.markdown.render(markdown);
  }
}
