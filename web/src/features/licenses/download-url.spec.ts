import { checkDownloadUrl } from './download-url';

describe('checkDownloadUrl', () => {
  it.each([
    'https://bucket.s3.eu-west-1.amazonaws.com/installers/PointForge-Setup-1.0.7.exe?X-Amz-Signature=abc',
    'http://localhost:3000/api/downloads/files/installers/PointForge-Setup-1.0.7.exe?expires=1&name=a&signature=b',
    'HTTPS://example.com/file.exe',
  ])('accepts the absolute http(s) link %s', (url) => {
    expect(checkDownloadUrl(url)).toEqual({ ok: true, url });
  });

  it('trims surrounding blanks', () => {
    expect(checkDownloadUrl('  https://example.com/a.exe\n')).toEqual({ ok: true, url: 'https://example.com/a.exe' });
  });

  it.each([
    ['no field', undefined],
    ['null', null],
  ])('calls %s missing', (_name, value) => {
    expect(checkDownloadUrl(value)).toEqual({ ok: false, problem: 'missing' });
  });

  it.each([
    ['an empty string', ''],
    ['blanks', '   '],
    ['a number', 42],
    ['an object', { href: 'https://example.com' }],
    ['a boolean', true],
  ])('calls %s invalid', (_name, value) => {
    expect(checkDownloadUrl(value)).toEqual({ ok: false, problem: 'invalid' });
  });

  it.each([
    ['a relative path', '/api/downloads/files/x.exe'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/plain,hi'],
    ['ftp', 'ftp://example.com/x.exe'],
    ['text that starts with http but is no URL', 'http'],
    ['a scheme that starts with http', 'httpx://example.com/x.exe'],
    ['an unparseable host', 'https://exa mple.com/x.exe'],
    ['a blank inside the path', 'https://example.com/a b.exe'],
    ['no host', 'https://'],
    ['an unclosed IPv6 host', 'http://[::1/x.exe'],
  ])('calls %s a bad format', (_name, value) => {
    expect(checkDownloadUrl(value)).toEqual({ ok: false, problem: 'format' });
  });
});
