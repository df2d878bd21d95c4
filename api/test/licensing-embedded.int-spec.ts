import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppConfig } from '../src/common/config/app-config';
import { createApp } from '../src/create-app';
import { REPO_ROOT } from './support/child-process';
import { Mailbox } from './support/mailbox';
import { SignedInUsers } from './support/signed-in-users';
import { TEST_SITE_ORIGIN, testConfig } from './support/test-config';

/** What hCaptcha's test site key makes the widget hand the page. */
const TEST_RESPONSE_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
const INSTALLER_PATH = ['installers', 'PointForge-Setup-1.0.7.exe'];

/**
 * The embedded default as `make start` runs it, with nothing configured for captcha or
 * storage: SQLite, jobs in-process, the mail outbox, the captcha test mode, and local
 * storage that writes the development placeholder installer at start-up.
 */
describe('licensing and downloads in the embedded default (SQLite, captcha test mode, local files)', () => {
  let workDir: string;
  let app: NestExpressApplication;
  let http: App;
  let users: SignedInUsers;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'pf-licensing-embedded-'));
    const outbox = join(workDir, 'mail');
    app = await createApp(
      testConfig({
        SQLITE_PATH: join(workDir, 'app.db'),
        MAIL_OUTBOX_DIR: outbox,
        DOWNLOADS_DIR: join(workDir, 'downloads'),
        MIGRATE_ON_START: 'true',
        TRUST_PROXY: '1',
      }),
    );
    http = app.getHttpServer() as App;
    users = new SignedInUsers(http, Mailbox.outbox(outbox), TEST_SITE_ORIGIN, 'embedded');
  });

  afterAll(async () => {
    await app?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('tells the web app to render the widget with hCaptcha’s test site key', async () => {
    const response = await request(http).get('/api/config/public');
    expect(response.body).toEqual({ success: true, hcaptchaSiteKey: '10000000-ffff-ffff-ffff-000000000001', captchaTestMode: true });
  });

  it('wrote a placeholder installer that says it is the development build', () => {
    const placeholder = readFileSync(join(workDir, 'downloads', ...INSTALLER_PATH), 'utf8');
    expect(placeholder).toMatch(/^PointForge 1\.0\.7 - development build/);
    expect(placeholder).toContain('It installs nothing.');
  });

  it('issues a trial and writes its email to the outbox', async () => {
    const user = await users.create('trial');

    const response = await user.browser.post('/api/licenses/trial');

    expect(response.status).toBe(201);
    const mail = await users.mailbox.waitForMessage(user.email, 'Your PointForge trial license key');
    expect(mail.text).toContain(response.body.license.licenseKey);
    expect((await user.browser.get('/api/licenses/check')).body).toEqual({ success: true, hasActiveLicense: true });
  });

  it('accepts the test token only, and its link downloads the placeholder', async () => {
    const user = await users.create('download');

    const refused = await user.browser.post('/api/downloads/installer', { captchaToken: 'anything-else' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('DOWNLOADS.CAPTCHA_FAILED');

    const accepted = await user.browser.post('/api/downloads/installer', { captchaToken: TEST_RESPONSE_TOKEN });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, version: '1.0.7', releaseDate: '2025-05-29' });
    const link = new URL(accepted.body.downloadUrl);
    expect(link.origin).toBe(TEST_SITE_ORIGIN);

    const file = await request(http).get(`${link.pathname}${link.search}`).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="PointForge-Setup-1.0.7.exe"');
    expect(Buffer.from(file.body as Buffer).toString('utf8')).toMatch(/^PointForge 1\.0\.7 - development build/);
  });

  // ASVS 5.0 13.3.1: no secret in the source; an install without DOWNLOAD_SIGNING_SECRET makes its own once.
  it('signs download links with a secret generated once for this install under var/, not a constant', async () => {
    const secretFile = app.get(AppConfig).downloadSigningSecretFile;
    expect(secretFile).toBe(join(REPO_ROOT, 'var', 'download-signing-secret'));
    const secret = readFileSync(secretFile, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const user = await users.create('signing-secret');
    const link = new URL((await user.browser.post('/api/downloads/installer', { captchaToken: TEST_RESPONSE_TOKEN })).body.downloadUrl);
    const [expires, name] = [link.searchParams.get('expires'), link.searchParams.get('name')];
    const objectKey = decodeURIComponent(link.pathname.replace('/api/downloads/files/', ''));
    const expected = createHmac('sha256', secret)
      .update(JSON.stringify([objectKey, expires, name]))
      .digest('base64url');
    expect(link.searchParams.get('signature')).toBe(expected);
  });
});
