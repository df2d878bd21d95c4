/**
 * The API sets a `signed_in=1` cookie (readable by scripts, unlike the HttpOnly session
 * cookie) whenever it sets the session cookie, and clears it whenever the session ends or
 * turns out dead (api/src/modules/accounts/session/session-cookie.ts). Without it there
 * can be no session, so the web app does not ask `GET /api/auth/me` and an anonymous
 * visitor never meets a 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/**
 * Whether a session may exist, so the current-user call is worth making.
 *
 * @param cookies `document.cookie`: the page's own cookies.
 * @param apiOrigin the API's origin when it is not the page's own (VITE_API_ORIGIN), else ''.
 *   The hint is then the API host's cookie, which the page cannot read: always ask.
 */
export function mayBeSignedIn(cookies: string, apiOrigin: string): boolean {
  if (apiOrigin !== '') return true;
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
