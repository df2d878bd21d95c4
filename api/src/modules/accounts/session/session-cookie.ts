import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@pointforge/domain';
import { AppConfig } from '../../../common/config/app-config';

const COOKIE_NAME = 'pf_session';
/** Browsers accept a `__Host-` cookie only when Secure, on Path=/ and without Domain: no subdomain can plant one. */
const HOST_ONLY_PREFIX = '__Host-';

/**
 * The session cookie, the one place that knows its name and flags. It holds the opaque
 * session secret (the server stores only its hash), HttpOnly, Path=/, for the session's
 * 30-day absolute lifetime. SameSite=Lax on the site's own origin; with a separately
 * hosted web app (WEB_ORIGIN) the cookie must travel cross-site, so SameSite=None, which
 * browsers accept only with Secure. Secure also in production and on an https site.
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

  set(response: Response, sessionToken: string): void {
    response.cookie(this.name, sessionToken, { ...this.options, maxAge: SESSION_ABSOLUTE_LIFETIME_MS });
  }

  /** Tells the browser to drop the cookie (an expiry in the past). */
  clear(response: Response): void {
    response.clearCookie(this.name, this.options);
  }
}
