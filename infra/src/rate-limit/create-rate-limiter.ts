import type { ClockPort, RateLimiterPort } from '@pointforge/domain';
import Redis from 'ioredis';
import { withTimeout } from '../shared/with-timeout';
import { FallbackRateLimiter, type FallbackRateLimiterLogger } from './fallback-rate-limiter';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

export interface RateLimiterSettings {
  /** When set, limits are shared by every replica through this Redis; else they live in this process. */
  redisUrl?: string;
  /** Key prefix in Redis (REDIS_PREFIX). */
  prefix: string;
  /** For the in-memory limiter only; Redis keeps its own time. */
  clock?: ClockPort;
  /** Where a Redis outage is reported. */
  logger?: FallbackRateLimiterLogger;
}

/** The configured limiter and what it holds open. */
export interface ConfiguredRateLimiter {
  limiter: RateLimiterPort;
  kind: 'redis' | 'memory';
  /** With Redis: whether limits are counted in this process right now because Redis is away. */
  degraded(): boolean;
  /** Decisions counted in this process because Redis was away, since start (0 without Redis). */
  localDecisions(): number;
  /** Quits the Redis client or stops the memory sweep; call it once, on shutdown. */
  close(): Promise<void>;
}

/**
 * A failing Redis turns a rate-limited request into an error after a few quick retries
 * instead of holding it for ioredis's default of twenty; the fallback then counts locally.
 */
const MAX_RETRIES_PER_REQUEST = 2;

/** How long a graceful QUIT may take at shutdown. */
const QUIT_TIMEOUT_MS = 1_000;

/** ioredis states on the way to the first connection. */
const FIRST_CONNECTING = new Set(['wait', 'connecting', 'connect']);

/**
 * The one place where configuration chooses between the Redis and the in-memory limiter.
 * With Redis, the in-memory one stands in while Redis is unreachable (FallbackRateLimiter).
 */
export function createRateLimiter(settings: RateLimiterSettings): ConfiguredRateLimiter {
  const local = new MemoryRateLimiter({ clock: settings.clock });
  if (settings.redisUrl) {
    // A sign-in reads three counters at once: auto-pipelining sends them in one write.
    const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST, enableAutoPipelining: true });
    // The fallback reports outages; without a listener ioredis would print every reconnect error.
    redis.on('error', () => undefined);
    let everReady = false;
    redis.once('ready', () => (everReady = true));
    const limiter = new FallbackRateLimiter({
      shared: new RedisRateLimiter(redis, settings.prefix),
      local,
      // While first connecting, commands wait for the connection (within the fallback's
      // timeout); once it has been lost, the limiter goes local until it is ready again.
      sharedIsConnected: () => redis.status === 'ready' || (!everReady && FIRST_CONNECTING.has(redis.status)),
      logger: settings.logger,
    });
    return {
      limiter,
      kind: 'redis',
      degraded: () => limiter.degraded,
      localDecisions: () => limiter.localDecisions,
      async close() {
        local.close();
        // QUIT waits for an answer a Redis that is away (or half-open) never gives; then just drop the connection.
        if (redis.status === 'ready') await withTimeout(redis.quit(), QUIT_TIMEOUT_MS, 'QUIT').catch(() => undefined);
        if (redis.status !== 'end') redis.disconnect();
      },
    };
  }
  return {
    limiter: local,
    kind: 'memory',
    degraded: () => false,
    localDecisions: () => 0,
    async close() {
      local.close();
    },
  };
}
