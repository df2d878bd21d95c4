import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { Browser, newClientIp } from '../support/browser';
import { SUBJECTS } from '../support/mailbox';
import { processSuite, proxyToMariadb } from '../support/process-suite';
import { TEST_PASSWORD } from '../support/signed-in-users';
import { waitFor } from '../support/wait-for';
import { refusal } from '../support/refusals';

const UNAVAILABLE = refusal('SERVICE.UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.');

/**
 * The database failing under the production shape (real api and worker processes): a
 * connection killed in MariaDB in the middle of a request, and the database out of reach
 * (the processes reach it through a proxy the test cuts, so the shared server keeps running).
 */
describe('faults: the database', () => {
  const { proxy, service } = proxyToMariadb();
  const { stack, users, sql: admin } = processSuite('database_faults', { redisUrl: testRedisUrl, services: [service], usersLabel: 'dbfaults' });

  async function count(sql: string, ...values: unknown[]): Promise<number> {
    const [rows] = await admin.query(sql, values);
    return Number((rows as Array<{ n: number }>)[0]?.n);
  }

  it('a connection killed mid-request answers 503 with Retry-After, leaves no half-made account, and the next request succeeds', async () => {
    const email = users.newEmail('killed');
    const browser = new Browser(stack.apiUrl, newClientIp());
    // Registration writes the user, then its verification token: hold it between the two.
    await admin.query('LOCK TABLES auth_tokens WRITE');
    const pending = browser.post('/api/auth/register', { email, password: TEST_PASSWORD });
    const blocked = await waitFor('the registration to wait on the lock', async () => {
      const [rows] = await admin.query(
        "SELECT ID AS id FROM information_schema.PROCESSLIST WHERE DB = ? AND ID <> CONNECTION_ID() AND STATE LIKE 'Waiting for table%'",
        [stack.database.name],
      );
      return (rows as Array<{ id: number }>)[0]?.id;
    });
    await admin.query(`KILL CONNECTION ${Number(blocked)}`);
    const response = await pending;
    await admin.query('UNLOCK TABLES');

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual(UNAVAILABLE);
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE email = ?', email)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM auth_tokens')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox')).toBe(0);

    expect((await browser.post('/api/auth/register', { email, password: TEST_PASSWORD })).status).toBe(201);
    await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
    expect(await stack.mailbox.messages(email)).toHaveLength(1);
  }, 60_000);

  it('with the database out of reach, calls answer 503 with Retry-After and /readyz 503, a session read just before still answers; once it is back everything works without a restart', async () => {
    const ann = await users.create('ann');

    await proxy.cut();
    const licenses = await ann.browser.get('/api/licenses/me');
    expect(licenses.status).toBe(503);
    expect(licenses.headers['retry-after']).toBe('5');
    expect(licenses.body).toEqual(UNAVAILABLE);
    // From the session cache, which Redis still vouches for: nothing can end the session while the database is away.
    expect((await ann.browser.get('/api/auth/me')).body.user.email).toBe(ann.email);
    const login = await new Browser(stack.apiUrl, newClientIp()).post('/api/auth/login', { email: ann.email, password: TEST_PASSWORD });
    expect(login.status).toBe(503);
    expect(JSON.stringify(login.body)).not.toMatch(/ECONNREFUSED|SELECT|at .*\.js/);
    const readiness = await fetch(`${stack.apiUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', redis: 'ok' } });

    await proxy.restore();
    await waitFor('the API to be ready again', async () => ((await fetch(`${stack.apiUrl}/readyz`)).status === 200 ? true : undefined));
    expect((await ann.browser.get('/api/auth/me')).status).toBe(200);
    const newcomer = users.newEmail('after');
    expect((await new Browser(stack.apiUrl, newClientIp()).post('/api/auth/register', { email: newcomer, password: TEST_PASSWORD })).status).toBe(201);
    await stack.mailbox.waitForMessage(newcomer, SUBJECTS.verifyEmail);
  }, 60_000);
});
