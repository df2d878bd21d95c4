import { RateLimiterPort, type RateLimitDecision, type RateLimitRule } from '@pointforge/domain';
import type Redis from 'ioredis';
import { assertValidRateLimitRule, decisionAfterConsume, decisionOnPeek } from './rate-limit-decision';

/**
 * Counts the event and starts the window on the first one, in one atomic step, so
 * concurrent requests on any number of replicas never over-admit. A key found without an
 * expiry (written by hand, say) gets the window again rather than blocking forever.
 * Returns [count, milliseconds left in the window].
 */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local msLeft = redis.call('PTTL', KEYS[1])
if msLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  msLeft = tonumber(ARGV[1])
end
return { count, msLeft }
`;

/** Reads the count and the time left together, so they describe the same window. */
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local msLeft = redis.call('PTTL', KEYS[1])
return { count, msLeft }
`;

/** The two scripts as commands on the client (ioredis `defineCommand`). */
interface RateLimitCommands {
  rateLimitConsume(key: string, windowMs: number): Promise<unknown>;
  rateLimitPeek(key: string): Promise<unknown>;
}

/**
 * Defines the scripts on the client: ioredis then sends each by its SHA-1, and in full when
 * the connection has not sent it yet or Redis has forgotten it (after a restart, say).
 */
function withRateLimitCommands(redis: Redis): Redis & RateLimitCommands {
  redis.defineCommand('rateLimitConsume', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
  redis.defineCommand('rateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
  return redis as Redis & RateLimitCommands;
}

/** [count, milliseconds left in the window], or an error naming what the script returned instead. */
function countAndMsLeft(reply: unknown): [number, number] {
  if (!Array.isArray(reply) || reply.length !== 2 || !reply.every((value) => typeof value === 'number')) {
    throw new Error(`Unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
  }
  return [reply[0], reply[1]];
}

/**
 * Rate limits shared by every API replica through Redis: one key per limited key, holding
 * the window's count and expiring when the window ends. The client is the caller's to open
 * and quit. Redis errors are thrown, not swallowed: whether to fail open or closed is the
 * caller's choice.
 */
export class RedisRateLimiter extends RateLimiterPort {
  private readonly redis: Redis & RateLimitCommands;

  /** @param prefix Key prefix in Redis (REDIS_PREFIX); keys are `<prefix>:rate-limit:<key>`. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    super();
    this.redis = withRateLimitCommands(redis);
  }

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    assertValidRateLimitRule(rule);
    const [count, msLeft] = countAndMsLeft(await this.redis.rateLimitConsume(this.redisKey(key), rule.windowMs));
    return decisionAfterConsume(count, rule, msLeft);
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    assertValidRateLimitRule(rule);
    const [count, msLeft] = countAndMsLeft(await this.redis.rateLimitPeek(this.redisKey(key)));
    return decisionOnPeek(count, rule, Math.max(0, msLeft));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.redisKey(key));
  }

  private redisKey(key: string): string {
    return `${this.prefix}:rate-limit:${key}`;
  }
}
