import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../shared/time';
import type { BillingType } from './plan.types';

/**
 * Business constants of SITE-SPEC section 9 and DECISIONS.md, shared by the API and the
 * web app so a number shown and a number enforced can never differ. Browser-safe: no
 * Node types.
 */

/** Length of the free trial licence. */
export const TRIAL_DAYS = 7;

/**
 * How many days a licence file lets the desktop app run offline after it is issued, by the
 * licence's term: field crews on annual plans go weeks without a connection. The longer a
 * file runs, the longer a revoked or refunded licence keeps working offline (docs/licensing.md).
 */
export const LICENSE_FILE_LIFETIME_DAYS: Readonly<Record<'trial' | BillingType, number>> = Object.freeze({ trial: TRIAL_DAYS, monthly: 30, annual: 90 });

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** RFC 5321 limit on a forward path; also the column width. */
export const EMAIL_MAX_LENGTH = 254;
/** First, last and full names (profile and lead forms): the column width. */
export const NAME_MAX_LENGTH = 100;
/** A person's first or last name on an account; greetings quote it in email. */
export const PERSON_NAME_MAX_LENGTH = 50;
export const COMPANY_MAX_LENGTH = 150;
/** Free-text messages (demo and contact forms). */
export const MESSAGE_MAX_LENGTH = 5000;

/** The installer offered on the dashboard. */
export const INSTALLER_VERSION = '1.0.7';
/** ISO date (YYYY-MM-DD) of the installer release. */
export const INSTALLER_RELEASE_DATE = '2025-05-29';

/** A new account's email preferences: newsletter on, product updates on, promotions off. */
export const EMAIL_PREFERENCE_DEFAULTS: Readonly<{
  emailNewsletter: boolean;
  emailProductUpdates: boolean;
  emailPromotions: boolean;
}> = Object.freeze({ emailNewsletter: true, emailProductUpdates: true, emailPromotions: false });

export const VERIFICATION_TOKEN_LIFETIME_MS = 24 * HOUR_MS;
export const RESET_TOKEN_LIFETIME_MS = 1 * HOUR_MS;

/** A session unused for this long ends. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
/** A session ends this long after login, however active. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;

/** Two-factor sign-in: the authenticator app's codes have this many digits (RFC 6238, 30-second steps). */
export const TOTP_CODE_LENGTH = 6;
/** Recovery codes handed out at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code: four dash-separated groups of four Crockford base32 symbols (80 random bits). */
export const RECOVERY_CODE_GROUP_COUNT = 4;
export const RECOVERY_CODE_GROUP_LENGTH = 4;
/** Between the password step and the code step of a two-factor sign-in. */
export const TWO_FACTOR_CHALLENGE_LIFETIME_MS = 5 * MINUTE_MS;

/** Licence keys: `PF-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX` in Crockford base32. */
export const LICENSE_KEY_PREFIX = 'PF';
export const LICENSE_KEY_GROUP_COUNT = 5;
export const LICENSE_KEY_GROUP_LENGTH = 5;
/** The keys' symbols; defined with the Crockford helpers in shared, listed here with the rest of the key format. */
export { CROCKFORD_BASE32_ALPHABET } from '../shared/crockford-base32';
/** Characters in a whole key, dashes included (32). */
export const LICENSE_KEY_LENGTH = LICENSE_KEY_PREFIX.length + LICENSE_KEY_GROUP_COUNT * (LICENSE_KEY_GROUP_LENGTH + 1);

/** Effective date printed on the privacy, terms and cookie policies. */
export const POLICY_EFFECTIVE_DATE = 'April 2025';

/** The contact section promises a reply within this many hours. */
export const CONTACT_REPLY_HOURS = 24;

/** Timings and thresholds of the web app (SITE-SPEC sections 2, 4 and 9). */
export const UI_TIMINGS = Object.freeze({
  /** The fixed header changes its background once the page is scrolled further than this. */
  headerScrollThresholdPx: 50,
  /** Smooth scrolling to a landing section stops this far above it, below the fixed header. */
  sectionScrollOffsetPx: 80,
  /** Delay before scrolling to the address's hash on load. */
  hashScrollDelayMs: 100,
  /** Redirect to login after a password reset or an email verification. */
  redirectDelayMs: 3 * SECOND_MS,
  /** How long the "copied" confirmation of a licence key lasts. */
  copyConfirmationMs: 2 * SECOND_MS,
  /** Default toast duration. */
  toastDurationMs: 5 * SECOND_MS,
  /** At most this many toasts at once. */
  toastLimit: 1,
  /** Dismissed toasts are removed from memory after this long. */
  toastRemoveDelayMs: 1_000_000,
  /** A right swipe this long dismisses a toast. */
  toastSwipeThresholdPx: 50,
  /** Cached data is fresh, and kept, for this long. */
  swrFreshMs: 5 * MINUTE_MS,
  /** The current-user (session) query is cached this long on the header. */
  sessionCacheMs: 60 * SECOND_MS,
  /** Queries and mutations retry once. */
  requestRetryCount: 1,
  /** The captcha widget is retried at this interval until its script is ready. */
  captchaRetryIntervalMs: 200,
  /** Delay before the captcha widget is rendered into its dialog. */
  captchaRenderDelayMs: 300,
});
