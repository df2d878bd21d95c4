import type { App } from 'supertest/types';
import { aFingerprint, desktopApp } from './support/desktop-app';
import { licensingSuite } from './support/licensing-suite';
import { ownRedisServer } from './support/stack-suite';
import { servedKeySet, verifyLicenseFile } from './support/license-files';

/**
 * Each API replica keeps the desktop checks it answered lately (with Redis), so a computer
 * checking again within minutes gets the same file without a database read; a change made
 * through any replica must hold on every other one from the next check on. Two replicas on
 * MariaDB and a Redis of this suite's own that keeps its data (append-only), which the last
 * test stops and starts again.
 */
describe('the kept desktop checks across API replicas (MariaDB, Redis, two replicas)', () => {
  const { redis, service } = ownRedisServer({ appendOnly: true });
  const { stack, users } = licensingSuite('desktop_checks', { replicas: 2, services: [service] });
  let replicaB: App;
  beforeAll(() => (replicaB = stack.replicas[1] as App));

  /** A trial activated on one computer, and that computer's checks on each replica (from one address). */
  async function computerKeptOnB(tag: string) {
    const user = await users.create(tag, { company: 'Survey One' });
    const started = await user.browser.post('/api/licenses/trial');
    expect(started.status).toBe(201);
    const license = started.body.license as { id: string; licenseKey: string };
    const fingerprint = aFingerprint();
    const [onA, onB] = [desktopApp(stack.http, '198.51.100.20'), desktopApp(replicaB, '198.51.100.20')];
    const activated = await onA('activate', { licenseKey: license.licenseKey, fingerprint });
    expect(activated.status).toBe(200);
    const checkOn = async (app: typeof onA, licenseKey = license.licenseKey) => (await app('validate', { licenseKey, fingerprint })).body;
    // Issued on B, then confirmed there: B now answers this computer from memory.
    const kept = await checkOn(onB);
    expect((await checkOn(onB)).licenseFile).toBe(kept.licenseFile);
    return {
      user,
      license,
      machineId: activated.body.machine.id as string,
      kept,
      checkOnA: (key?: string) => checkOn(onA, key),
      checkOnB: (key?: string) => checkOn(onB, key),
    };
  }

  it('a device released in the dashboard on one replica is not activated on the other at once', async () => {
    const { user, license, machineId, checkOnB } = await computerKeptOnB('released');

    expect((await user.browser.delete(`/api/licenses/${license.id}/devices/${machineId}`)).status).toBe(200);

    expect(await checkOnB()).toMatchObject({ valid: false, code: 'NOT_ACTIVATED', license: { id: license.id, seatsUsed: 0 } });
  });

  it('a key rotated on one replica is not found on the other at once', async () => {
    const { user, license, checkOnB } = await computerKeptOnB('rotated');

    expect((await user.browser.post(`/api/licenses/${license.id}/rotate-key`)).status).toBe(200);

    expect(await checkOnB()).toMatchObject({ valid: false, code: 'NOT_FOUND' });
  });

  it('the owner’s new company name, saved on one replica, is in the next file the other hands out', async () => {
    const { user, kept, checkOnB } = await computerKeptOnB('renamed');

    expect((await user.browser.patch('/api/auth/profile', { company: 'Survey Two' })).status).toBe(200);

    const renewed = await checkOnB();
    expect(renewed).toMatchObject({ valid: true, code: 'VALID' });
    expect(renewed.licenseFile).not.toBe(kept.licenseFile);
    expect((await verifyLicenseFile(renewed.licenseFile, await servedKeySet(stack.http))).payload).toMatchObject({ licensee: 'Survey Two' });
  });

  it('a file issued on one replica is the computer’s newest: the other no longer hands out the one it kept', async () => {
    const { kept, checkOnA, checkOnB } = await computerKeptOnB('issued');

    const fromA = await checkOnA();
    expect(fromA.licenseFile).not.toBe(kept.licenseFile);

    const next = await checkOnB();
    expect(next.licenseFile).not.toBe(kept.licenseFile);
    expect(await checkOnB()).toMatchObject({ licenseFile: next.licenseFile });
  });

  it('with Redis down a check does not wait for it, and what changed meanwhile holds on every replica once Redis is back with its data', async () => {
    const { user, license, machineId, kept, checkOnA, checkOnB } = await computerKeptOnB('outage');

    await redis.stop();
    const startedAt = Date.now();
    const renewed = await checkOnA();
    expect(Date.now() - startedAt).toBeLessThan(800);
    expect(renewed).toMatchObject({ valid: true, code: 'VALID' });
    expect(renewed.licenseFile).not.toBe(kept.licenseFile);
    expect((await user.browser.delete(`/api/licenses/${license.id}/devices/${machineId}`)).status).toBe(200);

    // Redis comes back from its append-only file: B's stamp for the computer is what it was before the release.
    await redis.restart();
    expect(await checkOnB()).toMatchObject({ valid: false, code: 'NOT_ACTIVATED' });
    const after = await computerKeptOnB('after-outage');
    expect((await after.user.browser.delete(`/api/licenses/${after.license.id}/devices/${after.machineId}`)).status).toBe(200);
    expect(await after.checkOnB()).toMatchObject({ valid: false, code: 'NOT_ACTIVATED' });
  }, 90_000);
});
