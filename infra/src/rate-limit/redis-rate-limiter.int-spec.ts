import { afterAll, describe, expect, it } from '@jest/globals';
import Redis from 'ioredis';
import { testRedisUrl, uniqueRedisPrefix } from '../testing/test-services';
import { createRateLimiter } from './create-rate-limiter';
import { FallbackRateLimiter } from './fallback-rate-limiter';
import { describeRateLimiterContract } from './rate-limiter.contract';
import { RedisRateLimiter } from './redis-rate-limiter';

const admin = new Redis(testRedisUrl);
const prefixesUsed: string[] = [];
const clients: Redis[] = [];

function newPrefix(): string {
  const prefix = uniqueRedisPrefix('rate-limit');
  prefixesUsed.push(prefix);
  return prefix;
}

/** Another process's connection, as a second API replica would have. */
function newClient(): Redis {
  const client = new Redis(testRedisUrl);
  clients.push(client);
  return client;
}

async function keysUnder(prefix: string): Promise<string[]> {
  return admin.keys(`${prefix}:*`);
}

const rule = { limit: 10, windowMs: 60_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await Promise.all(clients.map((client) => (client.status === 'end' ? undefined : client.quit())));
  for (const prefix of prefixesUsed) {
    const keys = await keysUnder(prefix);
    if (keys.length > 0) {
      await admin.del(...keys);
    }
  }
  await admin.quit();
});

describeRateLimiterContract('RedisRateLimiter', async () => {
  const prefix = newPrefix();
  return {
    limiter: new RedisRateLimiter(newClient(), prefix),
    advance: sleep,
    async dispose() {
      const keys = await keysUnder(prefix);
      if (keys.length > 0) {
        await admin.del(...keys);
      }
    },
  };
});

describe('RedisRateLimiter', () => {
  it('shares the count between replicas on the same prefix', async () => {
    const prefix = newPrefix();
    const first = new RedisRateLimiter(newClient(), prefix);
    const second = new RedisRateLimiter(newClient(), prefix);

    await first.consume('login:account:1', { limit: 2, windowMs: 60_000 });
    await second.consume('login:account:1', { limit: 2, windowMs: 60_000 });

    expect((await first.peek('login:account:1', { limit: 2, windowMs: 60_000 })).allowed).toBe(false);
    expect((await second.consume('login:account:1', { limit: 2, windowMs: 60_000 })).allowed).toBe(false);
    await first.reset('login:account:1');
    expect((await second.peek('login:account:1', { limit: 2, windowMs: 60_000 })).allowed).toBe(true);
  });

  it('admits exactly the limit out of consumes racing on two replicas', async () => {
    const prefix = newPrefix();
    const replicas = [new RedisRateLimiter(newClient(), prefix), new RedisRateLimiter(newClient(), prefix)];

    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => replicas[i % 2]!.consume('login:account:1', rule)));

    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it('keeps other prefixes apart', async () => {
    const one = new RedisRateLimiter(newClient(), newPrefix());
    const other = new RedisRateLimiter(newClient(), newPrefix());

    await one.consume('login:account:1', { limit: 1, windowMs: 60_000 });

    expect((await other.consume('login:account:1', { limit: 1, windowMs: 60_000 })).allowed).toBe(true);
  });

  it('stores one expiring key per limited key, under <prefix>:rate-limit:', async () => {
    const prefix = newPrefix();
    const limiter = new RedisRateLimiter(newClient(), prefix);

    await limiter.consume('login:account:1', rule);
    await limiter.peek('login:account:2', rule);

    expect(await keysUnder(prefix)).toEqual([`${prefix}:rate-limit:login:account:1`]);
    const msLeft = await admin.pttl(`${prefix}:rate-limit:login:account:1`);
    expect(msLeft).toBeGreaterThan(59_000);
    expect(msLeft).toBeLessThanOrEqual(60_000);
  });

  it('gives a window to a key found without an expiry instead of blocking it forever', async () => {
    const prefix = newPrefix();
    const limiter = new RedisRateLimiter(newClient(), prefix);
    await admin.set(`${prefix}:rate-limit:login:account:1`, '50');

    const decision = await limiter.consume('login:account:1', { limit: 3, windowMs: 2_000 });

    expect(decision).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 2 });
    expect(await admin.pttl(`${prefix}:rate-limit:login:account:1`)).toBeGreaterThan(0);
  });

  it('runs its scripts again after Redis has forgotten them', async () => {
    const prefix = newPrefix();
    const limiter = new RedisRateLimiter(newClient(), prefix);
    await limiter.consume('login:account:1', rule);

    await admin.script('FLUSH');

    expect(await limiter.consume('login:account:1', rule)).toEqual({ allowed: true, remaining: 8, retryAfterSeconds: 0 });
    expect(await limiter.peek('login:account:1', rule)).toEqual({ allowed: true, remaining: 8, retryAfterSeconds: 0 });
  });
});

describe('createRateLimiter with a Redis URL', () => {
  it('counts in Redis under the prefix, and after close counts only in this process', async () => {
    const prefix = newPrefix();
    const warnings: string[] = [];
    const logger = { log: () => undefined, warn: (line: string) => warnings.push(line) };
    const configured = createRateLimiter({ redisUrl: testRedisUrl, prefix, logger });

    expect(configured.kind).toBe('redis');
    expect(configured.limiter).toBeInstanceOf(FallbackRateLimiter);
    await configured.limiter.consume('login:account:1', rule);
    expect(await keysUnder(prefix)).toEqual([`${prefix}:rate-limit:login:account:1`]);
    expect(configured.degraded()).toBe(false);

    await configured.close();
    expect((await configured.limiter.consume('login:account:1', rule)).allowed).toBe(true);
    expect(configured.degraded()).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(await admin.get(`${prefix}:rate-limit:login:account:1`)).toBe('1');
    await expect(configured.close()).resolves.toBeUndefined();
  });
});
