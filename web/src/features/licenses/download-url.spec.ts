import { checkDownloadUrl, type DownloadUrlProblem } from './download-url';

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

  /** How a test names each problem. */
  const verdicts: Record<DownloadUrlProblem, string> = { missing: 'missing', invalid: 'invalid', format: 'a bad format' };

  const refused: [name: string, value: unknown, problem: DownloadUrlProblem][] = [
    ['no field', undefined, 'missing'],
    ['null', null, 'missing'],
    ['an empty string', '', 'invalid'],
    ['blanks', '   ', 'invalid'],
    ['a number', 42, 'invalid'],
    ['an object', { href: 'https://example.com' }, 'invalid'],
    ['a boolean', true, 'invalid'],
    ['a relative path', '/api/downloads/files/x.exe', 'format'],
    ['another scheme', 'javascript:alert(1)', 'format'],
    ['a data URL', 'data:text/plain,hi', 'format'],
    ['ftp', 'ftp://example.com/x.exe', 'format'],
    ['text that starts with http but is no URL', 'http', 'format'],
    ['a scheme that starts with http', 'httpx://example.com/x.exe', 'format'],
    ['an unparseable host', 'https://exa mple.com/x.exe', 'format'],
    ['a blank inside the path', 'https://example.com/a b.exe', 'format'],
    ['no host', 'https://', 'format'],
    ['an unclosed IPv6 host', 'http://[::1/x.exe', 'format'],
  ];

  it.each(refused.map(([name, value, problem]) => [name, verdicts[problem], value, problem] as const))('calls %s %s', (_name, _verdict, value, problem) => {
    expect(checkDownloadUrl(value)).toEqual({ ok: false, problem });
  });
});
