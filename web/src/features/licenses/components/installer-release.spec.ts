import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { InstallerRelease, type OfferedInstaller } from './installer-release';

// The toasts' module reads the API's origin from Vite's env, which Node has not.
jest.mock('../../../lib/env', () => ({ API_ORIGIN: '' }));

const RELEASE: OfferedInstaller = {
  platform: 'windows',
  version: '1.1.0',
  releasedAt: '2026-11-20',
  fileName: 'PointForge-Setup-1.1.0.exe',
  size: 88_290_000,
  sha256: 'a'.repeat(64),
  sha512: 'b'.repeat(128),
  notesHtml: '<ul><li>Faster contours</li></ul>',
};

function render(installer: OfferedInstaller, titled = false): string {
  return renderToStaticMarkup(createElement(InstallerRelease, { installer, titled, onDownload: () => undefined }));
}

describe('InstallerRelease', () => {
  it('shows the version, the day, the size and both checksums, SHA-512 behind a disclosure', () => {
    const html = render(RELEASE);
    expect(html).toContain('1.1.0');
    expect(html).toContain('<time dateTime="2026-11-20">November 20, 2026</time>');
    expect(html).toContain('84.2 MB');
    expect(html).toContain(`<code class="copyable-value__text">${'a'.repeat(64)}</code>`);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show SHA-512<\/summary><div[^>]*><span class="copyable-value"><code[^>]*>b{128}<\/code>/);
  });

  it("renders the server's release notes as HTML", () => {
    expect(render(RELEASE)).toContain(
      'What&#x27;s new in 1.1.0</summary><div class="disclosure__body"><div class="release-notes"><ul><li>Faster contours</li></ul>',
    );
  });

  it('shows the catalogue installer (no release read) with its version and day alone', () => {
    const html = render({ platform: 'windows', version: '1.0.7', releasedAt: '2025-05-29' });
    expect(html).toContain('May 29, 2025');
    expect(html).not.toContain('SHA-256');
    expect(html).not.toContain('Size');
  });

  it('titles the platform and names it on Download when several are offered', () => {
    expect(render(RELEASE, true)).toMatch(/<h3[^>]*>Windows<\/h3>/);
    expect(render(RELEASE, true)).toContain('Download<span class="visually-hidden"> for Windows</span>');
    expect(render(RELEASE, false)).not.toContain('<h3');
  });
});
