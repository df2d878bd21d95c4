import { DomainError } from './domain-error';
import { RATE_LIMIT_MESSAGES } from './rate-limit-messages';
import type { RateLimitDecision, RateLimitRule } from './rate-limiter.port';
import { HOUR_MS, MINUTE_MS } from './time';

/** The code of the error every rate limit throws, whichever context it guards. */
const RATE_LIMITED_CODE = 'HTTP.RATE_LIMITED';

/**
 * Every rate limit of the platform, as data: the one table the use cases and the API read.
 * Each rule counts events per key in a fixed window (RateLimiterPort).
 */
export const RATE_LIMIT_RULES = {
  /** Failed logins per account (by email): the 10th within 15 minutes locks the account. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE_MS },
  /** The lock itself: one event opens a 15-minute window during which logins answer 429. */
  loginLockPerAccount: { limit: 1, windowMs: 15 * MINUTE_MS },
  /** Failed logins per IP address, whatever the account. */
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE_MS },
  registerPerIp: { limit: 10, windowMs: HOUR_MS },
  forgotPasswordPerIp: { limit: 20, windowMs: HOUR_MS },
  /** "Resend verification email" asks per IP; each address also has its mailPerRecipient limit. */
  resendVerificationPerIp: { limit: 20, windowMs: HOUR_MS },
  /** Emails of one kind (verification, "already have an account", reset) per address. */
  mailPerRecipient: { limit: 3, windowMs: HOUR_MS },
  trialPerUser: { limit: 5, windowMs: HOUR_MS },
  downloadPerUser: { limit: 10, windowMs: HOUR_MS },
  demoRequestPerIp: { limit: 5, windowMs: HOUR_MS },
  contactMessagePerIp: { limit: 5, windowMs: HOUR_MS },
  /** Checkouts started (each creates a subscription at PayPal) and confirmed, per account and per IP. */
  subscriptionCreatePerUser: { limit: 10, windowMs: HOUR_MS },
  subscriptionCreatePerIp: { limit: 10, windowMs: HOUR_MS },
  subscriptionExecutePerUser: { limit: 10, windowMs: HOUR_MS },
  subscriptionExecutePerIp: { limit: 10, windowMs: HOUR_MS },
  /** "Pay now" on an overdue subscription: each try asks PayPal to charge the customer. */
  subscriptionPayNowPerUser: { limit: 5, windowMs: HOUR_MS },
  /**
   * Desktop licence API calls (activate, validate, deactivate together) of one activated
   * device (licence and fingerprint): an app validates about once a day, so this only stops a
   * client stuck in a loop. Only that device can spend it.
   */
  licenseApiPerDevice: { limit: 60, windowMs: HOUR_MS },
  /**
   * The other calls naming a licence: no fingerprint, a fingerprint not activated on it (a
   * new device activating, a refused one, a stranger holding the key). Smaller, and apart
   * from the devices' own, so strangers cannot lock the owner's devices out.
   */
  licenseApiPerLicenseUnknownDevice: { limit: 30, windowMs: HOUR_MS },
  /** The same per address, whatever the key, so keys cannot be guessed in bulk; room for an office behind one address. */
  licenseApiPerIp: { limit: 120, windowMs: HOUR_MS },
  /** Desktop sign-ins started (device codes minted) per address. */
  deviceAuthorizationPerIp: { limit: 30, windowMs: HOUR_MS },
  /** Token requests (polls every 5 s of a 15-minute code, refreshes) per address; room for an office polling at once. */
  deviceTokenPerIp: { limit: 1200, windowMs: HOUR_MS },
  /** User codes a signed-in person looks up or decides on /activate: typing mistakes, never guessing others' codes. */
  userCodeLookupPerUser: { limit: 30, windowMs: 15 * MINUTE_MS },
  userCodeLookupPerIp: { limit: 60, windowMs: 15 * MINUTE_MS },
  /** Activation request files a signed-in person uploads (each signs a licence file): a crew's laptops, not a loop. */
  offlineActivationPerUser: { limit: 30, windowMs: HOUR_MS },
  /** Offline deactivation codes a signed-in person enters: typing mistakes, never guessing 80-bit codes. */
  offlineDeactivationPerUser: { limit: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitRuleName = keyof typeof RATE_LIMIT_RULES;

/**
 * The limiter key of each rule: a namespace plus the subject counted (an email, a user id,
 * an IP address, or an email kind and its address). Emails are expected normalised.
 */
export const RATE_LIMIT_KEYS = {
  loginFailuresPerAccount: (email: string) => `login-failures:account:${email}`,
  loginLockPerAccount: (email: string) => `login-lock:account:${email}`,
  loginFailuresPerIp: (ipAddress: string) => `login-failures:ip:${ipAddress}`,
  registerPerIp: (ipAddress: string) => `register:ip:${ipAddress}`,
  forgotPasswordPerIp: (ipAddress: string) => `forgot-password:ip:${ipAddress}`,
  resendVerificationPerIp: (ipAddress: string) => `resend-verification:ip:${ipAddress}`,
  mailPerRecipient: (mailAndAddress: string) => `mail:${mailAndAddress}`,
  trialPerUser: (userId: string) => `trial:user:${userId}`,
  downloadPerUser: (userId: string) => `download:user:${userId}`,
  demoRequestPerIp: (ipAddress: string) => `demo-request:ip:${ipAddress}`,
  contactMessagePerIp: (ipAddress: string) => `contact-message:ip:${ipAddress}`,
  subscriptionCreatePerUser: (userId: string) => `subscription-create:user:${userId}`,
  subscriptionCreatePerIp: (ipAddress: string) => `subscription-create:ip:${ipAddress}`,
  subscriptionExecutePerUser: (userId: string) => `subscription-execute:user:${userId}`,
  subscriptionExecutePerIp: (ipAddress: string) => `subscription-execute:ip:${ipAddress}`,
  subscriptionPayNowPerUser: (userId: string) => `subscription-pay-now:user:${userId}`,
  licenseApiPerDevice: (licenseAndMachine: string) => `license-api:device:${licenseAndMachine}`,
  licenseApiPerLicenseUnknownDevice: (licenseId: string) => `license-api:unknown-device:${licenseId}`,
  licenseApiPerIp: (ipAddress: string) => `license-api:ip:${ipAddress}`,
  deviceAuthorizationPerIp: (ipAddress: string) => `device-authorization:ip:${ipAddress}`,
  deviceTokenPerIp: (ipAddress: string) => `device-token:ip:${ipAddress}`,
  userCodeLookupPerUser: (userId: string) => `user-code-lookup:user:${userId}`,
  userCodeLookupPerIp: (ipAddress: string) => `user-code-lookup:ip:${ipAddress}`,
  offlineActivationPerUser: (userId: string) => `offline-activation:user:${userId}`,
  offlineDeactivationPerUser: (userId: string) => `offline-deactivation:user:${userId}`,
} as const satisfies Record<RateLimitRuleName, (subject: string) => string>;

/**
 * Throws DomainError rate_limited `HTTP.RATE_LIMITED` when any decision is denied, with the
 * longest wait among them as `retryAfterSeconds` (the API's Retry-After).
 */
export function assertWithinRateLimits(...decisions: RateLimitDecision[]): void {
  const denied = decisions.filter((decision) => !decision.allowed);
  if (denied.length === 0) return;
  throw new DomainError('rate_limited', RATE_LIMITED_CODE, RATE_LIMIT_MESSAGES.rateLimited, {
    retryAfterSeconds: Math.max(1, ...denied.map((decision) => decision.retryAfterSeconds)),
  });
}
