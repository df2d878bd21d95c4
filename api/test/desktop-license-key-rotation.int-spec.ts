import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import type { App } from 'supertest/types';
import { unarmorLicenseFile } from '@pointforge/domain';
import { generateLicenseSigningJwk } from '@pointforge/infra';
import { createApp } from '../src/create-app';
import { aFingerprint, desktopApp } from './support/desktop-app';
import { servedKeySet, verifyLicenseFile } from './support/license-files';
import { Mailbox } from './support/mailbox';
import { SignedInUsers } from './support/signed-in-users';
import { TEST_SITE_ORIGIN, testConfig } from './support/test-config';

/**
 * Key rotation as docs/licensing.md tells it: the new key is listed first and signs, the old one
 * stays listed, so the files it signed still verify until they expire.
 */
describe('desktop licence files across a key rotation (embedded default)', () => {
  const oldKey = generateLicenseSigningJwk();
  const newKey = generateLicenseSigningJwk();
  const rootKey = generateLicenseSigningJwk();
  let workDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'pf-license-rotation-'));
  });

  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  async function startWithKeys(...keys: object[]) {
    const app = await createApp(
      testConfig({
        SQLITE_PATH: join(workDir, 'app.db'),
        MAIL_OUTBOX_DIR: join(workDir, 'mail'),
        MIGRATE_ON_START: 'true',
        TRUST_PROXY: '1',
        LICENSE_SIGNING_KEYS: JSON.stringify({ keys }),
        LICENSE_ROOT_KEY: JSON.stringify(rootKey),
      }),
    );
    return { app, http: app.getHttpServer() as App };
  }

  it('still verifies a file of the retired key through the JWK Set, and signs new files with the new key', async () => {
    const before = await startWithKeys(oldKey);
    let licenseKey: string;
    let fingerprint: string;
    let oldFile: string;
    try {
      const users = new SignedInUsers(before.http, Mailbox.outbox(join(workDir, 'mail')), TEST_SITE_ORIGIN, 'rotation');
      const user = await users.create('trial');
      licenseKey = (await user.browser.post('/api/licenses/trial')).body.license.licenseKey;
      fingerprint = aFingerprint();
      oldFile = (await desktopApp(before.http)('activate', { licenseKey, fingerprint })).body.licenseFile;
      expect(decodeProtectedHeader(unarmorLicenseFile(oldFile)!).kid).toBe(oldKey.kid);
    } finally {
      await before.app.close();
    }

    const after = await startWithKeys(newKey, oldKey);
    try {
      const keySet = await servedKeySet(after.http);
      expect(keySet.keys.map((key) => key.kid)).toEqual([newKey.kid, oldKey.kid]);
      expect(keySet.keys.some((key) => 'd' in key)).toBe(false);
      // The rotated set goes out signed by the root an app ships, which vouches for the new key.
      const { d: _secret, ...rootPublicKey } = rootKey;
      const signedSet = (await request(after.http).get('/.well-known/jwks.jws')).text;
      const vouched = await jwtVerify(signedSet, createLocalJWKSet({ keys: [rootPublicKey] }), { issuer: TEST_SITE_ORIGIN, typ: 'pointforge-jwks+jwt' });
      expect(vouched.payload.keys).toEqual(keySet.keys);
      expect((await verifyLicenseFile(oldFile, keySet)).payload.fp).toBe(fingerprint);

      const refreshed = (await desktopApp(after.http)('validate', { licenseKey, fingerprint })).body.licenseFile as string;
      expect((await verifyLicenseFile(refreshed, keySet)).protectedHeader.kid).toBe(newKey.kid);
      // Once the old key is dropped from the set, its files no longer verify.
      await expect(verifyLicenseFile(oldFile, { keys: keySet.keys.slice(0, 1) })).rejects.toThrow();
    } finally {
      await after.app.close();
    }
  });
});
