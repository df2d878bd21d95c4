import { RateLimiterPort, type ClockPort, type RateLimitDecision, type RateLimitRule } from '@pointforge/domain';
import { SystemClock } from '../security/system-clock';
import { assertValidRateLimitRule, decisionAfterConsume, decisionOnPeek } from './rate-limit-decision';

interface Window {
  count: number;
  endsAtMs: number;
}

export interface MemoryRateLimiterOptions {
  clock?: ClockPort;
  /** How often windows that have ended are dropped; one minute unless told. */
  sweepIntervalMs?: number;
}

const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

/**
 * The rate limiter of the embedded default: one process, no Redis. Counts live in this
 * process only, so it must not be used behind several API replicas. Ended windows are
 * ignored on access and dropped by a periodic sweep, so keys that never come back (one per
 * IP or email address) do not pile up; the sweep's timer does not keep the process alive.
 */
export class MemoryRateLimiter extends RateLimiterPort {
  private readonly clock: ClockPort;
  private readonly windows = new Map<string, Window>();
  private readonly sweepTimer: NodeJS.Timeout;

  constructor(options: MemoryRateLimiterOptions = {}) {
    super();
    this.clock = options.clock ?? new SystemClock();
    this.sweepTimer = setInterval(() => this.sweepEndedWindows(), options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    assertValidRateLimitRule(rule);
    const nowMs = this.nowMs();
    let window = this.currentWindow(key, nowMs);
    if (!window) {
      window = { count: 0, endsAtMs: nowMs + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return decisionAfterConsume(window.count, rule, window.endsAtMs - nowMs);
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    assertValidRateLimitRule(rule);
    const nowMs = this.nowMs();
    const window = this.currentWindow(key, nowMs);
    return decisionOnPeek(window?.count ?? 0, rule, window ? window.endsAtMs - nowMs : 0);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops every window that has ended and tells how many; the timer calls it, tests may too. */
  sweepEndedWindows(): number {
    const nowMs = this.nowMs();
    let dropped = 0;
    for (const [key, window] of this.windows) {
      if (window.endsAtMs <= nowMs) {
        this.windows.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Stops the sweep; the counts stay usable. */
  close(): void {
    clearInterval(this.sweepTimer);
  }

  private currentWindow(key: string, nowMs: number): Window | undefined {
    const window = this.windows.get(key);
    return window && window.endsAtMs > nowMs ? window : undefined;
  }

  private nowMs(): number {
    return this.clock.now().getTime();
  }
}
