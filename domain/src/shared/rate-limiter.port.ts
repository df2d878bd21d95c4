/** How many events a key may have within a window, e.g. 10 failed logins in 15 minutes. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Events left in the current window after this decision. */
  remaining: number;
  /** Seconds until the key may act again; 0 while allowed. */
  retryAfterSeconds: number;
}

/** One key to count an event against, under its rule. */
export interface RateLimitCharge {
  key: string;
  rule: RateLimitRule;
}

/**
 * Counts events per key in a fixed window. Shared by every API replica (Redis) when
 * configured, in memory otherwise. Keys carry their own namespace (`login:account:<id>`).
 */
export abstract class RateLimiterPort {
  /** Counts one event and tells whether it is within the limit. */
  abstract consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /**
   * Counts one event against every key together, as one step, and answers each key's
   * decision in order. Every key is counted, allowed or not (as `consume` one after the
   * other would); the caller refuses the event when any decision is denied
   * (assertWithinRateLimits). Limiters with a shared store override it to take one round
   * trip for all keys; in memory, counting them in turn is already one step.
   */
  consumeAll(charges: readonly RateLimitCharge[]): Promise<RateLimitDecision[]> {
    return Promise.all(charges.map(({ key, rule }) => this.consume(key, rule)));
  }

  /** Tells whether the key is within the limit, without counting. */
  abstract peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Forgets the key's events (e.g. after a successful login or password reset). */
  abstract reset(key: string): Promise<void>;
}
