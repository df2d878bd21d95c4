export { createRateLimiter, type ConfiguredRateLimiter, type RateLimiterSettings } from './create-rate-limiter';
export { MemoryRateLimiter, type MemoryRateLimiterOptions } from './memory-rate-limiter';
export { RedisRateLimiter } from './redis-rate-limiter';
export { FallbackRateLimiter, type FallbackRateLimiterLogger, type FallbackRateLimiterOptions } from './fallback-rate-limiter';
