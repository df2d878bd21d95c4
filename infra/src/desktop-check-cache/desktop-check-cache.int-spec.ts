import { afterAll, describe, expect, it } from '@jest/globals';
import { RATE_LIMIT_RULES } from '@pointforge/domain';
import { FixedClock, InMemoryRateLimiter, InMemoryRecentDesktopChecks } from '@pointforge/domain/testing';
import Redis from 'ioredis';
import { RedisSessionVersions } from '../session-cache/redis-session-versions';
import { deleteRedisPrefixes, testRedisUrl, uniqueRedisPrefix } from '../testing/test-services';
import { DesktopCheckCache } from './desktop-check-cache';
import { aKeptCheck, aRead, describeRecentDesktopChecksContract } from './recent-desktop-checks.contract';

const opened: Array<{ close(): Promise<void> }> = [];
const prefixes: string[] = [];

afterAll(async () => {
  await Promise.all(opened.map((client) => client.close()));
  await deleteRedisPrefixes(prefixes);
});

/** A replica's cache, once its client is connected (it has no offline queue). */
async function replica(prefix: string): Promise<DesktopCheckCache> {
  const cache = DesktopCheckCache.connect(testRedisUrl, prefix);
  opened.push(cache);
  for (let tries = 0; (await cache.countAndStamp([], aRead())) === undefined && tries < 50; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return cache;
}

describeRecentDesktopChecksContract('in memory', async () => {
  const checks = new InMemoryRecentDesktopChecks(new InMemoryRateLimiter(new FixedClock()));
  return { checks, changed: async ({ kind, id }) => checks.changed(`${kind}:${id}`) };
});

describeRecentDesktopChecksContract('Redis', async () => {
  const prefix = uniqueRedisPrefix('desktop-checks');
  prefixes.push(prefix);
  const versions = RedisSessionVersions.connect(testRedisUrl, prefix);
  opened.push(versions);
  return { checks: await replica(prefix), changed: (scope) => versions.bump(scope) };
});

describe('DesktopCheckCache', () => {
  it('shares budgets and stamps between the replicas of a deployment, and moves every stamp on with `all`', async () => {
    const prefix = uniqueRedisPrefix('desktop-checks');
    prefixes.push(prefix);
    const [replicaA, replicaB] = [await replica(prefix), await replica(prefix)];
    const versions = RedisSessionVersions.connect(testRedisUrl, prefix);
    opened.push(versions);
    const read = aRead();
    const budget = { key: `license-api:device:${read.license.id}`, rule: RATE_LIMIT_RULES.licenseApiPerDevice };

    const onA = await replicaA.countAndStamp([budget], read);
    const onB = await replicaB.countAndStamp([budget], read);
    expect(onB?.decisions).toEqual([expect.objectContaining({ remaining: RATE_LIMIT_RULES.licenseApiPerDevice.limit - 2 })]);
    expect(onB?.stamp).toBe(onA?.stamp);

    await versions.bump({ kind: 'all' });
    const [afterA, afterB] = [await replicaA.countAndStamp([], read), await replicaB.countAndStamp([], read)];
    expect(afterA?.stamp).not.toBe(onA?.stamp);
    expect(afterB?.stamp).toBe(afterA?.stamp);
  });

  it('answers that it cannot count or stamp while Redis is away', async () => {
    const cache = DesktopCheckCache.connect('redis://127.0.0.1:9', uniqueRedisPrefix('desktop-checks'));
    opened.push(cache);
    expect(await cache.countAndStamp([{ key: 'license-api:ip:203.0.113.7', rule: RATE_LIMIT_RULES.licenseApiPerIp }], aRead())).toBeUndefined();
  });

  it('keeps one check per licence key and computer, and lets the oldest go once full', async () => {
    const prefix = uniqueRedisPrefix('desktop-checks');
    const cache = new DesktopCheckCache(new Redis(testRedisUrl, { lazyConnect: true }), prefix, 2);
    const [a, b, c] = [aKeptCheck(), aKeptCheck(), aKeptCheck()];
    cache.keep('KEY-A', 'fp', a);
    cache.keep('KEY-B', 'fp', b);
    cache.keep('KEY-A', 'fp', { ...a, stamp: '1.0.0' });
    cache.keep('KEY-C', 'fp', c);

    expect(cache.recall('KEY-A', 'fp')).toEqual({ ...a, stamp: '1.0.0' });
    expect(cache.recall('KEY-B', 'fp')).toBeUndefined();
    expect(cache.recall('KEY-C', 'fp')).toBe(c);
    expect(cache.recall('KEY-C', 'another fp')).toBeUndefined();
    await cache.close();
  });
});
