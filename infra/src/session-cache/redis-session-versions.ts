import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { failFastRedis } from '../shared/fail-fast-redis';
import { withTimeout } from '../shared/with-timeout';
import type { SessionInvalidation, SessionVersions } from './session-cache';

export interface SessionVersionsLogger {
  warn(message: string): void;
}

/**
 * A version read that takes longer than this (a Redis that is away or half-open) answers
 * "unknown", and the database is read instead: slower, never stale.
 */
const READ_TIMEOUT_MS = 250;
/** A change's bump is tried this often, BUMP_RETRY_DELAY_MS apart, before it is given up. */
const BUMP_ATTEMPTS = 5;
const BUMP_RETRY_DELAY_MS = 250;
/** Far longer than any entry is kept (DEFAULT_SESSION_CACHE_TTL_MS): when a version expires and reads as 0 again, every entry stored under an earlier one is long gone. */
const VERSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const QUIT_TIMEOUT_MS = 1_000;

/** The keys of one deployment's (REDIS_PREFIX) versions: of sessions, users and everything (SessionCache), and of licences (DesktopCheckCache). */
export function sessionVersionKeys(prefix: string) {
  const base = `${prefix}:session-versions`;
  return {
    session: (id: string) => `${base}:session:${id}`,
    user: (id: string) => `${base}:user:${id}`,
    license: (id: string) => `${base}:license:${id}`,
    all: `${base}:all`,
  };
}

/**
 * SessionVersions in Redis, shared by every API replica of the deployment: a version per
 * session, per user and for everything, each a random value set anew by every change. A
 * missing one reads as 0.
 */
export class RedisSessionVersions implements SessionVersions {
  private readonly keys: ReturnType<typeof sessionVersionKeys>;
  /**
   * A change whose version could not be moved on: `all` is moved on as soon as Redis answers
   * again (its next `ready`, or this replica's next successful move), so no copy made before
   * the change outlives the outage, even on a Redis that kept its data through it.
   */
  private changeLost = false;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly logger?: SessionVersionsLogger,
  ) {
    this.keys = sessionVersionKeys(prefix);
    redis.on('ready', () => void this.makeGoodLostChange());
  }

  /** A client made for this: commands fail at once while Redis is away instead of queueing, and a slow answer is given up. */
  static connect(redisUrl: string, prefix: string, logger?: SessionVersionsLogger): RedisSessionVersions {
    return new RedisSessionVersions(failFastRedis(redisUrl, READ_TIMEOUT_MS), prefix, logger);
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

  /**
   * Moves on the version the change touches; throws when Redis cannot be reached. A version
   * is a random value, not a count: once its key has expired and been set again it can never
   * come back to a value an entry was stored under.
   */
  async moveOn(invalidation: SessionInvalidation): Promise<void> {
    const key = invalidation.kind === 'all' ? this.keys.all : this.keys[invalidation.kind](invalidation.id);
    await this.redis.set(key, randomUUID(), 'PX', VERSION_LIFETIME_MS);
  }

  /**
   * Moves the version on, trying again for about a second while this replica's connection
   * comes back (a blip, a failover). Then it gives up with a warning rather than failing the
   * change, which has committed: while Redis is away for every replica, none can read
   * versions, so none uses a copy; only replicas that still reach it while this one cannot
   * (a partial partition) may use theirs, until this one reaches Redis again and moves `all`
   * on (`changeLost`), or their copy runs out.
   */
  async bump(invalidation: SessionInvalidation): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.moveOn(invalidation);
        await this.makeGoodLostChange();
        return;
      } catch (error) {
        if (attempt === BUMP_ATTEMPTS) {
          this.changeLost = true;
          this.logger?.warn(`Session version not moved on for ${invalidation.kind} (${error instanceof Error ? error.message : String(error)})`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, BUMP_RETRY_DELAY_MS));
      }
    }
  }

  /**
   * One attempt, and none while the connection is down: for the change every desktop check
   * that issues a file makes, which must not wait out an outage as `bump` does. A change it
   * could not make is made good as `bump`'s are (`changeLost`).
   */
  async bumpOnce(invalidation: SessionInvalidation): Promise<void> {
    try {
      if (this.redis.status !== 'ready') throw new Error('not connected');
      await this.moveOn(invalidation);
      await this.makeGoodLostChange();
    } catch {
      this.changeLost = true;
    }
  }

  /** Moves `all` on after a change was lost; it stays lost when that fails too. */
  private async makeGoodLostChange(): Promise<void> {
    if (!this.changeLost) return;
    this.changeLost = false;
    try {
      await this.moveOn({ kind: 'all' });
    } catch {
      this.changeLost = true;
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
