import Redis from 'ioredis';
import { withTimeout } from '../shared/with-timeout';
import type { SessionInvalidation, SessionVersions } from './session-cache';

/** REDIS_PREFIX when it is not set. */
export const DEFAULT_REDIS_PREFIX = 'pf';

export interface SessionVersionsLogger {
  warn(message: string): void;
}

/**
 * A version read that takes longer than this (a Redis that is away or half-open) answers
 * "unknown", and the database is read instead: slower, never stale.
 */
const READ_TIMEOUT_MS = 250;
/** Far longer than any entry is kept (DEFAULT_SESSION_CACHE_TTL_MS), so a version that expired can never be mistaken for an old one. */
const VERSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const QUIT_TIMEOUT_MS = 1_000;

/** The keys of one deployment's (REDIS_PREFIX) session versions. */
export function sessionVersionKeys(prefix: string) {
  const base = `${prefix}:session-versions`;
  return {
    session: (id: string) => `${base}:session:${id}`,
    user: (id: string) => `${base}:user:${id}`,
    all: `${base}:all`,
  };
}

/**
 * SessionVersions in Redis, shared by every API replica of the deployment: a counter per
 * session, per user and for everything, moved on by INCR. A missing counter reads as 0.
 */
export class RedisSessionVersions implements SessionVersions {
  private readonly keys: ReturnType<typeof sessionVersionKeys>;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly logger?: SessionVersionsLogger,
  ) {
    this.keys = sessionVersionKeys(prefix);
  }

  /** A client made for this: commands fail at once while Redis is away instead of queueing, and a slow answer is given up. */
  static connect(redisUrl: string, prefix: string, logger?: SessionVersionsLogger): RedisSessionVersions {
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, commandTimeout: READ_TIMEOUT_MS });
    // A failed read means a database read; reconnecting is ioredis's business, and it would print every attempt.
    redis.on('error', () => undefined);
    return new RedisSessionVersions(redis, prefix, logger);
  }

  async read(sessionId: string, userId: string): Promise<string | undefined> {
    if (this.redis.status !== 'ready') return undefined;
    try {
      const counters = await this.redis.mget(this.keys.session(sessionId), this.keys.user(userId), this.keys.all);
      return counters.map((counter) => counter ?? '0').join('.');
    } catch {
      return undefined;
    }
  }

  /** Moves on the counter the change touches; throws when Redis cannot be reached. */
  async moveOn(invalidation: SessionInvalidation): Promise<void> {
    const key =
      invalidation.kind === 'all' ? this.keys.all : invalidation.kind === 'session' ? this.keys.session(invalidation.id) : this.keys.user(invalidation.id);
    await this.redis.multi().incr(key).pexpire(key, VERSION_LIFETIME_MS).exec();
  }

  async bump(invalidation: SessionInvalidation): Promise<void> {
    try {
      await this.moveOn(invalidation);
    } catch (error) {
      // The change stands; replicas that can still read Redis keep their copy until it runs out (DEFAULT_SESSION_CACHE_TTL_MS).
      this.logger?.warn(`Session version not moved on for ${invalidation.kind} (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await withTimeout(this.redis.quit(), QUIT_TIMEOUT_MS, 'QUIT').catch(() => undefined);
    if (this.redis.status !== 'end') this.redis.disconnect();
  }
}

/**
 * Moves on a version from outside the running APIs: a command-line tool's change, or rows an
 * operator changed in SQL (`{ kind: 'all' }`). Throws when Redis cannot be reached.
 */
export async function bumpSessionVersion(redisUrl: string, prefix: string, invalidation: SessionInvalidation): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await new RedisSessionVersions(redis, prefix).moveOn(invalidation);
  } finally {
    redis.disconnect();
  }
}
