import type { SessionRepositoryPort, UserRepositoryPort } from '@pointforge/domain';
import { SessionCache } from '../session-cache/session-cache';
import { withSessionCache, type SessionCacheWiring } from '../session-cache/session-caching-repositories';
import { InMemorySessionVersions } from './in-memory-session-versions';

/**
 * `repositories` behind a session cache that is in use, as the API wires them with Redis,
 * with the versions in memory: for running the repository contracts through the cache.
 */
export function behindLiveSessionCache<R extends { sessions: SessionRepositoryPort; users: UserRepositoryPort }>(
  repositories: R,
  afterCommit: SessionCacheWiring['afterCommit'],
): R {
  const versions = new InMemorySessionVersions();
  return withSessionCache(repositories, { cache: new SessionCache(versions), invalidate: (change) => versions.bump(change), afterCommit });
}
