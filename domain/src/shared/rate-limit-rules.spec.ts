import { DomainError } from './domain-error';
import { HOUR_MS, MINUTE_MS } from './time';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from './rate-limit-rules';

describe('RATE_LIMIT_RULES', () => {
  it('holds the limits of DECISIONS.md and the brief', () => {
    expect(RATE_LIMIT_RULES).toEqual({
      loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE_MS },
      loginLockPerAccount: { limit: 1, windowMs: 15 * MINUTE_MS },
      loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE_MS },
      registerPerIp: { limit: 10, windowMs: HOUR_MS },
      forgotPasswordPerIp: { limit: 20, windowMs: HOUR_MS },
      resendVerificationPerIp: { limit: 20, windowMs: HOUR_MS },
      mailPerRecipient: { limit: 3, windowMs: HOUR_MS },
      trialPerUser: { limit: 5, windowMs: HOUR_MS },
      downloadPerUser: { limit: 10, windowMs: HOUR_MS },
      demoRequestPerIp: { limit: 5, windowMs: HOUR_MS },
      contactMessagePerIp: { limit: 5, windowMs: HOUR_MS },
      subscriptionCreatePerUser: { limit: 10, windowMs: HOUR_MS },
      subscriptionCreatePerIp: { limit: 10, windowMs: HOUR_MS },
      subscriptionExecutePerUser: { limit: 10, windowMs: HOUR_MS },
      subscriptionPayNowPerUser: { limit: 5, windowMs: HOUR_MS },
      subscriptionExecutePerIp: { limit: 10, windowMs: HOUR_MS },
      licenseApiPerDevice: { limit: 60, windowMs: HOUR_MS },
      licenseApiPerLicenseUnknownDevice: { limit: 30, windowMs: HOUR_MS },
      licenseApiPerIp: { limit: 120, windowMs: HOUR_MS },
      deviceAuthorizationPerIp: { limit: 30, windowMs: HOUR_MS },
      deviceTokenPerIp: { limit: 1200, windowMs: HOUR_MS },
      userCodeLookupPerUser: { limit: 30, windowMs: 15 * MINUTE_MS },
      userCodeLookupPerIp: { limit: 60, windowMs: 15 * MINUTE_MS },
      offlineActivationPerUser: { limit: 30, windowMs: HOUR_MS },
      offlineDeactivationPerUser: { limit: 30, windowMs: HOUR_MS },
    });
  });

  it('gives every rule a key namespace of its own', () => {
    const keys = Object.values(RATE_LIMIT_KEYS).map((key) => key('subject'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.endsWith(':subject')).toBe(true);
  });
});

describe('assertWithinRateLimits', () => {
  const allowed = { allowed: true, remaining: 3, retryAfterSeconds: 0 };

  it('passes when every decision is allowed', () => {
    expect(() => assertWithinRateLimits(allowed, allowed)).not.toThrow();
    expect(() => assertWithinRateLimits()).not.toThrow();
  });

  it('throws rate_limited with the longest wait among the denied decisions', () => {
    let thrown: unknown;
    try {
      assertWithinRateLimits(allowed, { allowed: false, remaining: 0, retryAfterSeconds: 30 }, { allowed: false, remaining: 0, retryAfterSeconds: 600 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      kind: 'rate_limited',
      code: 'HTTP.RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
      details: { retryAfterSeconds: 600 },
    });
  });
});
