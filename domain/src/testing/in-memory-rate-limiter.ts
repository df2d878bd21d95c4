import { RateLimiterPort, type RateLimitDecision, type RateLimitRule } from '../shared/rate-limiter.port';
import type { ClockPort } from '../shared/clock.port';

interface Window {
  startedAtMs: number;
  count: number;
}

/**
 * A fixed-window rate limiter in memory, with the semantics the Redis adapter has
 * (INCR plus an expiry set by the first event of a window):
 * - a key's window opens at its first event and lasts `rule.windowMs`; the next event
 *   after that opens a new window with a count of zero;
 * - `consume` counts the event even when it is over the limit, and allows it while the
 *   count, this event included, is at most `rule.limit`;
 * - `peek` allows while the count is below the limit, that is while one more event would
 *   still be allowed;
 * - a denied decision's `retryAfterSeconds` is the time until the window closes, rounded
 *   up to whole seconds (at least 1).
 */
export class InMemoryRateLimiter extends RateLimiterPort {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: ClockPort) {
    super();
  }

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const nowMs = this.clock.now().getTime();
    const window = this.openWindow(key, rule, nowMs) ?? { startedAtMs: nowMs, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    return decide(window, rule, nowMs, window.count <= rule.limit);
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const nowMs = this.clock.now().getTime();
    const window = this.openWindow(key, rule, nowMs);
    if (!window) return { allowed: true, remaining: rule.limit, retryAfterSeconds: 0 };
    return decide(window, rule, nowMs, window.count < rule.limit);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** The key's window if it is still open at `nowMs`; a closed one is forgotten. */
  private openWindow(key: string, rule: RateLimitRule, nowMs: number): Window | null {
    const window = this.windows.get(key);
    if (!window) return null;
    if (nowMs >= window.startedAtMs + rule.windowMs) {
      this.windows.delete(key);
      return null;
    }
    return window;
  }
}

function decide(window: Window, rule: RateLimitRule, nowMs: number, allowed: boolean): RateLimitDecision {
  const remaining = Math.max(0, rule.limit - window.count);
  if (allowed) return { allowed, remaining, retryAfterSeconds: 0 };
  const closesInMs = window.startedAtMs + rule.windowMs - nowMs;
  return { allowed, remaining, retryAfterSeconds: Math.max(1, Math.ceil(closesInMs / 1000)) };
}
