import type { MetricsRegistry } from './metrics-registry';

export interface RateLimiterState {
  degraded(): boolean;
  localDecisions(): number;
}

/**
 * The shared (Redis) rate limits falling back to this process's memory: whether they do now,
 * and how many decisions were taken locally. Read from the limiter at scrape time, so a
 * rate-limited request pays nothing for it.
 */
export class RateLimitMetrics {
  constructor(metrics: MetricsRegistry, limiter: RateLimiterState) {
    let reported = 0;
    metrics.counter('rate_limit_local_decisions_total', {
      help: 'Rate-limit decisions counted in this process memory because Redis was unreachable.',
      collect() {
        const total = limiter.localDecisions();
        this.inc(total - reported);
        reported = total;
      },
    });
    metrics.gauge('rate_limit_degraded', {
      help: '1 while rate limits are counted in this process because Redis is unreachable, else 0.',
      collect() {
        this.set(limiter.degraded() ? 1 : 0);
      },
    });
  }
}
