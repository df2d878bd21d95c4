import type { RateLimitDecision, RateLimitRule } from '@pointforge/domain';

/**
 * What every adapter answers for a fixed window, kept in one place so memory and Redis
 * cannot drift apart. A window starts with the first event of a key and lasts
 * `rule.windowMs`; it is not extended by later events, allowed or not.
 */

/** A rule with a zero, negative or fractional limit or window is a programming error. */
export function assertValidRateLimitRule(rule: RateLimitRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) {
    throw new RangeError(`A rate limit needs a whole limit of at least 1, got ${rule.limit}.`);
  }
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) {
    throw new RangeError(`A rate limit needs a whole window of at least 1 ms, got ${rule.windowMs}.`);
  }
}

/** After counting the `count`-th event of the window: allowed while the count is within the limit. */
export function decisionAfterConsume(count: number, rule: RateLimitRule, msLeftInWindow: number): RateLimitDecision {
  return count <= rule.limit ? allowed(rule.limit - count) : denied(msLeftInWindow);
}

/**
 * Without counting, with `count` events already in the window: answers "would the next
 * consume be allowed?", so a key that has used its whole allowance is reported as denied
 * even though its last consume was allowed.
 */
export function decisionOnPeek(count: number, rule: RateLimitRule, msLeftInWindow: number): RateLimitDecision {
  return count < rule.limit ? allowed(rule.limit - count) : denied(msLeftInWindow);
}

function allowed(remaining: number): RateLimitDecision {
  return { allowed: true, remaining, retryAfterSeconds: 0 };
}

/** Rounded up, and never 0, so a `Retry-After` header never invites an immediate retry. */
function denied(msLeftInWindow: number): RateLimitDecision {
  return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(msLeftInWindow / 1000)) };
}
