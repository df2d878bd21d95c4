import { describe, expect, it } from '@jest/globals';
import { assertValidRateLimitRule, decisionAfterConsume, decisionOnPeek } from './rate-limit-decision';

const rule = { limit: 3, windowMs: 60_000 };

describe('assertValidRateLimitRule', () => {
  it('accepts a whole, positive limit and window', () => {
    expect(() => assertValidRateLimitRule({ limit: 1, windowMs: 1 })).not.toThrow();
  });

  it.each([
    { limit: 0, windowMs: 60_000 },
    { limit: -1, windowMs: 60_000 },
    { limit: 1.5, windowMs: 60_000 },
    { limit: 3, windowMs: 0 },
    { limit: 3, windowMs: 0.5 },
    { limit: 3, windowMs: Number.NaN },
    { limit: Number.POSITIVE_INFINITY, windowMs: 60_000 },
  ])('refuses %o', (invalid) => {
    expect(() => assertValidRateLimitRule(invalid)).toThrow(RangeError);
  });
});

describe('rate limit decisions', () => {
  it('allows a consume while its count is within the limit', () => {
    expect(decisionAfterConsume(3, rule, 10_000)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(decisionAfterConsume(4, rule, 10_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 10 });
  });

  it('allows a peek while one more event would be', () => {
    expect(decisionOnPeek(2, rule, 10_000)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(decisionOnPeek(3, rule, 10_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 10 });
  });

  it('rounds the seconds left up, to at least 1', () => {
    expect(decisionAfterConsume(4, rule, 1_001).retryAfterSeconds).toBe(2);
    expect(decisionAfterConsume(4, rule, 1).retryAfterSeconds).toBe(1);
    expect(decisionAfterConsume(4, rule, 0).retryAfterSeconds).toBe(1);
  });
});
