import { Browser, newClientIp } from './support/browser';
import { accountsSuite, PASSWORD } from './support/accounts-suite';
import { SUBJECTS, tokenFromLink } from './support/mailbox';
import { RATE_LIMITED } from './support/refusals';

const FIFTEEN_MINUTES_S = 15 * 60;
const ONE_HOUR_S = 60 * 60;

/** Long enough for a job the API enqueued to reach the SMTP server, had there been one. */
const SETTLE_MS = 750;

/**
 * The account rate limits, shared by two API replicas through Redis (same database, same
 * REDIS_PREFIX); each test alternates its calls between them, as a load balancer would.
 */
describe('account rate limits across two API replicas (MariaDB, Redis, worker, SMTP)', () => {
  const { stack, newEmail, verifiedAccount } = accountsSuite('accounts_rl', { replicas: 2 });

  /** One browser per replica, from one address and sharing one cookie jar value. */
  function browsersOnBothReplicas(): [Browser, Browser] {
    const [first, second] = stack.replicas;
    const browser = new Browser(first!, newClientIp());
    return [browser, browser.on(second!)];
  }

  /** Makes the call `times` times (told which attempt it is) and expects one answer, status and body, every time; answers its status. */
  async function sameAnswerEachTime(times: number, call: (attempt: number) => Promise<{ status: number; text: string }>): Promise<number> {
    const answers = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await call(attempt);
      answers.push({ status: response.status, text: response.text });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    return answers[0]!.status;
  }

  /** The third message arrives, and no fourth follows within SETTLE_MS. */
  async function expectMessagesCappedAt3(email: string, subject: string): Promise<void> {
    await stack.mailbox.waitForMessage(email, subject, 3);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(await stack.mailbox.messages(email, subject)).toHaveLength(3);
  }

  function retryAfter(response: { headers: Record<string, string | undefined> }): number {
    return Number(response.headers['retry-after']);
  }

  it('locks an account after its 10th failed login, on every replica, until a password reset', async () => {
    const email = await verifiedAccount('locked');
    const neighbour = await verifiedAccount('neighbour');
    const replicas = browsersOnBothReplicas();

    for (let attempt = 0; attempt < 10; attempt += 1) {
      const failed = await replicas[attempt % 2]!.post('/api/auth/login', { email, password: `wrong password ${attempt}` });
      expect({ attempt, status: failed.status }).toEqual({ attempt, status: 401 });
    }

    for (const replica of replicas) {
      const locked = await replica.post('/api/auth/login', { email, password: PASSWORD });
      expect({ status: locked.status, body: locked.body }).toEqual({ status: 429, body: RATE_LIMITED });
      expect(retryAfter(locked)).toBeGreaterThan(FIFTEEN_MINUTES_S - 30);
      expect(retryAfter(locked)).toBeLessThanOrEqual(FIFTEEN_MINUTES_S);
      expect(locked.headers['set-cookie']).toBeUndefined();
    }
    // The lock is the account's: another account signs in from the same address.
    expect((await replicas[1].post('/api/auth/login', { email: neighbour, password: PASSWORD })).status).toBe(200);

    await replicas[0].post('/api/auth/forgot-password', { email });
    const token = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword), stack.origin, 'reset-password');
    expect((await replicas[1].post('/api/auth/reset-password', { token, password: 'a brand new passphrase' })).status).toBe(200);
    expect((await replicas[0].post('/api/auth/login', { email, password: 'a brand new passphrase' })).status).toBe(200);
  });

  it('answers the 11th registration from one address within an hour with 429 and Retry-After', async () => {
    const replicas = browsersOnBothReplicas();
    expect((await replicas[0].post('/api/auth/register', { email: newEmail('flood'), password: PASSWORD })).status).toBe(201);
    // Malformed attempts count too: the limit is checked before the body is.
    for (let attempt = 1; attempt < 10; attempt += 1) {
      expect((await replicas[attempt % 2]!.post('/api/auth/register', { email: 'not-an-email', password: PASSWORD })).status).toBe(400);
    }

    const refused = newEmail('refused');
    const limited = await replicas[1].post('/api/auth/register', { email: refused, password: PASSWORD });
    expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: RATE_LIMITED });
    expect(retryAfter(limited)).toBeGreaterThan(ONE_HOUR_S - 60);
    expect(retryAfter(limited)).toBeLessThanOrEqual(ONE_HOUR_S);
    expect(await stack.dataSource.query('SELECT id FROM users WHERE email = ?', [refused])).toEqual([]);

    const elsewhere = new Browser(stack.http, newClientIp());
    expect((await elsewhere.post('/api/auth/register', { email: refused, password: PASSWORD })).status).toBe(201);
  });

  // ASVS 5.0 4.1.3: a header set by the load balancer cannot be overridden by the client.
  it('counts the address the load balancer saw, whatever the client writes at the left of X-Forwarded-For', async () => {
    const browser = new Browser(stack.http, newClientIp());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const forging = browser.forgingForwardedFor(`203.0.113.${attempt + 1}`);
      expect((await forging.post('/api/auth/register', { email: 'not-an-email', password: PASSWORD })).status).toBe(400);
    }

    const limited = await browser.forgingForwardedFor('203.0.113.99').post('/api/auth/register', { email: newEmail('forged'), password: PASSWORD });
    expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: RATE_LIMITED });
  });

  // ASVS 5.0 2.4.1: at most 3 emails of one kind to an address an hour.
  it('answers every forgot-password call alike, but sends at most 3 reset emails an hour to an address', async () => {
    const email = await verifiedAccount('forgetful');
    const replicas = browsersOnBothReplicas();

    expect(await sameAnswerEachTime(6, (attempt) => replicas[attempt % 2]!.post('/api/auth/forgot-password', { email }))).toBe(200);

    await expectMessagesCappedAt3(email, SUBJECTS.resetPassword);
  });

  // ASVS 5.0 2.4.1 and 6.3.1 (no enumeration): "Resend verification email" on the login page.
  it('answers every resend-verification call alike, for unknown, verified and unverified addresses, and mails a waiting account at most 3 times an hour', async () => {
    const waiting = newEmail('waiting');
    const registering = new Browser(stack.http, newClientIp());
    expect((await registering.post('/api/auth/register', { email: waiting, password: PASSWORD })).status).toBe(201);
    await stack.mailbox.waitForMessage(waiting, SUBJECTS.verifyEmail);
    const verified = await verifiedAccount('already-verified');
    const replicas = browsersOnBothReplicas();

    const answers = [];
    for (const [attempt, email] of [waiting, waiting, waiting, verified, newEmail('nobody')].entries()) {
      const response = await replicas[attempt % 2]!.post('/api/auth/resend-verification', { email });
      answers.push({ status: response.status, text: response.text });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      text: JSON.stringify({ success: true, message: "If an account waiting for verification exists with that email, we've sent it a new verification link." }),
    });

    // Registration's own email counts: 1 + 2 resends reach the limit of 3.
    const messages = await stack.mailbox.waitForMessage(waiting, SUBJECTS.verifyEmail, 3);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(await stack.mailbox.messages(waiting, SUBJECTS.verifyEmail)).toHaveLength(3);
    expect(await stack.mailbox.messages(verified, SUBJECTS.verifyEmail)).toHaveLength(1);
    // The newest link verifies the account.
    const token = tokenFromLink(messages, stack.origin, 'verify-email');
    expect((await registering.post(`/api/auth/verify-email/${token}`)).status).toBe(200);
  });

  it('answers the 21st resend-verification call from one address within an hour with 429', async () => {
    const replicas = browsersOnBothReplicas();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await replicas[attempt % 2]!.post('/api/auth/resend-verification', { email: newEmail('asker') })).status).toBe(200);
    }
    const limited = await replicas[0].post('/api/auth/resend-verification', { email: newEmail('asker') });
    expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: RATE_LIMITED });
  });

  // ASVS 5.0 2.4.1: registering someone's address over and over does not flood their inbox.
  it('answers 10 registrations of an existing address from 10 addresses alike, and mails its owner at most 3 times', async () => {
    const email = await verifiedAccount('flooded');
    const register = (attempt: number) => new Browser(stack.replicas[attempt % 2]!, newClientIp()).post('/api/auth/register', { email, password: PASSWORD });
    expect(await sameAnswerEachTime(10, register)).toBe(201);

    await expectMessagesCappedAt3(email, SUBJECTS.accountExists);
    expect(await stack.mailbox.messages(email, SUBJECTS.verifyEmail)).toHaveLength(1);
  });

  it("sends an unverified address at most 3 verification emails an hour, the registration's included", async () => {
    const email = newEmail('unverified');
    const replicas = browsersOnBothReplicas();
    await replicas[0].post('/api/auth/register', { email, password: PASSWORD });
    await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);

    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await replicas[attempt % 2]!.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(403);
    }

    await expectMessagesCappedAt3(email, SUBJECTS.verifyEmail);
  });
});
