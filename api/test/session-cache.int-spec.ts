import { bumpSessionVersion } from '@pointforge/infra';
import type { App } from 'supertest/types';
import { Browser, newClientIp } from './support/browser';
import { TEST_PASSWORD, type SignedInUser } from './support/signed-in-users';
import { ownRedisServer, stackSuite } from './support/stack-suite';

/**
 * Each API replica keeps the sessions it read lately in memory (with Redis), so a signed-in
 * request skips the database; a change made through any replica must hold on every other one
 * from the next request on. Two replicas on MariaDB and a Redis of this suite's own, which
 * the last test stops.
 */
describe('the session cache across API replicas (MariaDB, Redis, two replicas)', () => {
  const { redis, service } = ownRedisServer();
  const { stack, users } = stackSuite('session_cache', { replicas: 2, services: [service], usersLabel: 'cache' });
  let replicaB: App;
  beforeAll(() => (replicaB = stack.replicas[1] as App));

  /** `browser`, having been answered twice as signed in (and so cached) where it points. */
  async function signedInTwice(browser: Browser): Promise<Browser> {
    for (let time = 0; time < 2; time += 1) expect((await browser.get('/api/auth/me')).status).toBe(200);
    return browser;
  }

  /** The user's browser on the other replica, cached there. */
  const seenOnB = (user: SignedInUser): Promise<Browser> => signedInTwice(user.browser.on(replicaB));

  it.each<[string, string, (browser: Browser) => Promise<{ status: number }>]>([
    ['a logout on one replica ends the session on the other at once', 'logout', (browser) => browser.post('/api/auth/logout')],
    ['an account deleted on one replica is signed out on the other at once', 'deleted', (browser) => browser.delete('/api/auth/delete-account')],
  ])('%s', async (_name, tag, signOut) => {
    const user = await users.create(tag);
    const onB = await seenOnB(user);

    expect((await signOut(user.browser)).status).toBe(200);

    expect((await onB.get('/api/auth/me')).status).toBe(401);
  });

  it("a password change on one replica ends the user's other sessions on the other at once, and keeps this one", async () => {
    const user = await users.create('password');
    const laptop = new Browser(replicaB, newClientIp());
    expect((await laptop.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    await signedInTwice(laptop);
    const onB = await seenOnB(user);

    const changed = await user.browser.post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a new horse battery staple' });
    expect(changed.status).toBe(200);

    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    // This browser's session was renewed with the new password: the old cookie is refused too, the new one is let in.
    expect((await onB.get('/api/auth/me')).status).toBe(401);
    expect((await user.browser.on(replicaB).get('/api/auth/me')).status).toBe(200);
  });

  it('a profile change on one replica is what the other answers next', async () => {
    const user = await users.create('profile', { firstName: 'Ada' });
    const onB = await seenOnB(user);

    expect((await user.browser.patch('/api/auth/profile', { firstName: 'Grace' })).status).toBe(200);

    expect((await onB.get('/api/auth/me')).body.user.firstName).toBe('Grace');
  });

  it('answers signed-in requests from memory: a row changed in SQL behind its back shows once the operator moves the versions on', async () => {
    const user = await users.create('hand-edit', { firstName: 'Ada' });
    const onB = await seenOnB(user);

    await stack.dataSource.query('UPDATE users SET first_name = ? WHERE id = ?', ['Edited', user.userId]);
    expect((await onB.get('/api/auth/me')).body.user.firstName).toBe('Ada');

    await bumpSessionVersion(redis.url, stack.databaseEnv.REDIS_PREFIX as string, { kind: 'all' });
    expect((await onB.get('/api/auth/me')).body.user.firstName).toBe('Edited');
  });

  it('with Redis down every replica reads sessions from the database, so a logout still ends the session everywhere; and after it is back', async () => {
    const before = await users.create('outage');
    const beforeOnB = await seenOnB(before);

    await redis.stop();
    expect((await before.browser.post('/api/auth/logout')).status).toBe(200);
    expect((await beforeOnB.get('/api/auth/me')).status).toBe(401);

    await redis.restart();
    const after = await users.create('after-outage');
    const afterOnB = await seenOnB(after);
    expect((await after.browser.post('/api/auth/logout')).status).toBe(200);
    expect((await afterOnB.get('/api/auth/me')).status).toBe(401);
  }, 90_000);
});
