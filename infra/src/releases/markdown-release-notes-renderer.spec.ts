import { describe, expect, it } from '@jest/globals';
import { MarkdownReleaseNotesRenderer } from './markdown-release-notes-renderer';

describe('MarkdownReleaseNotesRenderer', () => {
  const renderer = new MarkdownReleaseNotesRenderer();

  it('renders Markdown', () => {
    expect(renderer.toHtml('## Fixed\n\n- **Faster** meshing\n- [Guide](https://pointforge.example/guide)')).toBe(
      '<h2>Fixed</h2>\n<ul>\n<li><strong>Faster</strong> meshing</li>\n<li><a href="https://pointforge.example/guide">Guide</a></li>\n</ul>\n',
    );
  });

  it('shows raw HTML as text and drops script links', () => {
    const html = renderer.toHtml(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
    );

    expect(html).not.toMatch(/<script|<img|href="javascript|href="data/i);
    expect(html).toContain('&lt;script&gt;');
  });
});
