import { DAY_MS } from '@pointforge/domain';
import { NOT_AUTHENTICATED } from './support/accounts-suite';
import { Browser, newClientIp } from './support/browser';
import { licensingSuite } from './support/licensing-suite';
import { refusal } from './support/refusals';

const KEY_PATTERN = /^PF(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TRIAL_SUBJECT = 'Your PointForge trial license key';
/** Long enough for a job the API enqueued to reach the SMTP server, had there been one. */
const SETTLE_MS = 750;

const TRIAL_STARTED = 'Your 7-day trial license has been generated and sent to your email.';
const TRIAL_NOT_AVAILABLE = refusal('LICENSING.TRIAL_NOT_AVAILABLE', 'You already have a license. Trial licenses are only available for new users.');

/**
 * The trial licence (POST /api/licenses/trial) and the ledger that keeps a deleted account's
 * address from a second one, through the real app in its production shape (see licensingSuite).
 */
describe('licensing and downloads (MariaDB, Redis, worker, SMTP, siteverify over HTTP)', () => {
  const { stack, users, sql, licenseRows, givenPaidLicense } = licensingSuite('licensing_trials');

  describe('POST /api/licenses/trial', () => {
    it('issues a 7-day trial once: 201 with the licence, one row, the key emailed through SMTP', async () => {
      const ada = await users.create('trial', { firstName: 'Ada' });
      const before = Date.now();

      const response = await ada.browser.post('/api/licenses/trial');

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: TRIAL_STARTED,
        license: {
          id: expect.any(String),
          licenseKey: expect.stringMatching(KEY_PATTERN),
          plan: 'trial',
          isActive: true,
          expiryDate: expect.stringMatching(ISO_INSTANT),
          paidThrough: null,
          subscriptionId: null,
          createdAt: expect.stringMatching(ISO_INSTANT),
          seats: 1,
        },
      });
      const { license } = response.body;
      expect(Date.parse(license.expiryDate) - Date.parse(license.createdAt)).toBe(7 * DAY_MS);
      expect(Date.parse(license.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(await licenseRows(ada.userId)).toEqual([{ id: license.id, license_key: license.licenseKey, plan: 'trial' }]);
      expect(await sql('SELECT has_held_license FROM users WHERE id = ?', [ada.userId])).toEqual([{ has_held_license: 1 }]);

      const mail = await stack.mailbox.waitForMessage(ada.email, TRIAL_SUBJECT);
      expect(mail.text).toContain(license.licenseKey);
      expect(mail.text).toContain(`${stack.origin}/dashboard`);
      const expiry = new Date(license.expiryDate);
      const month = expiry.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
      expect(mail.text).toContain(`${month} ${expiry.getUTCDate()}, ${expiry.getUTCFullYear()}`);
      expect(mail.text).toContain('Ada');
    });

    it('answers a second trial 409 with the spec message and issues nothing more', async () => {
      const user = await users.create('second');
      expect((await user.browser.post('/api/licenses/trial')).status).toBe(201);

      const second = await user.browser.post('/api/licenses/trial');

      expect({ status: second.status, body: second.body }).toEqual({ status: 409, body: TRIAL_NOT_AVAILABLE });
      expect(await licenseRows(user.userId)).toHaveLength(1);
      // The first trial's email arrives; then, after a pause, no second one follows.
      await stack.mailbox.waitForMessage(user.email, TRIAL_SUBJECT);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await stack.mailbox.messages(user.email, TRIAL_SUBJECT)).toHaveLength(1);
    });

    it('answers 409 to a user who already holds a paid licence', async () => {
      const customer = await users.create('paid');
      const paid = await givenPaidLicense(customer.userId);

      const response = await customer.browser.post('/api/licenses/trial');

      expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: TRIAL_NOT_AVAILABLE });
      expect(await licenseRows(customer.userId)).toEqual([{ id: paid.id, license_key: paid.licenseKey, plan: 'standard' }]);
    });

    it('issues exactly one licence for twenty concurrent requests of one user', async () => {
      const user = await users.create('race');

      const responses = await Promise.all(Array.from({ length: 20 }, () => user.browser.post('/api/licenses/trial')));

      const statuses = responses.map((response) => response.status).sort();
      // 5 attempts an hour per user get past the limiter (Redis, atomic); one of them wins.
      expect(statuses).toEqual([201, ...Array(4).fill(409), ...Array(15).fill(429)]);
      expect(responses.filter((response) => response.status === 409).map((response) => response.body)).toEqual(Array(4).fill(TRIAL_NOT_AVAILABLE));
      expect(responses.find((response) => response.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
      const rows = await licenseRows(user.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).toBe(responses.find((response) => response.status === 201)?.body.license.id);
      await stack.mailbox.waitForMessage(user.email, TRIAL_SUBJECT);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await stack.mailbox.messages(user.email, TRIAL_SUBJECT)).toHaveLength(1);
    });

    it('refuses a user whose email is not verified with 403 and stores nothing', async () => {
      const user = await users.create('unverified');
      await sql('UPDATE users SET is_verified = 0 WHERE id = ?', [user.userId]);
      await stack.forgetCachedSessions();

      const response = await user.browser.post('/api/licenses/trial');

      expect({ status: response.status, body: response.body }).toEqual({
        status: 403,
        body: refusal('ACCOUNTS.EMAIL_NOT_VERIFIED', 'Please verify your email before starting a trial.'),
      });
      expect(await licenseRows(user.userId)).toEqual([]);
    });

    it('needs a session and the CSRF header', async () => {
      const anonymous = new Browser(stack.http, newClientIp());
      const response = await anonymous.post('/api/licenses/trial');
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });

      const user = await users.create('csrf');
      const forged = await user.browser.send('post', '/api/licenses/trial', undefined, { Accept: 'application/json' });
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('HTTP.CSRF_REJECTED');
      expect(await licenseRows(user.userId)).toEqual([]);
    });

    it('gives every trial a distinct key of the PF-XXXXX pattern', async () => {
      const keys = (await sql<{ license_key: string }>('SELECT license_key FROM licenses')).map((row) => row.license_key);

      expect(keys.length).toBeGreaterThanOrEqual(4);
      for (const key of keys) expect(key).toMatch(KEY_PATTERN);
      expect(new Set(keys).size).toBe(keys.length);
      // 10,000 generated keys are distinct and valid: domain/src/licensing/license-key.spec.ts.
    });
  });

  describe('the trial ledger', () => {
    /** The local part of an address no other test uses; it has dots in it. */
    function freshLocalPart(): string {
      return users.newEmail('ledger').split('@')[0]!;
    }

    it('refuses a second trial after the account is deleted and the address registered again, keeping no address', async () => {
      const email = users.newEmail('ledger');
      const first = await users.createAs(email);
      expect((await first.browser.post('/api/licenses/trial')).status).toBe(201);
      expect((await first.browser.delete('/api/auth/delete-account')).status).toBe(200);

      const again = await users.createAs(email);
      const response = await again.browser.post('/api/licenses/trial');

      expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: TRIAL_NOT_AVAILABLE });
      expect(await licenseRows(again.userId)).toEqual([]);
      const ledger = JSON.stringify(await sql('SELECT * FROM trial_ledger'));
      expect(ledger).not.toContain(email.split('@')[0]!);
      expect(ledger).not.toContain(first.userId);
    });

    it('refuses a trial to an address whose trial came before the ledger, once its account is deleted and it comes back', async () => {
      const email = users.newEmail('ledger');
      const first = await users.createAs(email);
      expect((await first.browser.post('/api/licenses/trial')).status).toBe(201);
      // As a trial issued before the trial_ledger migration: no row for it.
      await sql('DELETE FROM trial_ledger');
      expect((await first.browser.delete('/api/auth/delete-account')).status).toBe(200);

      const again = await users.createAs(email);
      const response = await again.browser.post('/api/licenses/trial');

      expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: TRIAL_NOT_AVAILABLE });
    });

    it.each([
      ['a +tag', (local: string) => [`${local}@example.com`, `${local}+again@example.com`]],
      ['a dotted googlemail', (local: string) => [`${local.replaceAll('.', '')}@gmail.com`, `${local}@googlemail.com`]],
    ])('refuses %s spelling of an address that had a trial', async (_, spellings) => {
      const [original, variant] = spellings(freshLocalPart());
      const owner = await users.createAs(original!);
      expect((await owner.browser.post('/api/licenses/trial')).status).toBe(201);

      const other = await users.createAs(variant!);
      const response = await other.browser.post('/api/licenses/trial');

      expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: TRIAL_NOT_AVAILABLE });
      expect(await licenseRows(other.userId)).toEqual([]);
    });

    it('still gives a different address its trial', async () => {
      const taken = await users.create('ledger');
      expect((await taken.browser.post('/api/licenses/trial')).status).toBe(201);

      const newcomer = await users.create('ledger');
      expect((await newcomer.browser.post('/api/licenses/trial')).status).toBe(201);
    });

    it('issues one trial when two spellings of one address ask at the same time', async () => {
      const local = freshLocalPart();
      const plain = await users.createAs(`${local.replaceAll('.', '')}@gmail.com`);
      const tagged = await users.createAs(`${local}+race@googlemail.com`);

      const responses = await Promise.all([plain, tagged].map((user) => user.browser.post('/api/licenses/trial')));

      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const rows = await sql('SELECT id FROM licenses WHERE user_id IN (?, ?)', [plain.userId, tagged.userId]);
      expect(rows).toHaveLength(1);
    });
  });
});
