import { RateLimiterPort, type RateLimitCharge, type RateLimitDecision, type RateLimitRule } from '@pointforge/domain';
import type Redis from 'ioredis';
import { assertValidRateLimitRule, decisionAfterConsume, decisionOnPeek } from './rate-limit-decision';

/**
 * Counts the event against every key given (ARGV[i] is KEYS[i]'s window), starting each
 * key's window on its first event, in one atomic step, so concurrent requests on any number
 * of replicas never over-admit, and several limits cost one round trip. A key found without
 * an expiry (written by hand, say) gets the window again rather than blocking forever.
 * Returns [count, milliseconds left in the window] for each key, flat.
 */
const CONSUME_SCRIPT = `
local replies = {}
for i, key in ipairs(KEYS) do
  local windowMs = ARGV[i]
  local count = redis.call('INCR', key)
  if count == 1 then
    redis.call('PEXPIRE', key, windowMs)
  end
  local msLeft = redis.call('PTTL', key)
  if msLeft < 0 then
    redis.call('PEXPIRE', key, windowMs)
    msLeft = tonumber(windowMs)
  end
  replies[2 * i - 1] = count
  replies[2 * i] = msLeft
end
return replies
`;

/** Reads the count and the time left together, so they describe the same window. */
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local msLeft = redis.call('PTTL', KEYS[1])
return { count, msLeft }
`;

/** The two scripts as commands on the client (ioredis `defineCommand`). */
interface RateLimitCommands {
  rateLimitConsume(keyCount: number, ...keysThenWindows: Array<string | number>): Promise<unknown>;
  rateLimitPeek(key: string): Promise<unknown>;
}

/**
 * Defines the scripts on the client: ioredis then sends each by its SHA-1, and in full when
 * the connection has not sent it yet or Redis has forgotten it (after a restart, say).
 */
function withRateLimitCommands(redis: Redis): Redis & RateLimitCommands {
  // No fixed number of keys: each call passes how many it counts.
  redis.defineCommand('rateLimitConsume', { lua: CONSUME_SCRIPT });
  redis.defineCommand('rateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
  return redis as Redis & RateLimitCommands;
}

/** [count, milliseconds left in the window] per key (`keys` of them), or an error naming what the script returned instead. */
function countsAndMsLeft(reply: unknown, keys: number): Array<[number, number]> {
  if (!Array.isArray(reply) || reply.length !== 2 * keys || !reply.every((value) => typeof value === 'number')) {
    throw new Error(`Unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
  }
  return Array.from({ length: keys }, (_, i) => [reply[2 * i] as number, reply[2 * i + 1] as number]);
}

/** Each charge's decision from the counting script's reply. */
function decisionsOf(reply: unknown, charges: readonly RateLimitCharge[]): RateLimitDecision[] {
  return countsAndMsLeft(reply, charges.length).map(([count, msLeft], i) => decisionAfterConsume(count, charges[i]!.rule, msLeft));
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
    const [decision] = await this.consumeAll([{ key, rule }]);
    return decision!;
  }

  /** One script call, so one round trip, whatever the number of keys. */
  override async consumeAll(charges: readonly RateLimitCharge[]): Promise<RateLimitDecision[]> {
    for (const { rule } of charges) assertValidRateLimitRule(rule);
    if (charges.length === 0) return [];
    return decisionsOf(await this.sendConsume(charges), charges);
  }

  /**
   * Counts the charges as `consumeAll` does and reads `keys` (null for a missing one) with
   * the next command, both sent before either answer is awaited: one round trip, and one
   * write with whatever else an auto-pipelining client sends in the same turn.
   */
  async consumeAllThenRead(
    charges: readonly RateLimitCharge[],
    keys: readonly string[],
  ): Promise<{ decisions: RateLimitDecision[]; values: Array<string | null> }> {
    for (const { rule } of charges) assertValidRateLimitRule(rule);
    const [reply, values] = await Promise.all([this.sendConsume(charges), this.redis.mget(...keys)]);
    return { decisions: decisionsOf(reply, charges), values };
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    assertValidRateLimitRule(rule);
    const [reply] = countsAndMsLeft(await this.redis.rateLimitPeek(this.redisKey(key)), 1);
    const [count, msLeft] = reply!;
    return decisionOnPeek(count, rule, Math.max(0, msLeft));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.redisKey(key));
  }

  /** The counting script for every charge, each key with its window. */
  private sendConsume(charges: readonly RateLimitCharge[]): Promise<unknown> {
    const keys = charges.map(({ key }) => this.redisKey(key));
    return this.redis.rateLimitConsume(keys.length, ...keys, ...charges.map(({ rule }) => rule.windowMs));
  }

  private redisKey(key: string): string {
    return `${this.prefix}:rate-limit:${key}`;
  }
}
