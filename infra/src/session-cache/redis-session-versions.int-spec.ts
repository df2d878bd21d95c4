import { afterAll, describe, expect, it, jest } from '@jest/globals';
import Redis from 'ioredis';
import { InMemorySessionVersions } from '../testing/in-memory-session-versions';
import { deleteRedisPrefixes, testRedisUrl, uniqueRedisPrefix } from '../testing/test-services';
import { bumpSessionVersion, RedisSessionVersions, sessionVersionKeys } from './redis-session-versions';
import { describeSessionVersionsContract } from './session-versions.contract';

const opened: RedisSessionVersions[] = [];
const prefixes: string[] = [];

async function connected(prefix = uniqueRedisPrefix('versions')): Promise<RedisSessionVersions> {
  prefixes.push(prefix);
  const versions = RedisSessionVersions.connect(testRedisUrl, prefix);
  opened.push(versions);
  // The client is made with no offline queue: a read before it is connected answers "unknown".
  for (let tries = 0; (await versions.read('probe', 'probe')) === undefined && tries < 50; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return versions;
}

afterAll(async () => {
  await Promise.all(opened.map((versions) => versions.close()));
  await deleteRedisPrefixes(prefixes);
});

describeSessionVersionsContract('in memory', async () => new InMemorySessionVersions());
describeSessionVersionsContract('Redis', () => connected());

describe('RedisSessionVersions', () => {
  it('is shared by every replica of a deployment, and by the command line', async () => {
    const prefix = uniqueRedisPrefix('versions');
    const [replicaA, replicaB] = [await connected(prefix), await connected(prefix)];
    const before = await replicaB.read('s1', 'u1');

    await replicaA.bump({ kind: 'user', id: 'u1' });
    const afterA = await replicaB.read('s1', 'u1');
    expect(afterA).not.toBe(before);

    await bumpSessionVersion(testRedisUrl, prefix, { kind: 'all' });
    expect(await replicaA.read('s1', 'u1')).not.toBe(afterA);
  });

  it('never gives a version a value it had before, even once its key has expired', async () => {
    const prefix = uniqueRedisPrefix('versions');
    const versions = await connected(prefix);
    const seen = new Set([await versions.read('s1', 'u1')]);
    const redis = new Redis(testRedisUrl);
    try {
      for (let change = 0; change < 3; change += 1) {
        await versions.bump({ kind: 'user', id: 'u1' });
        const now = await versions.read('s1', 'u1');
        expect(seen.has(now)).toBe(false);
        seen.add(now);
        // As if its day had passed: the next change starts it again.
        await redis.del(sessionVersionKeys(prefix).user('u1'));
      }
    } finally {
      redis.disconnect();
    }
  });

  it('keeps each version for a day, far longer than any cached session', async () => {
    const prefix = uniqueRedisPrefix('versions');
    await (await connected(prefix)).bump({ kind: 'session', id: 's1' });
    const redis = new Redis(testRedisUrl);
    try {
      const ttl = await redis.pttl(sessionVersionKeys(prefix).session('s1'));
      expect(ttl).toBeGreaterThan(23 * 3_600_000);
    } finally {
      redis.disconnect();
    }
  });

  it('answers "unknown" at once while Redis is away; a change made then is tried for about a second, then reported, not thrown', async () => {
    const warn = jest.fn<(message: string) => void>();
    const away = RedisSessionVersions.connect('redis://127.0.0.1:9', 'pf', { warn });
    opened.push(away);

    const readStartedAt = Date.now();
    expect(await away.read('s1', 'u1')).toBeUndefined();
    expect(Date.now() - readStartedAt).toBeLessThan(100);
    const bumpStartedAt = Date.now();
    await away.bump({ kind: 'user', id: 'u1' });
    expect(Date.now() - bumpStartedAt).toBeGreaterThanOrEqual(900);
    expect(Date.now() - bumpStartedAt).toBeLessThan(3_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Session version not moved on for user'));
    await expect(bumpSessionVersion('redis://127.0.0.1:9', 'pf', { kind: 'all' })).rejects.toThrow();
  });

  it('moves a licence’s version with one attempt; one it could not make moves `all` on once Redis answers again', async () => {
    const prefix = uniqueRedisPrefix('versions');
    const versions = await connected(prefix);
    const redis = new Redis(testRedisUrl);
    try {
      await versions.bumpOnce({ kind: 'license', id: 'l1' });
      expect(await redis.get(sessionVersionKeys(prefix).license('l1'))).toEqual(expect.any(String));

      const warn = jest.fn<(message: string) => void>();
      const away = RedisSessionVersions.connect('redis://127.0.0.1:9', prefix, { warn });
      opened.push(away);
      const startedAt = Date.now();
      await away.bumpOnce({ kind: 'license', id: 'l1' });
      expect(Date.now() - startedAt).toBeLessThan(100);
      expect(warn).not.toHaveBeenCalled();

      // The same replica, its change lost while Redis was away, reaches it again: every copy goes.
      const allBefore = await redis.get(sessionVersionKeys(prefix).all);
      const client = new Redis(testRedisUrl, { lazyConnect: true });
      const back = new RedisSessionVersions(client, prefix);
      opened.push(back);
      await back.bumpOnce({ kind: 'license', id: 'l2' });
      expect(await redis.get(sessionVersionKeys(prefix).license('l2'))).toBeNull();
      await client.connect();
      for (let tries = 0; (await redis.get(sessionVersionKeys(prefix).all)) === allBefore && tries < 50; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await redis.get(sessionVersionKeys(prefix).all)).not.toBe(allBefore);
    } finally {
      redis.disconnect();
    }
  });
});
