import request from 'supertest';
import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { billingSuite } from './support/billing-suite';
import { Browser, newClientIp } from './support/browser';
import { consoleAdmin, makeAdmin } from './support/console-admins';
import { aFingerprint, desktopApp } from './support/desktop-app';
import { SUBJECTS } from './support/mailbox';
import { TEST_PASSWORD, type SignedInUser } from './support/signed-in-users';
import type { StartStack } from './support/stack-suite';
import { waitFor } from './support/wait-for';
import { NOT_FOUND } from './support/refusals';

const STACKS: Array<[string, 'redis' | 'embedded', StartStack]> = [
  ['MariaDB, Redis, worker, SMTP', 'redis', startProductionStack],
  ['embedded default: SQLite, in-process jobs, file outbox', 'embedded', startEmbeddedStack],
];

interface AuditEntryBody {
  action: string;
  actor: { email: string };
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}

/**
 * The console's customers, licences, subscriptions and queues (/api/admin/customers,
 * /licenses, /subscriptions, /queue and the dashboard at /admin/queues) on both ways to run:
 * what support sees of an account, what it can do for it, and that each action is audited
 * with the values before and after and, for licences, emailed to the owner and felt by the
 * desktop app.
 */
describe.each(STACKS)('operator console: customers, licences, subscriptions, queues (%s)', (_name, mode, startStack) => {
  const { stack, simulator, users, subscriber } = billingSuite('admin_customers', { start: startStack, usersLabel: 'support' });
  const admin = consoleAdmin(stack, users);

  async function auditOf(targetId: string): Promise<AuditEntryBody[]> {
    return (await admin.browser.get(`/api/admin/audit?target=${targetId}`)).body.entries;
  }

  /** A verified customer with a trial licence activated on one computer. */
  async function trialCustomer(tag: string): Promise<{ user: SignedInUser; licenseId: string; licenseKey: string; fingerprint: string }> {
    const user = await users.create(tag, { firstName: 'Ada', lastName: 'Lovelace', company: `Analytical ${tag} Engines` });
    const trial = await user.browser.post('/api/licenses/trial');
    expect(trial.status).toBe(201);
    const fingerprint = aFingerprint();
    const { licenseKey, id: licenseId } = trial.body.license;
    expect((await desktopApp(stack.http)('activate', { licenseKey, fingerprint, name: 'SURVEY-LAPTOP', platform: 'linux', appVersion: '1.0.7' })).status).toBe(
      200,
    );
    return { user, licenseId, licenseKey, fingerprint };
  }

  const validate = async (licenseKey: string) => (await desktopApp(stack.http)('validate', { licenseKey })).body.code as string;

  it('finds customers by part of their email, name or company, and shows one whole: licences with devices, sessions, emails and their delivery', async () => {
    const { user, licenseId, licenseKey } = await trialCustomer('detail');

    for (const q of [user.email.toUpperCase().slice(0, -12), 'analytical detail', 'LOVELACE']) {
      const found = await admin.browser.get(`/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.customers.map((customer: { email: string }) => customer.email)).toContain(user.email);
    }
    const exact = await admin.browser.get(`/api/admin/customers?q=${encodeURIComponent(user.email)}`);
    expect(exact.body).toMatchObject({ success: true, pageSize: 25, nextCursor: null, total: 1 });
    expect(exact.body.customers[0]).not.toHaveProperty('passwordHash');
    expect((await admin.browser.get('/api/admin/customers?q=nobody-has-this-anywhere')).body.total).toBe(0);

    // The queue delivers the trial and new-device emails; each record follows its delivery.
    const detail = await waitFor(
      'the three emails recorded as sent',
      async () => {
        const response = await admin.browser.get(`/api/admin/customers/${user.userId}`);
        return response.body.emails?.filter((email: { status: string }) => email.status === 'sent').length === 3 ? response : undefined;
      },
      10_000,
    );
    expect(detail.body.customer).toMatchObject({
      id: user.userId,
      email: user.email,
      firstName: 'Ada',
      isVerified: true,
      twoFactorEnabled: false,
      role: 'customer',
    });
    expect(detail.body.licenses).toEqual([
      expect.objectContaining({
        id: licenseId,
        licenseKey,
        plan: 'trial',
        status: 'active',
        switchedOffByBilling: false,
        suspendedAt: null,
        seatsUsed: 1,
        devices: [expect.objectContaining({ name: 'SURVEY-LAPTOP', platform: 'linux', appVersion: '1.0.7' })],
      }),
    ]);
    expect(detail.body.subscriptions).toEqual([]);
    expect(detail.body.sessions).toEqual([{ createdAt: expect.any(String), lastSeenAt: expect.any(String), expiresAt: expect.any(String) }]);
    expect(
      detail.body.emails
        .map((email: { template: string; status: string; attempts: number; lastError: null }) => [
          email.template,
          email.status,
          email.attempts,
          email.lastError,
        ])
        .sort(),
    ).toEqual([
      ['new-device', 'sent', 1, null],
      ['trial-license', 'sent', 1, null],
      ['verify-email', 'sent', 1, null],
    ]);
    expect((await admin.browser.get('/api/admin/customers/00000000-0000-4000-8000-000000000000')).body).toMatchObject({ code: 'ADMIN.CUSTOMER_NOT_FOUND' });
  });

  it('ends all of a customer’s sessions, releases a device and resends verification only to the unverified, each audited', async () => {
    const { user, licenseId, licenseKey, fingerprint } = await trialCustomer('actions');
    const otherDevice = new Browser(stack.http, newClientIp());
    expect((await otherDevice.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);

    const ended = await admin.browser.post(`/api/admin/customers/${user.userId}/end-sessions`);
    expect(ended.body).toMatchObject({ success: true, ended: 2, message: 'Signed out of 2 sessions.' });
    expect((await user.browser.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);

    const detail = (await admin.browser.get(`/api/admin/customers/${user.userId}`)).body;
    const deviceId = detail.licenses[0].devices[0].id as string;
    const released = await admin.browser.delete(`/api/admin/customers/${user.userId}/licenses/${licenseId}/devices/${deviceId}`);
    expect(released.body).toMatchObject({ success: true, license: { id: licenseId, seatsUsed: 0, devices: [] } });
    expect((await desktopApp(stack.http)('validate', { licenseKey, fingerprint })).body.code).toBe('NOT_ACTIVATED');
    expect((await admin.browser.delete(`/api/admin/customers/${user.userId}/licenses/${licenseId}/devices/${deviceId}`)).status).toBe(404);

    const verified = await admin.browser.post(`/api/admin/customers/${user.userId}/resend-verification`);
    expect({ status: verified.status, code: verified.body.code }).toEqual({ status: 409, code: 'ADMIN.ALREADY_VERIFIED' });
    const unverifiedEmail = users.newEmail('unverified');
    expect((await new Browser(stack.http, newClientIp()).post('/api/auth/register', { email: unverifiedEmail, password: TEST_PASSWORD })).status).toBe(201);
    await stack.mailbox.waitForMessage(unverifiedEmail, SUBJECTS.verifyEmail);
    const [unverified] = (await admin.browser.get(`/api/admin/customers?q=${encodeURIComponent(unverifiedEmail)}`)).body.customers;
    const resent = await admin.browser.post(`/api/admin/customers/${unverified.id}/resend-verification`);
    expect(resent.body).toEqual({ success: true, message: 'A new verification email is on its way.' });
    await stack.mailbox.waitForMessage(unverifiedEmail, SUBJECTS.verifyEmail, 2);

    expect((await auditOf(user.userId)).map((entry) => [entry.action, entry.actor.email, entry.before, entry.after])).toEqual([
      ['user.sessions_ended', admin.email, { email: user.email, sessions: 2 }, { email: user.email, sessions: 0 }],
    ]);
    expect((await auditOf(licenseId)).map((entry) => [entry.action, entry.after])).toEqual([['license.device_released', { device: null }]]);
    expect((await auditOf(licenseId))[0].before).toEqual({ device: expect.objectContaining({ id: deviceId, name: 'SURVEY-LAPTOP', platform: 'linux' }) });
    expect((await auditOf(unverified.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.verification_resent', { email: unverifiedEmail, isVerified: false }, { email: unverifiedEmail, isVerified: false, verificationEmail: 'queued' }],
    ]);
  });

  // Issue #25 M1: an owner who lost the authenticator and the recovery codes, proven by the runbook (docs/support-runbook.md).
  it('resets a customer’s two-factor sign-in: the factor and every session go, the audit log records it and the owner is emailed', async () => {
    const user = await users.create('lost_phone');
    const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
    const authenticator = new Authenticator(enrolment.body.secret);
    expect((await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code() })).status).toBe(200);
    expect((await user.browser.get('/api/auth/me')).status).toBe(200);
    expect((await admin.browser.get(`/api/admin/customers/${user.userId}`)).body.customer).toMatchObject({ twoFactorEnabled: true });

    const reset = await admin.browser.post(`/api/admin/customers/${user.userId}/reset-two-factor`);

    expect(reset.body).toEqual({ success: true, message: 'Two-factor sign-in is off for this customer, every session ended, and they were emailed.' });
    expect((await user.browser.get('/api/auth/me')).status).toBe(401);
    const login = await new Browser(stack.http, newClientIp()).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.body).toMatchObject({ success: true, user: { email: user.email } });
    expect(login.body).not.toHaveProperty('twoFactorRequired', true);
    const mail = await stack.mailbox.waitForMessage(user.email, SUBJECTS.twoFactorResetBySupport);
    expect(mail.text).toContain('support turned off two-factor authentication for your account');
    expect(mail.text).toContain(`${stack.origin}/login`);
    const [entry] = await auditOf(user.userId);
    expect(entry).toMatchObject({
      action: 'user.two_factor_reset',
      actor: { email: admin.email },
      target: { type: 'user', id: user.userId },
      before: { email: user.email, twoFactorEnabled: true },
      after: { email: user.email, twoFactorEnabled: false, sessionsEnded: true, ownerEmailed: true },
    });
    const again = await admin.browser.post(`/api/admin/customers/${user.userId}/reset-two-factor`);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'ADMIN.TWO_FACTOR_NOT_ENABLED' });
  });

  it('suspends a licence (validate answers SUSPENDED) and reinstates it (VALID again), both emailed and audited with the reason', async () => {
    const { user, licenseId, licenseKey } = await trialCustomer('suspend');
    expect(await validate(licenseKey)).toBe('VALID');

    expect((await admin.browser.post(`/api/admin/licenses/${licenseId}/suspend`, {})).status).toBe(400);
    const suspended = await admin.browser.post(`/api/admin/licenses/${licenseId}/suspend`, { reason: 'Key posted on a forum' });
    expect(suspended.body).toMatchObject({
      success: true,
      message: 'The license is suspended.',
      license: { id: licenseId, status: 'suspended', suspendedAt: expect.any(String), isActive: false },
    });
    expect(await validate(licenseKey)).toBe('SUSPENDED');
    expect((await user.browser.get('/api/licenses/me')).body.licenses[0].isActive).toBe(false);
    await stack.mailbox.waitForMessage(user.email, 'license is suspended');
    expect((await admin.browser.post(`/api/admin/licenses/${licenseId}/suspend`, { reason: 'again' })).body).toMatchObject({
      code: 'ADMIN.LICENSE_ALREADY_SUSPENDED',
    });

    const reinstated = await admin.browser.post(`/api/admin/licenses/${licenseId}/reinstate`, { reason: 'Customer rotated the key' });
    expect(reinstated.body).toMatchObject({ message: 'The license is reinstated.', license: { status: 'active', suspendedAt: null } });
    expect(await validate(licenseKey)).toBe('VALID');
    await stack.mailbox.waitForMessage(user.email, 'license works again');
    expect((await admin.browser.post(`/api/admin/licenses/${licenseId}/reinstate`, { reason: 'again' })).body).toMatchObject({
      code: 'ADMIN.LICENSE_NOT_SUSPENDED',
    });

    const entries = await auditOf(licenseId);
    expect(entries.map((entry) => [entry.action, entry.actor.email, entry.target])).toEqual([
      ['license.reinstated', admin.email, { type: 'license', id: licenseId }],
      ['license.suspended', admin.email, { type: 'license', id: licenseId }],
    ]);
    expect(entries[1].before).toMatchObject({ status: 'active', suspendedAt: null, licenseKey });
    expect(entries[1].after).toMatchObject({ status: 'suspended', suspendedAt: expect.any(String), reason: 'Key posted on a forum' });
    expect(entries[0].after).toMatchObject({ status: 'active', suspendedAt: null, reason: 'Customer rotated the key' });
  });

  it('rotates a licence key with a reason: the old key stops, the activated computer validates with its credential, emailed and audited', async () => {
    const user = await users.create('rotate', { firstName: 'Ada' });
    const { licenseKey, id: licenseId } = (await user.browser.post('/api/licenses/trial')).body.license;
    const fingerprint = aFingerprint();
    const activated = await desktopApp(stack.http)('activate', { licenseKey, fingerprint });
    const credential = activated.body.credentials.accessToken as string;

    expect((await admin.browser.post(`/api/admin/licenses/${licenseId}/rotate-key`, {})).status).toBe(400);
    const rotated = await admin.browser.post(`/api/admin/licenses/${licenseId}/rotate-key`, { reason: 'Key posted on a forum' });
    expect(rotated.body).toMatchObject({
      success: true,
      message: 'The license has a new key, emailed to its owner. The old key no longer activates; activated computers keep working.',
      license: { id: licenseId, licenseKey: expect.not.stringMatching(licenseKey) },
    });
    const newKey = rotated.body.license.licenseKey as string;

    expect(await validate(licenseKey)).toBe('NOT_FOUND');
    const byCredential = await request(stack.http).post('/api/v1/licenses/validate').set('Authorization', `Bearer ${credential}`).send({});
    expect(byCredential.body).toMatchObject({ valid: true, code: 'VALID' });
    expect((await stack.mailbox.waitForMessage(user.email, 'Your new PointForge Trial license key')).text).toContain(newKey);
    const [entry] = await auditOf(licenseId);
    expect(entry).toMatchObject({
      action: 'license.key_rotated',
      actor: { email: admin.email },
      before: { licenseKey },
      after: { licenseKey: newKey, reason: 'Key posted on a forum' },
    });
  });

  it('extends a licence by days or to a date (capped like days), with a required reason, emailed and audited', async () => {
    const { user, licenseId } = await trialCustomer('extend');
    const before = (await admin.browser.get(`/api/admin/customers/${user.userId}`)).body.licenses[0].expiryDate as string;

    expect((await admin.browser.post(`/api/admin/licenses/${licenseId}/extend`, { days: 14 })).status).toBe(400);
    expect((await admin.browser.post(`/api/admin/licenses/${licenseId}/extend`, { days: 0, reason: 'x' })).status).toBe(400);
    const earlier = await admin.browser.post(`/api/admin/licenses/${licenseId}/extend`, { expiryDate: '2020-01-01T00:00:00.000Z', reason: 'x' });
    expect(earlier.body).toMatchObject({ code: 'ADMIN.EXPIRY_NOT_LATER' });

    const extended = await admin.browser.post(`/api/admin/licenses/${licenseId}/extend`, { days: 14, reason: 'Evaluation needs two more weeks' });
    const expected = new Date(new Date(before).getTime() + 14 * 86_400_000).toISOString();
    expect(extended.body).toMatchObject({ success: true, license: { expiryDate: expected, status: 'active' } });
    await stack.mailbox.waitForMessage(user.email, 'license now runs until');

    const eternal = await admin.browser.post(`/api/admin/licenses/${licenseId}/extend`, { expiryDate: '9999-12-31T00:00:00.000Z', reason: 'x' });
    expect(eternal).toMatchObject({ status: 400, body: { code: 'ADMIN.EXTENSION_TOO_LONG', errors: [{ field: 'expiryDate' }] } });
    const toDate = await admin.browser.post(`/api/admin/licenses/${licenseId}/extend`, {
      expiryDate: '2030-06-30T12:00:00.000Z',
      reason: 'Annual deal signed offline',
    });
    expect(toDate.body.license.expiryDate).toBe('2030-06-30T12:00:00.000Z');
    expect((await auditOf(licenseId)).map((entry) => [entry.action, (entry.before as { expiryDate: string }).expiryDate, entry.after])).toEqual([
      ['license.expiry_extended', expected, expect.objectContaining({ expiryDate: '2030-06-30T12:00:00.000Z', reason: 'Annual deal signed offline' })],
      ['license.expiry_extended', before, expect.objectContaining({ expiryDate: expected, reason: 'Evaluation needs two more weeks' })],
    ]);
  });

  it('syncs one subscription with PayPal now and answers what changed, audited', async () => {
    const { user, subscriptionId, paypalId } = await subscriber('subscriber');

    const unchanged = await admin.browser.post(`/api/admin/subscriptions/${subscriptionId}/sync`);
    expect(unchanged.body).toMatchObject({ success: true, changed: false, providerStatus: 'ACTIVE', subscription: { id: subscriptionId, status: 'active' } });

    simulator.cancelAtProvider(paypalId);
    const synced = await admin.browser.post(`/api/admin/subscriptions/${subscriptionId}/sync`);
    expect(synced.body).toMatchObject({
      message: 'Synced with PayPal: the subscription changed.',
      changed: true,
      providerStatus: 'CANCELLED',
      subscription: { status: 'cancelled' },
    });
    expect((await admin.browser.get(`/api/admin/customers/${user.userId}`)).body.subscriptions).toEqual([
      expect.objectContaining({ id: subscriptionId, status: 'cancelled' }),
    ]);
    expect((await admin.browser.post('/api/admin/subscriptions/00000000-0000-4000-8000-000000000000/sync')).status).toBe(404);

    const entries = await auditOf(subscriptionId);
    expect(entries.map((entry) => [entry.action, (entry.before as { status: string }).status, entry.after])).toEqual([
      ['subscription.synced', 'active', expect.objectContaining({ status: 'cancelled', providerStatus: 'CANCELLED' })],
      ['subscription.synced', 'active', expect.objectContaining({ status: 'active', providerStatus: 'ACTIVE' })],
    ]);
  });

  it('shows the jobs: the bull-board dashboard in Redis mode (admins with two-factor sign-in only, each read audited as a view), the in-process queue’s jobs in the embedded default', async () => {
    const anonymous = new Browser(stack.http, newClientIp());
    const customer = await users.create('queue_customer');
    const unenrolled = await users.create('queue_unenrolled');
    expect((await makeAdmin(stack, unenrolled.email)).code).toBe(0);

    const overview = await admin.browser.get('/api/admin/queue');
    if (mode === 'redis') {
      expect(overview.body).toEqual({ success: true, mode: 'redis', dashboardPath: '/admin/queues' });
      for (const caller of [anonymous, customer.browser]) {
        for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
          const answer = await caller.get(path);
          expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: NOT_FOUND });
        }
      }
      const withoutTwoFactor = await unenrolled.browser.get('/admin/queues');
      expect({ status: withoutTwoFactor.status, code: withoutTwoFactor.body.code }).toEqual({ status: 403, code: 'ADMIN.TWO_FACTOR_REQUIRED' });

      const page = await admin.browser.get('/admin/queues');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('noindex');
      expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      const queues = await admin.browser.get('/admin/queues/api/queues?activeQueue=jobs&status=completed&page=1&jobsPerPage=50');
      expect(queues.status).toBe(200);
      expect(queues.body.queues.map((queue: { name: string; readOnlyMode: boolean }) => [queue.name, queue.readOnlyMode])).toEqual([['jobs', true]]);
      // Mail jobs show their template, never the message with its links.
      expect(queues.text).not.toContain('verify-email/');
      // Each read of the dashboard is a view in the audit log, as a console read is (its static files are not).
      expect((await admin.browser.get('/admin/queues/static/favicon-32x32.png')).status).toBeLessThan(500);
      const reads = (await admin.browser.get(`/api/admin/audit?actor=${admin.userId}&views=true`)).body.entries
        .filter((entry: { target: { type: string } }) => entry.target.type === 'queue_dashboard')
        .map((entry: { action: string; actor: { ip: string }; target: { id: string } }) => [entry.action, entry.actor.ip, entry.target.id]);
      expect(reads).toEqual([
        ['admin.view', admin.browser.ip, 'GET /admin/queues/api/queues?activeQueue=jobs&status=completed&page=1&jobsPerPage=50'],
        ['admin.view', admin.browser.ip, 'GET /admin/queues'],
      ]);
    } else {
      expect(overview.body).toMatchObject({ success: true, mode: 'embedded', counts: { failed: 0 } });
      expect(overview.body.jobs).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'send-mail', state: 'completed', attemptsMade: 1, finishedAt: expect.any(String), error: null }),
        ]),
      );
      expect(overview.text).not.toContain('verify-email/');
    }
  });
});
