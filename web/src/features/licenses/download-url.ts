/** What can be wrong with the link the installer call answers (SITE-SPEC sections 5 and 8). */
export type DownloadUrlProblem = 'missing' | 'invalid' | 'format';

export type DownloadUrlCheck = { ok: true; url: string } | { ok: false; problem: DownloadUrlProblem };

/**
 * Checks the installer link before the browser is sent to it: it must be there (else
 * 'missing'), be a non-empty string ('invalid'), and be an absolute http(s) URL without
 * blanks inside ('format').
 * The scheme is read from the parsed URL rather than from the text, so `httpx:` or
 * `http-evil:` links, which start with "http", are refused too.
 */
export function checkDownloadUrl(value: unknown): DownloadUrlCheck {
  if (value === undefined || value === null) return { ok: false, problem: 'missing' };
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, problem: 'invalid' };
  const url = value.trim();
  // Blanks inside are refused outright: browsers differ on them (Chromium accepts a space
  // in a host name that the URL standard, and Node, refuse).
  if (!/^https?:/i.test(url) || /\s/.test(url)) return { ok: false, problem: 'format' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: 'format' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, problem: 'format' };
  return { ok: true, url };
}
