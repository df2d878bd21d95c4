import { safeRedirectTarget } from '../redirect-target';

const ORIGIN = /^https?:\/\/[^\s/?#]+$/;

/**
 * The site's own addresses that go into emails, built from the configured site origin
 * (SITE_ORIGIN), never from a request's Host header, which an attacker controls.
 */
export class AccountLinks {
  readonly origin: string;
  readonly loginUrl: string;
  readonly dashboardUrl: string;
  /** Where a user asks for a reset link; "not you? reset your password" links land here. */
  readonly forgotPasswordUrl: string;

  /** `siteOrigin`: scheme, host and optional port, e.g. `https://pointforge.example`. */
  constructor(siteOrigin: string) {
    const origin = siteOrigin.trim().replace(/\/+$/, '');
    if (!ORIGIN.test(origin)) {
      throw new RangeError(`The site origin must be scheme://host[:port], got ${JSON.stringify(siteOrigin)}`);
    }
    this.origin = origin;
    this.loginUrl = `${origin}/login`;
    this.dashboardUrl = `${origin}/dashboard`;
    this.forgotPasswordUrl = `${origin}/forgot-password`;
  }

  /**
   * The verification link; with `redirect` (where a sign-up from a checkout goes after
   * verifying and logging in) it carries that path too, only when it passes the sign-in
   * pages' own rule (safeRedirectTarget): an email from this site never points elsewhere.
   */
  verifyEmailUrl(token: string, redirect: string | null = null): string {
    const url = `${this.origin}/verify-email/${encodeURIComponent(token)}`;
    const target = safeRedirectTarget(redirect);
    return target === null ? url : `${url}?redirect=${encodeURIComponent(target)}`;
  }

  resetPasswordUrl(token: string): string {
    return `${this.origin}/reset-password/${encodeURIComponent(token)}`;
  }

  /** The page where an invitee accepts a seat on a licence (signing in or registering first). */
  invitationUrl(token: string): string {
    return `${this.origin}/invite/${encodeURIComponent(token)}`;
  }
}
