import { afterAll, describe, expect, it } from '@jest/globals';
import { RATE_LIMIT_RULES, type DesktopLicenseRead, type KeptDesktopCheck } from '@pointforge/domain';
import { aLicense } from '@pointforge/domain/testing';
import Redis from 'ioredis';
import { RedisSessionVersions } from '../session-cache/redis-session-versions';
import { deleteRedisPrefixes, testRedisUrl, uniqueRedisPrefix } from '../testing/test-services';
import { aMachine } from '../testing/repository-fixtures';
import { DesktopCheckCache } from './desktop-check-cache';

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

function aRead(): DesktopLicenseRead {
  const license = aLicense().build();
  return { license, machine: aMachine(license.id), seatsUsed: 1, owner: null };
}

function aKeptCheck(read = aRead()): KeptDesktopCheck {
  return { read: { ...read, machine: read.machine ?? aMachine(read.license.id) }, licenseFile: 'FILE', stamp: undefined };
}

describe('DesktopCheckCache', () => {
  it('counts a check’s budgets and reads its stamp together; the stamp moves on, for every replica, when the licence, its owner or everything changes', async () => {
    const prefix = uniqueRedisPrefix('desktop-checks');
    prefixes.push(prefix);
    const [replicaA, replicaB] = [await replica(prefix), await replica(prefix)];
    const versions = RedisSessionVersions.connect(testRedisUrl, prefix);
    opened.push(versions);
    const read = aRead();
    const budget = { key: `license-api:device:${read.license.id}`, rule: RATE_LIMIT_RULES.licenseApiPerDevice };

    const first = await replicaA.countAndStamp([budget], read);
    const second = await replicaB.countAndStamp([budget], read);
    expect(first?.decisions).toEqual([expect.objectContaining({ allowed: true, remaining: RATE_LIMIT_RULES.licenseApiPerDevice.limit - 1 })]);
    expect(second?.decisions).toEqual([expect.objectContaining({ remaining: RATE_LIMIT_RULES.licenseApiPerDevice.limit - 2 })]);
    expect(second?.stamp).toBe(first?.stamp);

    const stamps = [first!.stamp];
    for (const change of [{ kind: 'license', id: read.license.id }, { kind: 'user', id: read.license.userId! }, { kind: 'all' }] as const) {
      await versions.bump(change);
      const [onA, onB] = [await replicaA.countAndStamp([], read), await replicaB.countAndStamp([], read)];
      expect(onB?.stamp).toBe(onA?.stamp);
      stamps.push(onA!.stamp);
    }
    expect(new Set(stamps).size).toBe(4);
    // Another licence's change leaves this one's stamp as it was.
    await versions.bump({ kind: 'license', id: aLicense().build().id });
    expect((await replicaA.countAndStamp([], read))?.stamp).toBe(stamps[3]);
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
