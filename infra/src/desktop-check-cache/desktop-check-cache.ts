import { RecentDesktopChecksPort, type DesktopLicenseRead, type KeptDesktopCheck, type RateLimitCharge, type RateLimitDecision } from '@pointforge/domain';
import type Redis from 'ioredis';
import { RedisRateLimiter } from '../rate-limit/redis-rate-limiter';
import { sessionVersionKeys } from '../session-cache/redis-session-versions';
import { failFastRedis } from '../shared/fail-fast-redis';
import { withTimeout } from '../shared/with-timeout';

/** A count and stamp that takes longer than this (a Redis away or half-open) is given up: the check reads the database instead. */
const ROUND_TRIP_TIMEOUT_MS = 250;
const QUIT_TIMEOUT_MS = 1_000;
/** About 3 KB each (the file is most of it): 30 MB at most. */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * The desktop checks this API replica answered lately (RecentDesktopChecksPort), in its
 * memory, and their stamps in Redis beside the session versions: the licence's version, its
 * owner's user version and the deployment's `all`, moved on after every committed change by
 * the repositories' decorators (withDesktopCheckInvalidation), the user's by the session
 * cache's, and by operators (`bumpSessionVersion`). The budgets of a check are counted in the
 * same pipeline as its stamp is read: one write and one round trip to Redis. The oldest entry
 * goes first once `maxEntries` are kept; the domain uses none older than KEPT_LICENSE_FILE_MS.
 */
export class DesktopCheckCache extends RecentDesktopChecksPort {
  private readonly entries = new Map<string, KeptDesktopCheck>();
  private readonly limiter: RedisRateLimiter;
  private readonly versionKeys: ReturnType<typeof sessionVersionKeys>;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {
    super();
    this.limiter = new RedisRateLimiter(redis, prefix);
    this.versionKeys = sessionVersionKeys(prefix);
    // A version moved on while this replica could not see Redis may be lost with it (a failover,
    // a restart from its append-only file before the write reached it): keep nothing from before.
    redis.on('close', () => this.entries.clear());
  }

  /** A client made for this: commands fail at once while Redis is away instead of queueing, and a slow answer is given up. */
  static connect(redisUrl: string, prefix: string): DesktopCheckCache {
    // Auto-pipelining sends the commands of every check handled in the same turn in one write.
    return new DesktopCheckCache(failFastRedis(redisUrl, ROUND_TRIP_TIMEOUT_MS), prefix);
  }

  recall(licenseKey: string, fingerprint: string): KeptDesktopCheck | undefined {
    return this.entries.get(entryKey(licenseKey, fingerprint));
  }

  keep(licenseKey: string, fingerprint: string, check: KeptDesktopCheck): void {
    const key = entryKey(licenseKey, fingerprint);
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, check);
  }

  forget(licenseKey: string, fingerprint: string): void {
    this.entries.delete(entryKey(licenseKey, fingerprint));
  }

  /** Undefined while Redis is away, and when the round trip failed (which may have counted the budgets all the same). */
  async countAndStamp(
    charges: readonly RateLimitCharge[],
    { license }: DesktopLicenseRead,
  ): Promise<{ decisions: RateLimitDecision[]; stamp: string } | undefined> {
    if (this.redis.status !== 'ready') return undefined;
    const owner = license.userId === null ? [] : [this.versionKeys.user(license.userId)];
    try {
      const { decisions, values } = await this.limiter.consumeAllThenRead(charges, [this.versionKeys.license(license.id), ...owner, this.versionKeys.all]);
      return { decisions, stamp: values.map((value) => value ?? '0').join('.') };
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await withTimeout(this.redis.quit(), QUIT_TIMEOUT_MS, 'QUIT').catch(() => undefined);
    if (this.redis.status !== 'end') this.redis.disconnect();
  }
}

function entryKey(licenseKey: string, fingerprint: string): string {
  return `${licenseKey} ${fingerprint}`;
}
