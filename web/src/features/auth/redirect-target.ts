/** Where a login leads when the address names no (acceptable) destination. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Where to go after logging in: the `redirect` query (checkout sends
 * `/checkout/standard?billingType=annual`) only when it is a path on this site, else
 * /dashboard. An open redirect would let a crafted login link send a freshly signed-in
 * user to another site, so the value must start with a single '/' (not '//' or '/\', which
 * browsers read as another host) and must still be on `origin` once resolved against it.
 * Pure, so it can be checked with any origin.
 */
export function redirectTarget(requested: string | null | undefined, origin: string): string {
  if (!requested || !isSiteRelative(requested)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== new URL(origin).origin) return DEFAULT_AFTER_LOGIN;
  // Dot segments can resolve to a path such as '//host' again ('/a/../..//host').
  const target = `${url.pathname}${url.search}${url.hash}`;
  return isSiteRelative(target) ? target : DEFAULT_AFTER_LOGIN;
}

function isSiteRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
