import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';

/**
 * The failed-password counters of DECISIONS.md: per account (by normalised email, known or
 * not, so a lock never tells whether an address is registered) and per IP address. The
 * 10th failure within 15 minutes locks the account for 15 minutes from that failure; the
 * lock is a key of its own because a fixed window alone would end it early.
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiterPort) {}

  /**
   * Throws rate_limited (with the longest retry time) while the account or the IP is blocked.
   * Otherwise tells whether the account has failures on record, which a success then forgets:
   * most logins have none, and skip that write.
   */
  async assertNotBlocked(email: string, ipAddress?: string): Promise<{ accountHasFailures: boolean }> {
    const [lock, accountFailures, ...ipFailures] = await Promise.all([
      this.limiter.peek(RATE_LIMIT_KEYS.loginLockPerAccount(email), RATE_LIMIT_RULES.loginLockPerAccount),
      this.limiter.peek(RATE_LIMIT_KEYS.loginFailuresPerAccount(email), RATE_LIMIT_RULES.loginFailuresPerAccount),
      ...(ipAddress === undefined ? [] : [this.limiter.peek(RATE_LIMIT_KEYS.loginFailuresPerIp(ipAddress), RATE_LIMIT_RULES.loginFailuresPerIp)]),
    ]);
    assertWithinRateLimits(lock, accountFailures, ...ipFailures);
    return { accountHasFailures: accountFailures.remaining < RATE_LIMIT_RULES.loginFailuresPerAccount.limit };
  }

  /** Counts a wrong password against the account and the IP; the limit reached starts the lock. */
  async recordFailure(email: string, ipAddress?: string): Promise<void> {
    const [account] = await Promise.all([
      this.limiter.consume(RATE_LIMIT_KEYS.loginFailuresPerAccount(email), RATE_LIMIT_RULES.loginFailuresPerAccount),
      ipAddress === undefined ? undefined : this.limiter.consume(RATE_LIMIT_KEYS.loginFailuresPerIp(ipAddress), RATE_LIMIT_RULES.loginFailuresPerIp),
    ]);
    if (!account.allowed || account.remaining === 0) {
      await this.limiter.consume(RATE_LIMIT_KEYS.loginLockPerAccount(email), RATE_LIMIT_RULES.loginLockPerAccount);
    }
  }

  /** After a successful login: earlier failures no longer count. */
  async clearFailures(email: string): Promise<void> {
    await this.limiter.reset(RATE_LIMIT_KEYS.loginFailuresPerAccount(email));
  }

  /** After a password reset, which proves ownership: forget the failures and lift the lock. */
  async unlock(email: string): Promise<void> {
    await Promise.all([this.limiter.reset(RATE_LIMIT_KEYS.loginFailuresPerAccount(email)), this.limiter.reset(RATE_LIMIT_KEYS.loginLockPerAccount(email))]);
  }
}
