import { createHash, createPublicKey, randomBytes, verify, type KeyObject } from 'node:crypto';
import { LicenseRepositoryPort } from '@pointforge/domain';
import { HCAPTCHA_TEST_KEYS } from '@pointforge/infra';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { newClientIp } from './support/browser';
import { consoleAdmin } from './support/console-admins';
import { followLink } from './support/follow-link';
import { downloadsWithInstaller, feedRequest, publishRelease, type ReleaseForm } from './support/release-publishing';
import { givenPaidLicense } from './support/paid-license';
import { NOT_FOUND } from './support/refusals';
import type { SignedInUser } from './support/signed-in-users';
import { stackSuite, type StartStack } from './support/stack-suite';

const STACKS: Array<[string, string, StartStack]> = [
  ['MariaDB, Redis, worker, S3-less local storage', 'redis', startProductionStack],
  ['embedded default: SQLite, in-process jobs', 'embedded', startEmbeddedStack],
];

interface AppcastItem {
  version: string;
  shortVersion: string;
  pubDate: string;
  notesLink: string;
  url: string;
  length: number;
  edSignature: string;
  os: string;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The items of a Sparkle appcast, read with patterns that fit exactly what the feed writes. */
function appcastItems(xml: string): AppcastItem[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = '']) => {
    const element = (name: string) => unescape(new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1] ?? '');
    const attribute = (name: string) => unescape(new RegExp(`<enclosure[^>]* ${name}="([^"]*)"`).exec(item)?.[1] ?? '');
    return {
      version: element('sparkle:version'),
      shortVersion: element('sparkle:shortVersionString'),
      pubDate: element('pubDate'),
      notesLink: element('sparkle:releaseNotesLink'),
      url: attribute('url'),
      length: Number(attribute('length')),
      edSignature: attribute('sparkle:edSignature'),
      os: attribute('sparkle:os'),
    };
  });
}

/** RELEASE_MAX_BYTES of these stacks: room for the test artifacts, not for a larger upload. */
const MAX_BYTES = 512 * 1024;

const form = (overrides: Partial<ReleaseForm> = {}): ReleaseForm => ({
  version: '1.1.0',
  channel: 'stable',
  platform: 'windows',
  releasedAt: '2025-09-01',
  notes: '## Fixed\n\n- **Faster** meshing <script>alert(1)</script>',
  ...overrides,
});

/**
 * Releases end to end on both ways to run: an operator publishes through the console's real
 * multipart upload, the dashboard offers the latest stable build with its checksums, and the
 * desktop app's feed (appcast and /latest) lists what its licence may install, with links and
 * Ed25519 signatures that verify over the bytes served, under the published public key.
 */
describe.each(STACKS)('releases and the update feed (%s)', (_name, mode, startStack) => {
  const installer = Buffer.concat([Buffer.from('MZ'), randomBytes(48 * 1024)]);
  const artifact = Buffer.concat([Buffer.from('MZ'), randomBytes(300 * 1024)]);
  const { stack, users } = stackSuite(`releases_${mode}`, {
    start: startStack,
    services: [downloadsWithInstaller(installer)],
    env: { RELEASE_MAX_BYTES: String(MAX_BYTES) },
  });
  const admin = consoleAdmin(stack, users);
  let customer: SignedInUser;
  let licenseKey: string;
  let publicKey: KeyObject;

  beforeAll(async () => {
    customer = await users.create('customer');
    licenseKey = (await customer.browser.post('/api/licenses/trial')).body.license.licenseKey;
    const published = await feedRequest(stack.http, '/api/v1/releases/public-key', '', newClientIp());
    publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(published.body.edPublicKey, 'base64').toString('base64url') },
      format: 'jwk',
    });
  });

  const feed = (path: string, key = licenseKey) => feedRequest(stack.http, path, `License ${key}`, newClientIp());

  it('publishes the release public key as Sparkle’s SUPublicEDKey: 32 raw bytes in base64, no credential needed', async () => {
    const response = await feedRequest(stack.http, '/api/v1/releases/public-key', '', newClientIp());

    expect(response.status).toBe(200);
    expect(Buffer.from(response.body.edPublicKey, 'base64')).toHaveLength(32);
  });

  it('has the seeded installer as the first release: 1.0.7 of 2025-05-29, Windows, stable, signed over its stored bytes', async () => {
    const listed = await admin.browser.get('/api/admin/releases');

    expect(listed.status).toBe(200);
    expect(listed.body.releases).toEqual([
      expect.objectContaining({
        version: '1.0.7',
        channel: 'stable',
        platform: 'windows',
        releasedAt: '2025-05-29',
        fileName: 'PointForge-Setup-1.0.7.exe',
        size: installer.length,
        sha256: createHash('sha256').update(installer).digest('hex'),
        publishedBy: null,
      }),
    ]);
    expect(verify(null, installer, publicKey, Buffer.from(listed.body.releases[0].edSignature, 'base64'))).toBe(true);
    expect((await customer.browser.get('/api/downloads/releases')).body.releases).toEqual([expect.objectContaining({ platform: 'windows', version: '1.0.7' })]);
  });

  it('publishes 1.1.0 for windows/stable from a real upload: the dashboard offers it with its checksums, the appcast lists it with a signature that verifies over the bytes its link serves', async () => {
    const published = await publishRelease(stack.http, admin, form(), artifact);

    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      success: true,
      release: { version: '1.1.0', size: artifact.length, publishedBy: admin.email, sha512: createHash('sha512').update(artifact).digest('hex') },
    });
    expect(published.body.release.notesHtml).toContain('<strong>Faster</strong>');
    expect(published.body.release.notesHtml).not.toContain('<script');

    const offered = await customer.browser.get('/api/downloads/releases');
    expect(offered.body.releases).toEqual([
      {
        platform: 'windows',
        version: '1.1.0',
        releasedAt: '2025-09-01',
        fileName: 'PointForge-Setup-1.1.0.exe',
        size: artifact.length,
        sha256: createHash('sha256').update(artifact).digest('hex'),
        sha512: createHash('sha512').update(artifact).digest('hex'),
        notesHtml: expect.stringContaining('<h2>Fixed</h2>'),
      },
    ]);
    const download = await customer.browser.post('/api/downloads/installer', { captchaToken: HCAPTCHA_TEST_KEYS.responseToken, platform: 'windows' });
    expect(download.body).toMatchObject({ version: '1.1.0', releaseDate: '2025-09-01', platform: 'windows', size: artifact.length });

    const appcast = await feed('/api/v1/releases/appcast.xml?platform=windows&channel=stable');
    expect(appcast.status).toBe(200);
    expect(appcast.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(appcast.text).toContain('xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle"');
    const [newest, first] = appcastItems(appcast.text);
    expect([newest?.version, first?.version]).toEqual(['1.1.0', '1.0.7']);
    expect(newest).toMatchObject({ shortVersion: '1.1.0', pubDate: 'Mon, 01 Sep 2025 00:00:00 GMT', os: 'windows', length: artifact.length });
    const served = await followLink(stack.http, newest!.url);
    expect(Buffer.compare(served.body as Buffer, artifact)).toBe(0);
    expect(newest!.length).toBe((served.body as Buffer).length);
    expect(verify(null, served.body as Buffer, publicKey, Buffer.from(newest!.edSignature, 'base64'))).toBe(true);

    const notes = await feedRequest(stack.http, new URL(newest!.notesLink).pathname, '', newClientIp());
    expect(notes.status).toBe(200);
    expect(notes.headers['content-security-policy']).toContain("default-src 'none'");
    expect(notes.text).toContain('<li><strong>Faster</strong> meshing &lt;script&gt;alert(1)&lt;/script&gt;</li>');
  });

  it('answers /latest with the newest release when the app runs an older one, and null when it is current', async () => {
    const behind = await feed('/api/v1/releases/latest?platform=windows&current=1.0.7');
    expect(behind.status).toBe(200);
    expect(behind.body.update).toMatchObject({ version: '1.1.0', releasedAt: '2025-09-01', size: artifact.length });
    expect(verify(null, artifact, publicKey, Buffer.from(behind.body.update.edSignature, 'base64'))).toBe(true);

    expect((await feed('/api/v1/releases/latest?platform=windows&current=1.1.0')).body).toEqual({ success: true, update: null });
    expect((await feed('/api/v1/releases/latest?platform=macos')).body).toEqual({ success: true, update: null });
  });

  it('keeps a beta release off the stable channel, and offers it on the beta channel', async () => {
    expect((await publishRelease(stack.http, admin, form({ version: '1.2.0-beta.1', channel: 'beta', releasedAt: '2025-10-01' }), artifact)).status).toBe(201);

    const stable = appcastItems((await feed('/api/v1/releases/appcast.xml?platform=windows')).text);
    const beta = appcastItems((await feed('/api/v1/releases/appcast.xml?platform=windows&channel=beta')).text);

    expect(stable.map((item) => item.version)).toEqual(['1.1.0', '1.0.7']);
    expect(beta.map((item) => item.version)).toEqual(['1.2.0-beta.1', '1.1.0', '1.0.7']);
    expect((await customer.browser.get('/api/downloads/releases')).body.releases.map((release: { version: string }) => release.version)).toEqual(['1.1.0']);
  });

  /** A paid licence of a new customer, expired at `expiry`. */
  const expiredPaidLicense = async (label: string, expiry: Date) => {
    const lapsed = await users.create(label);
    const license = await givenPaidLicense(stack.apps[0]!, lapsed.userId);
    expect(await stack.apps[0]!.get(LicenseRepositoryPort).changeExpiry(license.id, license.expiryDate, expiry)).toBe(true);
    return license;
  };

  it('gives an expired paid licence only the releases from before its expiry (perpetual fallback)', async () => {
    const lapsed = await expiredPaidLicense('lapsed', new Date('2025-08-15T00:00:00Z'));

    const items = appcastItems((await feed('/api/v1/releases/appcast.xml?platform=windows&channel=beta', lapsed.licenseKey)).text);

    expect(items.map((item) => item.version)).toEqual(['1.0.7']);
    expect((await feed('/api/v1/releases/latest?platform=windows&current=1.0.7', lapsed.licenseKey)).body.update).toBeNull();
  });

  it('counts a backdated release from the day it was published, so a licence expired before then does not get it', async () => {
    expect((await publishRelease(stack.http, admin, form({ version: '1.0.8', releasedAt: '2025-06-01' }), artifact)).status).toBe(201);
    const lapsed = await expiredPaidLicense('lapsed-backdated', new Date('2025-08-15T00:00:00Z'));

    const items = appcastItems((await feed('/api/v1/releases/appcast.xml?platform=windows', lapsed.licenseKey)).text);

    expect(items.map((item) => item.version)).toEqual(['1.0.7']);
    expect(appcastItems((await feed('/api/v1/releases/appcast.xml?platform=windows')).text).map((item) => item.version)).toEqual(['1.1.0', '1.0.8', '1.0.7']);
  });

  it('refuses an expired trial EXPIRED (403), as the licence API does: updates are for valid licences', async () => {
    const lapsed = await users.create('lapsed-trial');
    const trial = (await lapsed.browser.post('/api/licenses/trial')).body.license;
    const licenses = stack.apps[0]!.get(LicenseRepositoryPort);
    const stored = await licenses.findById(trial.id);
    expect(await licenses.changeExpiry(trial.id, stored!.expiryDate, new Date(Date.now() - 60_000))).toBe(true);

    for (const path of ['/api/v1/releases/appcast.xml?platform=windows', '/api/v1/releases/latest?platform=windows']) {
      const refused = await feed(path, trial.licenseKey);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'EXPIRED' });
    }
  });

  it('answers 404 to a wrong key, 401 to an unknown token and 400 without a credential, as the licence API does', async () => {
    const wrongKey = await feed('/api/v1/releases/appcast.xml?platform=windows', 'PF-00000-00000-00000-00000-00000');
    expect(wrongKey.status).toBe(404);
    expect(wrongKey.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await feedRequest(stack.http, '/api/v1/releases/latest?platform=windows', 'Bearer not-a-token', newClientIp())).status).toBe(401);
    expect((await feedRequest(stack.http, '/api/v1/releases/latest?platform=windows', '', newClientIp())).status).toBe(400);
  });

  it('refuses a version already published (409), bad fields and a missing file (400), a file past RELEASE_MAX_BYTES (413), a form without X-Requested-With or to another route (403), and is invisible to customers (404)', async () => {
    const again = await publishRelease(stack.http, admin, form(), artifact);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'RELEASES.VERSION_EXISTS' });

    const bad = await publishRelease(stack.http, admin, form({ version: 'v2', platform: 'amiga' }), artifact);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['platform', 'version']);
    const missing = await publishRelease(stack.http, admin, form({ version: '1.3.0' }), null);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'artifact', message: 'Choose the file to publish.' }]);

    expect((await publishRelease(stack.http, customer, form({ version: '1.4.0' }), artifact)).body).toEqual(NOT_FOUND);
    expect((await customer.browser.get('/api/admin/releases')).body).toEqual(NOT_FOUND);
    expect((await admin.browser.get('/api/admin/releases')).body.releases.map((release: { version: string }) => release.version)).toEqual([
      '1.2.0-beta.1',
      '1.1.0',
      '1.0.8',
      '1.0.7',
    ]);
  });
});
