export { SessionCache, DEFAULT_SESSION_CACHE_TTL_MS } from './session-cache';
export type { InvalidationWiring, SessionCacheOptions, SessionInvalidation, SessionVersions } from './session-cache';
export { CachingSessionRepository, SessionInvalidatingUserRepository, withSessionCache } from './session-caching-repositories';
export type { SessionCacheWiring } from './session-caching-repositories';
export { RedisSessionVersions, bumpSessionVersion, sessionVersionKeys } from './redis-session-versions';
export type { SessionVersionsLogger } from './redis-session-versions';
