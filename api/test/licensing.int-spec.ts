import { createHash } from 'node:crypto';
import request, { type Response } from 'supertest';
import { DAY_MS } from '@pointforge/domain';
import { FixedClock } from '@pointforge/domain/testing';
import { LocalFileStorage } from '@pointforge/infra';
import { NOT_AUTHENTICATED } from './support/accounts-suite';
import { Browser, newClientIp } from './support/browser';
import { followLink } from './support/follow-link';
import { GOOD_TOKEN, HCAPTCHA_SECRET, HCAPTCHA_SITEKEY, INSTALLER_BYTES, INSTALLER_KEY, SIGNING_SECRET, licensingSuite } from './support/licensing-suite';
import type { SignedInUser } from './support/signed-in-users';
import { BROWSER_HEADERS } from './support/test-config';
import { refusal, validationFailure } from './support/refusals';

const CAPTCHA_FAILED = refusal('DOWNLOADS.CAPTCHA_FAILED', 'Captcha verification failed. Please try again.');
const LINK_INVALID = refusal('DOWNLOADS.LINK_INVALID', 'This download link is invalid. Please start the download again from your dashboard.');
/** What the dashboard's list adds to a trial its owner holds, with no device yet: one person on one device. */
const OWNED_TRIAL = { role: 'owner', devicesPerSeat: 1, seatsTaken: 1, seatsUsed: 0, devices: [] };
const LINK_EXPIRED = refusal('DOWNLOADS.LINK_EXPIRED', 'This download link has expired. Please start the download again from your dashboard.');

/**
 * /api/licenses/me and /check, /api/downloads/* and /api/config/public through the real app
 * in its production shape (see licensingSuite). Trials are in licensing-trials.int-spec.ts.
 */
describe('licensing and downloads (MariaDB, Redis, worker, SMTP, siteverify over HTTP)', () => {
  const { stack, siteverify, downloadsDir, users, sql, givenPaidLicense } = licensingSuite('licensing');

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
            role: 'owner',
            devicesPerSeat: 2,
            seatsTaken: 1,
            seatsUsed: 0,
            devices: [],
          },
          { ...annTrial, ...OWNED_TRIAL },
        ],
      });
      expect(bobList.body).toEqual({ success: true, licenses: [{ ...bobTrial, ...OWNED_TRIAL }] });
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
    const follow = (link: string): Promise<Response> => followLink(stack.http, link);

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
          new RegExp(
            `^${stack.origin}/api/downloads/files/installers/PointForge-Setup-1\\.0\\.7\\.exe\\?expires=\\d+&name=PointForge-Setup-1\\.0\\.7\\.exe&signature=[A-Za-z0-9_-]{43}$`,
          ),
        ),
        version: '1.0.7',
        releaseDate: '2025-05-29',
        // The installer the site shipped with is the first release, with its checksum (releases.int-spec.ts).
        platform: 'windows',
        sha256: createHash('sha256').update(INSTALLER_BYTES).digest('hex'),
        size: INSTALLER_BYTES.length,
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
      expect(missing.body).toEqual(validationFailure({ captchaToken: 'Please complete the captcha first.' }));
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
