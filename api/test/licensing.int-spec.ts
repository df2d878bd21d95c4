import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import {
  LicenseRepositoryPort,
  SubscriptionRepositoryPort,
  generateLicenseKey,
  type License,
} from '@pointforge/domain';
import { FixedClock } from '@pointforge/domain/testing';
import { CryptoTokenGenerator, LocalFileStorage } from '@pointforge/infra';
import { startSiteverifyTestServer, type SiteverifyTestServer } from '@pointforge/infra/testing/siteverify-test-server';
import { startProductionStack, type AccountsStack } from './support/accounts-stack';
import { Browser, newClientIp } from './support/browser';
import { SignedInUsers, type SignedInUser } from './support/signed-in-users';
import { BROWSER_HEADERS } from './support/test-config';

const HCAPTCHA_SECRET = '0x4242424242424242424242424242424242424242';
const HCAPTCHA_SITEKEY = 'c0ffee00-1111-2222-3333-444455556666';
const GOOD_TOKEN = 'P1_solved-by-a-human';
const SIGNING_SECRET = randomBytes(32).toString('hex');
const INSTALLER_KEY = 'installers/PointForge-Setup-1.0.7.exe';
/** Arbitrary bytes, not text: the route must hand them over untouched. */
const INSTALLER_BYTES = Buffer.concat([Buffer.from('MZ'), randomBytes(64 * 1024)]);

const KEY_PATTERN = /^PF(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const TRIAL_SUBJECT = 'Your PointForge trial license key';
/** Long enough for a job the API enqueued to reach the SMTP server, had there been one. */
const SETTLE_MS = 750;

const TRIAL_STARTED = 'Your 7-day trial license has been generated and sent to your email.';
const TRIAL_NOT_AVAILABLE = {
  success: false,
  code: 'LICENSING.TRIAL_NOT_AVAILABLE',
  message: 'You already have a license. Trial licenses are only available for new users.',
};
const NOT_AUTHENTICATED = { success: false, code: 'ACCOUNTS.NOT_AUTHENTICATED', message: 'Please log in to continue.' };
const CAPTCHA_FAILED = { success: false, code: 'DOWNLOADS.CAPTCHA_FAILED', message: 'Captcha verification failed. Please try again.' };
const LINK_INVALID = {
  success: false,
  code: 'DOWNLOADS.LINK_INVALID',
  message: 'This download link is invalid. Please start the download again from your dashboard.',
};
const LINK_EXPIRED = {
  success: false,
  code: 'DOWNLOADS.LINK_EXPIRED',
  message: 'This download link has expired. Please start the download again from your dashboard.',
};

/**
 * /api/licenses/*, /api/downloads/* and /api/config/public through the real app in its
 * production shape: MariaDB, Redis (queue and rate limits), the worker side delivering to
 * a real SMTP server, hCaptcha played by a local siteverify server over HTTP, and local
 * file storage in a temporary folder.
 */
describe('licensing and downloads (MariaDB, Redis, worker, SMTP, siteverify over HTTP)', () => {
  let stack: AccountsStack;
  let siteverify: SiteverifyTestServer;
  let downloadsDir: string;
  let users: SignedInUsers;

  beforeAll(async () => {
    siteverify = await startSiteverifyTestServer({ secret: HCAPTCHA_SECRET, acceptedTokens: [GOOD_TOKEN] });
    downloadsDir = mkdtempSync(join(tmpdir(), 'pf-licensing-downloads-'));
    mkdirSync(join(downloadsDir, 'installers'));
    writeFileSync(join(downloadsDir, INSTALLER_KEY), INSTALLER_BYTES);
    stack = await startProductionStack('licensing', {
      env: {
        HCAPTCHA_SECRET,
        HCAPTCHA_SITEKEY,
        HCAPTCHA_VERIFY_URL: siteverify.url,
        DOWNLOADS_DIR: downloadsDir,
        DOWNLOAD_SIGNING_SECRET: SIGNING_SECRET,
      },
    });
    users = new SignedInUsers(stack.http, stack.mailbox, stack.origin, 'licensing');
  });

  afterAll(async () => {
    await stack?.close();
    await siteverify?.close();
    if (downloadsDir) rmSync(downloadsDir, { recursive: true, force: true });
  });

  beforeEach(() => siteverify.answerNormally());

  async function sql<T = Record<string, unknown>>(query: string, parameters: unknown[] = []): Promise<T[]> {
    return stack.dataSource.query(query, parameters);
  }

  async function licenseRows(userId: string) {
    return sql<{ id: string; license_key: string; plan: string }>('SELECT id, license_key, plan FROM licenses WHERE user_id = ?', [
      userId,
    ]);
  }

  /** A paid Standard licence of a subscription, stored the way billing stores one. */
  async function givenPaidLicense(userId: string): Promise<License> {
    const now = new Date();
    const subscriptionId = randomUUID();
    await stack.apps[0]!.get(SubscriptionRepositoryPort).create({
      id: subscriptionId,
      userId,
      paypalSubscriptionId: `I-${randomBytes(6).toString('hex').toUpperCase()}`,
      paypalPlanId: 'P-STANDARD-MONTHLY',
      plan: 'standard',
      billingType: 'monthly',
      status: 'active',
      startDate: now,
      endDate: null,
      nextBillingDate: new Date(now.getTime() + 30 * DAY_MS),
      lastPaymentAt: now,
      nextCheckAt: null,
      paidCycles: 1,
      overdueAccessUntil: null,
      approvedAt: null,
      planChange: null,
      scheduledChange: null,
      continuesLicenseId: null,
      createdAt: now,
      updatedAt: now,
    });
    const license: License = {
      id: randomUUID(),
      userId,
      subscriptionId,
      licenseKey: generateLicenseKey(new CryptoTokenGenerator()),
      plan: 'standard',
      seats: 1,
      isActive: true,
      suspendedAt: null,
      expiryDate: new Date(now.getTime() + 30 * DAY_MS),
      paidThrough: new Date(now.getTime() + 30 * DAY_MS),
      createdAt: new Date(now.getTime() + 1000),
    };
    return stack.apps[0]!.get(LicenseRepositoryPort).issueForSubscriptionOnce(license);
  }

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
      expect(responses.filter((response) => response.status === 409).map((response) => response.body)).toEqual(
        Array(4).fill(TRIAL_NOT_AVAILABLE),
      );
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
        body: { success: false, code: 'ACCOUNTS.EMAIL_NOT_VERIFIED', message: 'Please verify your email before starting a trial.' },
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

  describe('GET /api/licenses/me and /api/licenses/check', () => {
    it('lists only the caller’s licences, newest first', async () => {
      const ann = await users.create('me-ann');
      const bob = await users.create('me-bob');
      const annTrial = (await ann.browser.post('/api/licenses/trial')).body.license;
      const bobTrial = (await bob.browser.post('/api/licenses/trial')).body.license;
      const annPaid = await givenPaidLicense(ann.userId);

      const annList = await ann.browser.get('/api/licenses/me');
      const bobList = await bob.browser.get('/api/licenses/me');

      expect(annList.status).toBe(200);
      expect(annList.body).toEqual({
        success: true,
        licenses: [
          {
            id: annPaid.id,
            licenseKey: annPaid.licenseKey,
            plan: 'standard',
            isActive: true,
            expiryDate: annPaid.expiryDate.toISOString(),
            paidThrough: annPaid.paidThrough!.toISOString(),
            subscriptionId: annPaid.subscriptionId,
            createdAt: annPaid.createdAt.toISOString(),
            seats: 1,
            seatsUsed: 0,
            devices: [],
          },
          { ...annTrial, seatsUsed: 0, devices: [] },
        ],
      });
      expect(bobList.body).toEqual({ success: true, licenses: [{ ...bobTrial, seatsUsed: 0, devices: [] }] });
      expect(annList.text).not.toContain('userId');
      expect(annList.headers['cache-control']).toBe('no-store');
    });

    it('answers an empty list to a user without licences, and 401 without a session', async () => {
      const user = await users.create('me-empty');
      expect((await user.browser.get('/api/licenses/me')).body).toEqual({ success: true, licenses: [] });

      const anonymous = await new Browser(stack.http, newClientIp()).get('/api/licenses/me');
      expect({ status: anonymous.status, body: anonymous.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });
    });

    it('flips check from false to true with a trial, and back to false once it has expired', async () => {
      const user = await users.create('check');
      expect((await user.browser.get('/api/licenses/check')).body).toEqual({ success: true, hasActiveLicense: false });

      await user.browser.post('/api/licenses/trial');
      expect((await user.browser.get('/api/licenses/check')).body).toEqual({ success: true, hasActiveLicense: true });

      // Two days back, whatever the time zone the connection writes in.
      await sql('UPDATE licenses SET expiry_date = ? WHERE user_id = ?', [new Date(Date.now() - 2 * DAY_MS), user.userId]);
      expect((await user.browser.get('/api/licenses/check')).body).toEqual({ success: true, hasActiveLicense: false });
      expect((await new Browser(stack.http, newClientIp()).get('/api/licenses/check')).status).toBe(401);
    });
  });

  describe('POST /api/downloads/installer and the signed link', () => {
    function requestDownload(user: SignedInUser, captchaToken: unknown = GOOD_TOKEN): Promise<Response> {
      return user.browser.post('/api/downloads/installer', { captchaToken });
    }

    /** Follows a download link as a browser navigation: a plain GET, no cookie, no X-Requested-With. */
    function follow(link: string): Promise<Response> {
      const url = new URL(link);
      return request(stack.http)
        .get(`${url.pathname}${url.search}`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
    }

    function jsonOf(response: Response): unknown {
      return JSON.parse((response.body as Buffer).toString('utf8'));
    }

    async function downloadRows(userId: string) {
      return sql('SELECT user_id, version, ip_address FROM installer_downloads WHERE user_id = ?', [userId]);
    }

    it('verifies the token with hCaptcha over HTTP and answers a link that downloads the installer', async () => {
      const user = await users.create('download');
      const calls = siteverify.requests.length;

      const response = await requestDownload(user);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        downloadUrl: expect.stringMatching(
          new RegExp(`^${stack.origin}/api/downloads/files/installers/PointForge-Setup-1\\.0\\.7\\.exe\\?expires=\\d+&name=PointForge-Setup-1\\.0\\.7\\.exe&signature=[A-Za-z0-9_-]{43}$`),
        ),
        version: '1.0.7',
        releaseDate: '2025-05-29',
      });
      expect(siteverify.requests.slice(calls)).toEqual([
        {
          method: 'POST',
          path: '/siteverify',
          contentType: 'application/x-www-form-urlencoded',
          fields: { secret: HCAPTCHA_SECRET, response: GOOD_TOKEN, remoteip: user.browser.ip, sitekey: HCAPTCHA_SITEKEY },
        },
      ]);
      const expires = Number(new URL(response.body.downloadUrl).searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeGreaterThan(290_000);
      expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

      const file = await follow(response.body.downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/octet-stream');
      expect(file.headers['content-disposition']).toBe('attachment; filename="PointForge-Setup-1.0.7.exe"');
      expect(file.headers['content-length']).toBe(String(INSTALLER_BYTES.length));
      expect(Buffer.compare(file.body as Buffer, INSTALLER_BYTES)).toBe(0);
    });

    it('records each download with the user, version and address', async () => {
      const user = await users.create('recorded');

      await requestDownload(user);
      await requestDownload(user);

      expect(await downloadRows(user.userId)).toEqual([
        { user_id: user.userId, version: '1.0.7', ip_address: user.browser.ip },
        { user_id: user.userId, version: '1.0.7', ip_address: user.browser.ip },
      ]);
    });

    it('answers a token hCaptcha refuses with 400 and no link, recording nothing', async () => {
      const user = await users.create('bad-captcha');

      const response = await requestDownload(user, 'P1_made-up');

      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: CAPTCHA_FAILED });
      expect(response.text).not.toContain('downloadUrl');
      expect(siteverify.requests.at(-1)?.fields.response).toBe('P1_made-up');
      expect(await downloadRows(user.userId)).toEqual([]);
    });

    it('answers 502 when hCaptcha fails, and 400 for a missing token without asking it', async () => {
      const user = await users.create('captcha-down');
      siteverify.answerWith({ status: 500, body: 'Internal Server Error' });

      const down = await requestDownload(user);
      expect(down.status).toBe(502);
      expect(down.body).toMatchObject({ success: false, code: 'DOWNLOADS.CAPTCHA_UNAVAILABLE' });
      expect(down.body).not.toHaveProperty('downloadUrl');

      siteverify.answerNormally();
      const calls = siteverify.requests.length;
      const missing = await user.browser.post('/api/downloads/installer', {});
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        success: false,
        code: 'VALIDATION.FAILED',
        message: 'Please complete the captcha first.',
        errors: [{ field: 'captchaToken', message: 'Please complete the captcha first.' }],
      });
      expect(siteverify.requests.length).toBe(calls);
      expect(await downloadRows(user.userId)).toEqual([]);
    });

    it('needs a session', async () => {
      const calls = siteverify.requests.length;
      const response = await new Browser(stack.http, newClientIp()).post('/api/downloads/installer', { captchaToken: GOOD_TOKEN });
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });
      expect(siteverify.requests.length).toBe(calls);
    });

    it('refuses a link with one character of the signature, the key or the name changed: 403', async () => {
      const user = await users.create('tamper');
      const link = new URL((await requestDownload(user)).body.downloadUrl);
      const signature = link.searchParams.get('signature') ?? '';

      const badSignature = new URL(link);
      badSignature.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
      const badKey = new URL(link);
      badKey.pathname = badKey.pathname.replace('1.0.7.exe', '1.0.8.exe');
      const badName = new URL(link);
      badName.searchParams.set('name', 'PointForge-Setup-1.0.7.ex_');
      const noSignature = new URL(link);
      noSignature.searchParams.delete('signature');

      for (const tampered of [badSignature, badKey, badName, noSignature]) {
        const response = await follow(tampered.toString());
        expect({ status: response.status, body: jsonOf(response) }).toEqual({ status: 403, body: LINK_INVALID });
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
      expect((await follow(link.toString())).status).toBe(200);
    });

    it('refuses a link once it has expired: 403', async () => {
      // A link the server signed ten minutes ago, with its own secret: expired five minutes since.
      const tenMinutesAgo = new FixedClock(new Date(Date.now() - 10 * 60_000));
      const signedEarlier = new LocalFileStorage({
        directory: downloadsDir,
        downloadBaseUrl: `${stack.origin}/api/downloads/files`,
        signingSecret: SIGNING_SECRET,
        clock: tenMinutesAgo,
      });
      const link = await signedEarlier.createDownloadUrl(INSTALLER_KEY, 'PointForge-Setup-1.0.7.exe', 300);

      const response = await follow(link);

      expect({ status: response.status, body: jsonOf(response) }).toEqual({ status: 403, body: LINK_EXPIRED });
      // The same link with a later expiry is a forgery, not a renewal.
      const moved = new URL(link);
      moved.searchParams.set('expires', String(Math.floor(Date.now() / 1000) + 300));
      expect(jsonOf(await follow(moved.toString()))).toEqual(LINK_INVALID);
    });

    it('answers 404 for a correctly signed link to a file that is not there', async () => {
      const signer = new LocalFileStorage({
        directory: downloadsDir,
        downloadBaseUrl: `${stack.origin}/api/downloads/files`,
        signingSecret: SIGNING_SECRET,
        clock: new FixedClock(new Date()),
      });
      const response = await follow(await signer.createDownloadUrl('installers/missing.exe', 'missing.exe', 300));
      expect(response.status).toBe(404);
      expect(jsonOf(response)).toMatchObject({ success: false, code: 'DOWNLOADS.FILE_NOT_FOUND' });
    });

    it('allows 10 download links an hour per user, then 429', async () => {
      const user = await users.create('download-limit');
      for (let i = 0; i < 10; i += 1) expect((await requestDownload(user)).status).toBe(200);

      const limited = await requestDownload(user);

      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false, code: 'HTTP.RATE_LIMITED' });
      expect(await downloadRows(user.userId)).toHaveLength(10);
    });
  });

  describe('GET /api/config/public', () => {
    it('hands the web app the hCaptcha site key, without a session', async () => {
      const response = await request(stack.http).get('/api/config/public').set(BROWSER_HEADERS);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, hcaptchaSiteKey: HCAPTCHA_SITEKEY, captchaTestMode: false });
      expect(response.text).not.toContain(HCAPTCHA_SECRET);
    });
  });
});
