import type { ClockPort, RateLimiterPort } from '@pointforge/domain';
import Redis from 'ioredis';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

export interface RateLimiterSettings {
  /** When set, limits are shared by every replica through this Redis; else they live in this process. */
  redisUrl?: string;
  /** Key prefix in Redis (REDIS_PREFIX). */
  prefix: string;
  /** For the in-memory limiter only; Redis keeps its own time. */
  clock?: ClockPort;
}

/** The configured limiter and what it holds open. */
export interface ConfiguredRateLimiter {
  limiter: RateLimiterPort;
  kind: 'redis' | 'memory';
  /** Quits the Redis client or stops the memory sweep; call it once, on shutdown. */
  close(): Promise<void>;
}

/**
 * A failing Redis turns a rate-limited request into an error after a few quick retries
 * instead of holding it for ioredis's default of twenty.
 */
const MAX_RETRIES_PER_REQUEST = 2;

/** The one place where configuration chooses between the Redis and the in-memory limiter. */
export function createRateLimiter(settings: RateLimiterSettings): ConfiguredRateLimiter {
  if (settings.redisUrl) {
    const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST });
    return {
      limiter: new RedisRateLimiter(redis, settings.prefix),
      kind: 'redis',
      async close() {
        if (redis.status !== 'end') {
          await redis.quit();
        }
      },
    };
  }
  const limiter = new MemoryRateLimiter({ clock: settings.clock });
  return {
    limiter,
    kind: 'memory',
    async close() {
      limiter.close();
    },
  };
}
