import { Browser, newClientIp } from '../support/browser';
import { SUBJECTS } from '../support/mailbox';
import { processSuite } from '../support/process-suite';
import { TEST_PASSWORD } from '../support/signed-in-users';
import { ownRedisServer } from '../support/stack-suite';
import { waitFor } from '../support/wait-for';

const JOB_LOCK_SECONDS = 5;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Redis and the worker failing under the production shape, as real processes: MariaDB, a
 * redis-server of this suite's own (append-only, so a restart keeps its jobs), a real SMTP
 * server, and the `api` and `worker` processes. The database stays the source of truth.
 */
describe('faults: Redis and the worker', () => {
  const { redis, service } = ownRedisServer({ appendOnly: true });
  // A short hold on running jobs, so a killed worker's job is handed on in seconds, not BullMQ's minute or more.
  const {
    stack,
    worker: firstWorker,
    users,
    sql,
  } = processSuite('queue_faults', {
    services: [service],
    env: { JOB_LOCK_SECONDS: String(JOB_LOCK_SECONDS) },
    usersLabel: 'faults',
  });
  let worker = firstWorker;

  async function sendDiagnosticMail(to: string): Promise<void> {
    const response = await new Browser(stack.apiUrl, newClientIp()).post('/api/__test/mail', { to, subject: 'Fault check' });
    expect(response.status).toBe(202);
  }

  async function jobsWaitingInOutbox(): Promise<number> {
    const [rows] = await sql.query('SELECT COUNT(*) AS waiting FROM outbox WHERE relayed_at IS NULL');
    return Number((rows as Array<{ waiting: number }>)[0]?.waiting);
  }

  it('with Redis stopped, sign-in, registration, the demo form, the trial and checkout work; /readyz says degraded; the mail of that time arrives once when Redis is back', async () => {
    const ann = await users.create('ann');
    await redis.stop();

    const visitor = new Browser(stack.apiUrl, newClientIp());
    expect((await visitor.post('/api/auth/login', { email: ann.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await visitor.get('/api/auth/me')).body.user.email).toBe(ann.email);
    const newcomer = users.newEmail('newcomer');
    expect((await visitor.post('/api/auth/register', { email: newcomer, password: TEST_PASSWORD })).status).toBe(201);
    const demo = { fullName: 'Grace Hopper', email: users.newEmail('grace'), company: 'Civil Works', industry: 'civil', message: 'We survey bridges.' };
    expect((await visitor.post('/api/demos/request', demo)).status).toBe(201);
    expect((await ann.browser.post('/api/licenses/trial')).status).toBe(201);
    const checkout = await ann.browser.post('/api/subscriptions/create', { plan: 'standard', billingType: 'annual' });
    expect(checkout.status).toBe(201);
    expect(checkout.body.approvalUrl).toEqual(expect.stringContaining('/checkoutnow?'));
    const readiness = await fetch(`${stack.apiUrl}/readyz`);
    expect(readiness.status).toBe(200);
    expect(await readiness.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'degraded' } });

    // Nothing can be delivered meanwhile: the jobs wait in the database.
    await sleep(1_500);
    expect(await stack.mailbox.messages(newcomer)).toEqual([]);
    expect(await jobsWaitingInOutbox()).toBe(3);

    await redis.restart();
    await stack.mailbox.waitForMessage(newcomer, SUBJECTS.verifyEmail, 1, 30_000);
    await stack.mailbox.waitForMessage(ann.email, 'trial license key', 1, 30_000);
    await stack.mailbox.waitForMessage('sales@pointforge.example', 'Demo request: Grace Hopper', 1, 30_000);
    await waitFor('the outbox to empty', async () => ((await jobsWaitingInOutbox()) === 0 ? true : undefined), 10_000);
    await sleep(2_000);
    expect(await stack.mailbox.messages(newcomer)).toHaveLength(1);
    expect(await stack.mailbox.messages(ann.email, 'trial license key')).toHaveLength(1);
    expect(await stack.mailbox.messages('sales@pointforge.example', 'Demo request: Grace Hopper')).toHaveLength(1);
    const recovered = (await (await fetch(`${stack.apiUrl}/readyz`)).json()) as { checks: { redis: string } };
    expect(recovered.checks.redis).toBe('ok');
  }, 120_000);

  it('Redis restarted while jobs wait for a worker: none is lost, each is delivered once', async () => {
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    const recipients = [1, 2, 3, 4, 5].map((n) => `restart-${n}@example.com`);
    for (const to of recipients) await sendDiagnosticMail(to);
    await waitFor('the jobs to reach Redis', async () => ((await jobsWaitingInOutbox()) === 0 ? true : undefined), 10_000);

    await redis.stop();
    await redis.restart();
    worker = await stack.startWorker();

    for (const to of recipients) await stack.mailbox.waitForMessage(to, 'Fault check', 1, 30_000);
    await sleep(2_000);
    for (const to of recipients) expect(await stack.mailbox.messages(to)).toHaveLength(1);
  }, 120_000);

  it('a worker killed (SIGKILL) while sending: the email still arrives, exactly once', async () => {
    const held = stack.smtp.holdNextMessage();
    await sendDiagnosticMail('crash@example.com');
    await held.arrived;

    worker.child.kill('SIGKILL');
    await worker.exited;
    // Let the SMTP server see the sender hang up before it would have accepted the message.
    await sleep(500);
    held.release();
    worker = await stack.startWorker();

    // BullMQ hands a job whose worker died to another once its hold has lapsed and two stalled
    // checks have seen it: within about three holds (15 s); the rest is room for a loaded machine.
    await stack.mailbox.waitForMessage('crash@example.com', 'Fault check', 1, 60_000);
    await sleep(3_000);
    expect(await stack.mailbox.messages('crash@example.com')).toHaveLength(1);
  }, 120_000);
});
