import { RateLimiterPort, type RateLimitCharge, type RateLimitDecision, type RateLimitRule } from '@pointforge/domain';
import { errorMessage } from '../queue/job-failure';
import { withTimeout } from '../shared/with-timeout';

export interface FallbackRateLimiterLogger {
  log(message: string): void;
  warn(message: string): void;
}

export interface FallbackRateLimiterOptions {
  /** The shared limiter (Redis). */
  shared: RateLimiterPort;
  /** Counts in this process while the shared one is away. */
  local: RateLimiterPort;
  /** Whether the shared limiter's connection is up now; when not, it is not even tried. */
  sharedIsConnected: () => boolean;
  logger?: FallbackRateLimiterLogger;
  /** A shared call slower than this counts as failed. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 1_000;

/**
 * Rate limits that survive losing Redis: every call goes to the shared limiter while it
 * answers, and to a per-process one while it does not, so sign-in, registration and the
 * forms keep working (each replica then enforces the limits on its own, a little looser
 * overall, which beats refusing everyone). An outage is logged once when it starts and once
 * when it ends, with the number of decisions taken locally meanwhile.
 */
export class FallbackRateLimiter extends RateLimiterPort {
  private readonly logger: FallbackRateLimiterLogger;
  private readonly timeoutMs: number;
  private outage: { since: number; localDecisions: number } | undefined;
  /** Decisions taken locally since the process started, for operators. */
  localDecisions = 0;

  constructor(private readonly options: FallbackRateLimiterOptions) {
    super();
    this.logger = options.logger ?? console;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Whether limits are counted locally right now because the shared limiter is away. */
  get degraded(): boolean {
    return this.outage !== undefined;
  }

  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    return this.either((limiter) => limiter.consume(key, rule));
  }

  /** All the keys from one limiter, so an outage never splits one event's counts between Redis and this process. */
  override consumeAll(charges: readonly RateLimitCharge[]): Promise<RateLimitDecision[]> {
    return this.either((limiter) => limiter.consumeAll(charges));
  }

  peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    return this.either((limiter) => limiter.peek(key, rule));
  }

  async reset(key: string): Promise<void> {
    // Both: a key counted locally during an outage must not stay blocked after a reset.
    await Promise.all([this.either((limiter) => limiter.reset(key)), this.options.local.reset(key)]);
  }

  private async either<T>(call: (limiter: RateLimiterPort) => Promise<T>): Promise<T> {
    if (!this.options.sharedIsConnected()) return this.locally(call, 'the connection is down');
    let result: T;
    try {
      result = await withTimeout(call(this.options.shared), this.timeoutMs, 'The shared rate limiter');
    } catch (error) {
      return this.locally(call, errorMessage(error));
    }
    this.onSharedAnswered();
    return result;
  }

  private locally<T>(call: (limiter: RateLimiterPort) => Promise<T>, reason: string): Promise<T> {
    if (!this.outage) {
      this.outage = { since: Date.now(), localDecisions: 0 };
      this.logger.warn(`Shared rate limits unavailable (${reason}); counting them in this process until Redis is back.`);
    }
    this.outage.localDecisions += 1;
    this.localDecisions += 1;
    return call(this.options.local);
  }

  private onSharedAnswered(): void {
    if (!this.outage) return;
    const seconds = Math.round((Date.now() - this.outage.since) / 1000);
    this.logger.log(`Shared rate limits are back after ${seconds} s; ${this.outage.localDecisions} decision(s) were counted in this process.`);
    this.outage = undefined;
  }
}
