import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@pointforge/domain';
import { AppConfig } from '../../../common/config/app-config';

const COOKIE_NAME = 'pf_session';
/**
 * The signed-in hint: readable by the page's script (not HttpOnly) and holding only "1",
 * so the web app asks `GET /api/auth/me` only when a session may exist and an anonymous
 * visitor never meets a 401. It is set and cleared with the session cookie, with the same
 * Path, SameSite and Secure; it proves nothing (the server never reads it for access).
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
/** Browsers accept a `__Host-` cookie only when Secure, on Path=/ and without Domain: no subdomain can plant one. */
const HOST_ONLY_PREFIX = '__Host-';

/**
 * The session cookie, the one place that knows its name and flags. It holds the opaque
 * session secret (the server stores only its hash), HttpOnly, Path=/, for the session's
 * 30-day absolute lifetime. SameSite=Lax on the site's own origin; with a separately
 * hosted web app (WEB_ORIGIN) the cookie must travel cross-site, so SameSite=None, which
 * browsers accept only with Secure. Secure also in production and on an https site.
 * Every set and clear also sets and clears the signed-in hint (SIGNED_IN_HINT_COOKIE).
 */
@Injectable()
export class SessionCookie {
  readonly name: string;
  private readonly options: CookieOptions;

  constructor(config: AppConfig) {
    const crossSite = config.webOrigins.length > 0;
    const secure = crossSite || config.nodeEnv === 'production' || config.siteOrigin.startsWith('https:');
    this.name = secure ? `${HOST_ONLY_PREFIX}${COOKIE_NAME}` : COOKIE_NAME;
    this.options = { httpOnly: true, secure, sameSite: crossSite ? 'none' : 'lax', path: '/' };
  }

  /** The secret the browser sent, or '' without one. */
  read(request: Request): string {
    const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[this.name];
    return typeof value === 'string' ? value : '';
  }

  /** Whether the browser sent the signed-in hint. */
  hasHint(request: Request): boolean {
    return (request.cookies as Record<string, unknown> | undefined)?.[SIGNED_IN_HINT_COOKIE] !== undefined;
  }

  set(response: Response, sessionToken: string): void {
    response.cookie(this.name, sessionToken, { ...this.options, maxAge: SESSION_ABSOLUTE_LIFETIME_MS });
    response.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...this.options, httpOnly: false, maxAge: SESSION_ABSOLUTE_LIFETIME_MS });
  }

  /** Tells the browser to drop the cookie and the hint (an expiry in the past). */
  clear(response: Response): void {
    response.clearCookie(this.name, this.options);
    response.clearCookie(SIGNED_IN_HINT_COOKIE, { ...this.options, httpOnly: false });
  }
}
