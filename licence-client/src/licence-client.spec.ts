import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { LicenceApiError } from './licence-api.client';
import { LicenceClient, NoStoredLicenceError, type LicenceClientOptions } from './licence-client';
import { unarmorLicence } from './licence-file';
import { LicenceStore } from './licence-store';
import { FakeLicenceServer, type FakeLicence } from './testing/fake-licence-server';
import { createSigningKey, jwksOf, licenceClaims, signKeySet, signLicenceFile } from './testing/licence-signing';

const THIS_MACHINE = 'this-machine-fingerprint-0001';
const DAY = 86_400_000;

describe('LicenceClient: activate, status with offline check and refresh, deactivate', () => {
  let server: FakeLicenceServer;
  let licence: FakeLicence;
  let store: LicenceStore;

  beforeEach(async () => {
    server = await FakeLicenceServer.start();
    licence = server.addLicence({ plan: 'enterprise', seats: 5, licensee: 'Acme Surveys' });
    store = new LicenceStore(join(await mkdtemp(join(tmpdir(), 'pf-licence-')), 'PointForge'));
  });
  afterEach(async () => {
    await server.stop().catch(() => undefined);
    await rm(store.dir, { recursive: true, force: true });
  });

  const clientAt = (options: Partial<LicenceClientOptions> = {}) =>
    new LicenceClient({ apiOrigin: server.origin, store, fingerprint: THIS_MACHINE, ...options });
  const inDays = (days: number) => () => new Date(Date.now() + days * DAY);
  const postsTo = (path: string) => server.requests.filter((request) => request.path === path).length;

  it('activates, and stores the file, the keys and the activation for this user only', async () => {
    const activation = await clientAt().activate(licence.key);

    expect(activation.claims).toMatchObject({ plan: 'enterprise', seats: 5, licensee: 'Acme Surveys', fp: THIS_MACHINE, iss: server.origin });
    expect(activation.license.seatsUsed).toBe(1);
    expect((await stat(store.dir)).mode & 0o777).toBe(0o700);
    for (const name of ['licence.lic', 'jwks.json', 'activation.json']) expect((await stat(join(store.dir, name))).mode & 0o777).toBe(0o600);
    expect(await readFile(store.licenceFilePath, 'utf8')).toMatch(/^-----BEGIN POINTFORGE LICENSE-----\n/);
  });

  it('reports the licence offline, with the server stopped', async () => {
    await clientAt().activate(licence.key);
    await server.stop();

    const status = await clientAt().status();

    expect(status).toMatchObject({ state: 'licensed', refreshed: false, claims: { plan: 'enterprise' } });
  });

  it('validates and renews the file once a day when online', async () => {
    await clientAt().activate(licence.key);
    const tomorrow = new Date(Date.now() + DAY);

    expect(await clientAt({ now: inDays(0.5) }).status()).toMatchObject({ state: 'licensed', refreshed: false });
    expect(postsTo('/api/v1/licenses/validate')).toBe(0);
    expect(await clientAt({ now: () => tomorrow }).status()).toMatchObject({ state: 'licensed', refreshed: true });
    expect(postsTo('/api/v1/licenses/validate')).toBe(1);
    expect((await store.read())!.activation.lastValidatedAt).toBe(tomorrow.toISOString());
  });

  it('keeps trusting the stored file while the server is unreachable, and does not retry for an hour', async () => {
    await clientAt().activate(licence.key);
    await server.stop();

    const status = await clientAt({ now: inDays(2) }).status();

    expect(status).toMatchObject({ state: 'licensed', refreshed: false, refreshFailure: expect.stringContaining('cannot be reached') });
    await server.resume();
    expect(await clientAt({ now: () => new Date(Date.now() + 2 * DAY + 30 * 60_000) }).status()).toMatchObject({ refreshed: false });
    expect(postsTo('/api/v1/licenses/validate')).toBe(0);
    expect(await clientAt({ now: () => new Date(Date.now() + 2 * DAY + 61 * 60_000) }).status()).toMatchObject({ refreshed: true });
  });

  it('refuses the stored file once it has expired offline', async () => {
    await clientAt().activate(licence.key);
    await server.stop();

    expect(await clientAt({ now: inDays(15) }).status()).toMatchObject({ state: 'refused', reason: 'EXPIRED', refreshFailure: expect.any(String) });
  });

  it('forgets the licence when the server says it is suspended, and when the seat was released elsewhere', async () => {
    await clientAt().activate(licence.key);
    licence.status = 'suspended';

    expect(await clientAt({ now: inDays(1) }).status()).toMatchObject({ state: 'revoked', code: 'SUSPENDED', message: expect.stringContaining('suspended') });
    expect(await clientAt().status()).toMatchObject({ state: 'not-activated' });

    licence.status = 'active';
    await clientAt().activate(licence.key);
    licence.machines.clear();
    expect(await clientAt({ now: inDays(1) }).status()).toMatchObject({ state: 'revoked', code: 'NOT_ACTIVATED' });
  });

  it('refuses a stored file edited by hand, or copied to another machine', async () => {
    await clientAt().activate(licence.key);
    const compactJws = unarmorLicence(await readFile(store.licenceFilePath, 'utf8'));
    const [header, payload, signature] = compactJws.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

    expect(await clientAt({ fingerprint: 'another-machine-fingerprint-02' }).status({ online: false })).toMatchObject({
      state: 'refused',
      reason: 'OTHER_MACHINE',
    });

    const forged = Buffer.from(JSON.stringify({ ...claims, seats: 500 })).toString('base64url');
    await writeFile(store.licenceFilePath, `${header}.${forged}.${signature}`);
    expect(await clientAt().status({ online: false })).toMatchObject({ state: 'refused', reason: 'TAMPERED' });
  });

  it('after a key rotation, keeps the file of the retired key, and the refresh brings one of the new key', async () => {
    await clientAt().activate(licence.key);
    const retiredKid = decodeProtectedHeader(unarmorLicence(await readFile(store.licenceFilePath, 'utf8'))).kid;
    const newKey = await server.rotateSigningKey();

    expect(await clientAt().status({ online: false })).toMatchObject({ state: 'licensed' });
    expect(await clientAt({ now: inDays(1) }).status()).toMatchObject({ state: 'licensed', refreshed: true });

    expect(decodeProtectedHeader(unarmorLicence(await readFile(store.licenceFilePath, 'utf8'))).kid).toBe(newKey.kid);
    const { keySet } = (await store.read())!;
    expect('jwks' in keySet && keySet.jwks.keys.map((key) => key.kid)).toEqual([newKey.kid, retiredKid]);
  });

  it('trusts a key shipped with the app over a key of the same kid written into the cached JWKS', async () => {
    const shippedJwks = { keys: [server.signingKey.publicJwk] };
    await clientAt({ shippedJwks }).activate(licence.key);
    const intruder = await createSigningKey(server.signingKey.kid);
    await writeFile(join(store.dir, 'jwks.json'), JSON.stringify(jwksOf([intruder])));

    expect(await clientAt({ shippedJwks }).status({ online: false })).toMatchObject({ state: 'licensed' });
    expect(await clientAt().status({ online: false })).toMatchObject({ state: 'refused', reason: 'TAMPERED' });
  });

  describe('with the root key shipped: only keys the root vouches for (finding M3, ASVS 9.1.3)', () => {
    const YEAR_2036 = Math.floor(Date.UTC(2036, 0, 1) / 1000);
    const trusting = (options: Partial<LicenceClientOptions> = {}) => clientAt({ rootKeys: server.rootJwks, ...options });

    /** The reproduction of M3: the user's own key written into the cache, and a file it signed. */
    async function plantForgedLicence(): Promise<void> {
      const intruder = await createSigningKey();
      const claims = licenceClaims({ iss: server.origin, fp: THIS_MACHINE, plan: 'enterprise', seats: 5, exp: YEAR_2036, lexp: YEAR_2036 });
      await writeFile(store.licenceFilePath, await signLicenceFile(claims, intruder));
      await writeFile(join(store.dir, 'jwks.json'), JSON.stringify(jwksOf([server.signingKey, intruder])));
      // The same key in a set the user signed, in place of the server's signed set.
      await writeFile(join(store.dir, 'jwks.jws'), await signKeySet([server.signingKey, intruder], intruder, { iss: server.origin }));
    }

    beforeEach(() => {
      licence = server.addLicence({ plan: 'trial', seats: 1 });
    });

    it('stores the signed key set and trusts it offline', async () => {
      await trusting().activate(licence.key);
      await server.stop();

      expect(await readFile(join(store.dir, 'jwks.jws'), 'utf8')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
      expect(await trusting().status()).toMatchObject({ state: 'licensed', claims: { plan: 'trial' } });
    });

    it('refuses a file signed by a key added to the cache, offline', async () => {
      await trusting().activate(licence.key);
      await plantForgedLicence();

      expect(await trusting().status({ online: false })).toMatchObject({ state: 'refused', reason: 'UNKNOWN_KEY' });
      // Only the plain set left, as in the finding; an app shipping signing keys but no root refuses it too.
      await rm(join(store.dir, 'jwks.jws'));
      expect(await trusting().status({ online: false })).toMatchObject({ state: 'refused', reason: 'UNKNOWN_KEY' });
      expect(await clientAt({ shippedJwks: jwksOf([server.signingKey]) }).status({ online: false })).toMatchObject({ state: 'refused', reason: 'UNKNOWN_KEY' });
      await server.stop();
      expect(await trusting({ now: inDays(2) }).status()).toMatchObject({ state: 'refused', reason: 'UNKNOWN_KEY', refreshFailure: expect.any(String) });
    });

    it('refuses a file signed by a key added to the cache, online: the refresh replaces it with the genuine trial', async () => {
      await trusting().activate(licence.key);
      await plantForgedLicence();

      const status = await trusting().status();

      expect(status).toMatchObject({ state: 'licensed', refreshed: true, claims: { plan: 'trial', seats: 1 } });
      expect(await trusting().status({ online: false })).toMatchObject({ state: 'licensed', claims: { plan: 'trial' } });
    });

    it('accepts a properly rotated key, online and then offline, and still the files of the retired key', async () => {
      await trusting().activate(licence.key);
      const oldFile = await readFile(store.licenceFilePath, 'utf8');
      const newKey = await server.rotateSigningKey();

      expect(await trusting({ now: inDays(1) }).status()).toMatchObject({ state: 'licensed', refreshed: true });
      expect(decodeProtectedHeader(unarmorLicence(await readFile(store.licenceFilePath, 'utf8'))).kid).toBe(newKey.kid);
      await server.stop();
      expect(await trusting().status({ online: false })).toMatchObject({ state: 'licensed', claims: { plan: 'trial' } });
      await writeFile(store.licenceFilePath, oldFile);
      expect(await trusting().status({ online: false })).toMatchObject({ state: 'licensed' });
    });

    it('stores nothing from a server whose key set the shipped root did not sign', async () => {
      const otherRoot = await createSigningKey('another-root');

      const refused = trusting({ rootKeys: jwksOf([otherRoot]) }).activate(licence.key);

      await expect(refused).rejects.toThrow(LicenceApiError);
      await expect(refused).rejects.toMatchObject({ code: 'UNTRUSTED_KEY_SET' });
      expect(await store.read()).toBeNull();
    });
  });

  it('takes a damaged activation record for no licence, so the user activates again', async () => {
    await clientAt().activate(licence.key);
    await writeFile(join(store.dir, 'activation.json'), '{"licenseKey": "PF-');

    expect(await clientAt().status()).toMatchObject({ state: 'not-activated' });
    await expect(clientAt().activate(licence.key)).resolves.toMatchObject({ license: { seatsUsed: 1 } });
  });

  it('deactivates: the seat is free and the licence is gone from this computer', async () => {
    await clientAt().activate(licence.key);

    await clientAt().deactivate();

    expect(licence.machines.size).toBe(0);
    expect(await clientAt().status()).toMatchObject({ state: 'not-activated' });
    await expect(clientAt().deactivate()).rejects.toThrow(NoStoredLicenceError);
  });

  it('deactivates a computer whose seat was already released in the dashboard', async () => {
    await clientAt().activate(licence.key);
    licence.machines.clear();

    await clientAt().deactivate();

    expect(await store.read()).toBeNull();
  });
});
