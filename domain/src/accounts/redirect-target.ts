/** Where a sign-in leads when the address names no (acceptable) destination. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** Longer than any page of the site with its query; a longer value is refused, not cut. */
export const REDIRECT_TARGET_MAX_LENGTH = 512;

/**
 * The `redirect` a sign-in, a registration or a verification link carries (the checkout
 * sends `/checkout/standard?billingType=annual`), or null unless it is certainly a path on
 * this site. An open redirect would let a crafted link send a freshly signed-in user to
 * another site, so only a plain path is taken, one every browser resolves to itself on the
 * site's own origin: a single leading '/' (not '//' or '/\', which browsers read as another
 * host), no backslash, whitespace or control character anywhere (browsers drop tabs and
 * newlines, which can join '/' and '/' into '//'), and no empty or dot segment in the path,
 * written out or percent-encoded ('/a/../..//host' resolves to '//host'). The web app and
 * the API (which puts it in the verification email) apply this same rule.
 */
export function safeRedirectTarget(requested: unknown): string | null {
  if (typeof requested !== 'string' || requested.length === 0 || requested.length > REDIRECT_TARGET_MAX_LENGTH) return null;
  if (!requested.startsWith('/') || [...requested].some(isUnsafeCharacter)) return null;
  const path = requested.split(/[?#]/, 1)[0] ?? '';
  const segments = path.slice(1).split('/');
  const unsafeSegment = segments.some((segment, index) => (segment === '' && index < segments.length - 1) || isDotSegment(segment));
  return unsafeSegment ? null : requested;
}

/** Where to go after signing in: the requested path when it is safe, else the dashboard. */
export function redirectTarget(requested: unknown): string {
  return safeRedirectTarget(requested) ?? DEFAULT_AFTER_LOGIN;
}

/** A backslash, whitespace (Unicode's too) or a control character. */
function isUnsafeCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char);
}

/** '.' or '..', also as browsers read '%2e' in a path. */
function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, '.');
  return decoded === '.' || decoded === '..';
}
