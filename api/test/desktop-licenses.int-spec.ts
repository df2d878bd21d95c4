import { decodeJwt, decodeProtectedHeader } from 'jose';
import request from 'supertest';
import { LicenseRepositoryPort } from '@pointforge/domain';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { billingSuite } from './support/billing-suite';
import { aFingerprint, desktopApp } from './support/desktop-app';
import type { SignedInUser } from './support/signed-in-users';
import { webDistService, type StartStack } from './support/stack-suite';
import { TEST_SITE_ORIGIN } from './support/test-config';
import { servedKeySet, verifyLicenseFile } from './support/license-files';
import { refusal } from './support/refusals';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_SECONDS = 86_400;
const UNKNOWN_KEY = 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA';

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB and Redis', startProductionStack],
  ['the embedded default (SQLite, limits in memory)', startEmbeddedStack],
];

/**
 * /api/v1/licenses/* and /.well-known/jwks.json as a desktop app calls them, on both ways
 * to run, with licences bought through the PayPal simulator over HTTP or started as trials
 * through the API, and a small web build served (the JWK Set must not be taken for a page).
 */
describe.each(STACKS)('desktop licence API on %s', (_stackName, startStack) => {
  const { stack, simulator, users, subscriber, webhook } = billingSuite('desktop-licenses', {
    start: startStack,
    services: [webDistService()],
    usersLabel: 'desktop',
  });

  interface BoughtLicense {
    user: SignedInUser;
    licenseId: string;
    licenseKey: string;
    paypalId: string | null;
  }

  async function onlyLicenseOf(user: SignedInUser): Promise<{ id: string; licenseKey: string }> {
    const { licenses } = (await user.browser.get('/api/licenses/me')).body as { licenses: Array<{ id: string; licenseKey: string }> };
    expect(licenses).toHaveLength(1);
    return licenses[0]!;
  }

  /** An Enterprise licence bought as a customer buys it: checkout, approval at PayPal, confirmation. */
  async function enterpriseLicense(): Promise<BoughtLicense> {
    const profile = { firstName: 'Thandi', lastName: 'Nkosi', company: 'Deep Level Mining' };
    const { user, paypalId } = await subscriber('enterprise', { plan: 'enterprise', billingType: 'annual', profile });
    const license = await onlyLicenseOf(user);
    return { user, licenseId: license.id, licenseKey: license.licenseKey, paypalId };
  }

  async function trialLicense(profile: object = { firstName: 'Ada', lastName: 'Lovelace' }): Promise<BoughtLicense> {
    const user = await users.create('trial', profile);
    const started = await user.browser.post('/api/licenses/trial');
    expect(started.status).toBe(201);
    return { user, licenseId: started.body.license.id, licenseKey: started.body.license.licenseKey, paypalId: null };
  }

  /** The daily check answers `code` with no licence file (the licence's status is the code in lower case), and activation is refused 403 with it. */
  async function expectShutOut(licenseKey: string, fingerprints: { validating: string; activating: string }, code: string, message: string) {
    const app = desktopApp(stack.http);
    const validated = await app('validate', { licenseKey, fingerprint: fingerprints.validating });
    expect({ status: validated.status, body: validated.body }).toEqual({
      status: 200,
      body: { success: true, valid: false, code, license: expect.objectContaining({ status: code.toLowerCase() }) },
    });
    const activated = await app('activate', { licenseKey, fingerprint: fingerprints.activating });
    expect({ status: activated.status, body: activated.body }).toEqual({ status: 403, body: refusal(code, message) });
  }

  it('activates a machine: 200 with the licence, the machine, and a licence file that verifies against the served JWK Set', async () => {
    const bought = await enterpriseLicense();
    const fingerprint = aFingerprint();
    const before = Math.floor(Date.now() / 1000);

    const response = await desktopApp(stack.http)('activate', {
      licenseKey: bought.licenseKey,
      fingerprint,
      name: 'survey-laptop',
      platform: 'windows',
      appVersion: '1.0.7',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      code: 'VALID',
      license: {
        id: bought.licenseId,
        plan: 'enterprise',
        status: 'active',
        expiresAt: expect.stringMatching(ISO_INSTANT),
        seats: 5,
        devicesPerSeat: 2,
        seatsUsed: 1,
      },
      machine: {
        id: expect.any(String),
        fingerprint,
        name: 'survey-laptop',
        platform: 'windows',
        appVersion: '1.0.7',
        activatedAt: expect.stringMatching(ISO_INSTANT),
        lastSeenAt: expect.stringMatching(ISO_INSTANT),
      },
      licenseFile: expect.stringMatching(/^-----BEGIN POINTFORGE LICENSE-----\n(?:[A-Za-z0-9_.-]{1,64}\n)+-----END POINTFORGE LICENSE-----\n$/),
      // The computer's own credential (docs/licence-protocol.md): it outlives a rotation of the key.
      credentials: { accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600, tokenType: 'Bearer', scope: 'license' },
    });
    const keySet = await servedKeySet(stack.http);
    const { payload, protectedHeader } = await verifyLicenseFile(response.body.licenseFile, keySet);
    expect(protectedHeader).toEqual({ alg: 'EdDSA', kid: keySet.keys[0]!.kid, typ: 'pointforge-license+jwt' });
    const licenseExpiry = Math.floor(Date.parse(response.body.license.expiresAt) / 1000);
    expect(payload).toEqual({
      iss: TEST_SITE_ORIGIN,
      aud: 'pointforge-desktop',
      sub: bought.licenseId,
      iat: expect.any(Number),
      nbf: expect.any(Number),
      exp: expect.any(Number),
      plan: 'enterprise',
      seats: 5,
      devicesPerSeat: 2,
      fp: fingerprint,
      mid: response.body.machine.id,
      lexp: licenseExpiry,
      licensee: 'Deep Level Mining',
      // The file's own id; no `epk`: an app that sent no device key gets files without an offline deactivation code.
      jti: expect.any(String),
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.nbf).toBe(payload.iat);
    // Bought with annual billing at checkout: its files run offline for 90 days.
    expect(payload.exp).toBe(payload.iat! + 90 * DAY_SECONDS);
  });

  it('activates the same fingerprint again as the same machine, with refreshed details and a fresh file', async () => {
    const bought = await enterpriseLicense();
    const app = desktopApp(stack.http);
    const fingerprint = aFingerprint();
    const first = await app('activate', { licenseKey: bought.licenseKey, fingerprint, name: 'old-name', platform: 'linux', appVersion: '1.0.6' });
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const again = await app('activate', { licenseKey: bought.licenseKey, fingerprint, name: 'new-name', appVersion: '1.0.7' });

    expect(again.status).toBe(200);
    expect(again.body.machine).toEqual({ ...first.body.machine, name: 'new-name', appVersion: '1.0.7', lastSeenAt: expect.stringMatching(ISO_INSTANT) });
    expect(Date.parse(again.body.machine.lastSeenAt)).toBeGreaterThan(Date.parse(first.body.machine.lastSeenAt));
    expect(again.body.license.seatsUsed).toBe(1);
    expect(again.body.licenseFile).not.toBe(first.body.licenseFile);
  });

  it('gives the key holder exactly 2 of 20 concurrent activations of distinct machines on an Enterprise licence (seats are people, 2 devices each); the rest get 409 TOO_MANY_MACHINES', async () => {
    const bought = await enterpriseLicense();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => desktopApp(stack.http)('activate', { licenseKey: bought.licenseKey, fingerprint: aFingerprint() })),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(18);
    expect(refused[0]!.body).toEqual(
      refusal('TOO_MANY_MACHINES', 'This license is already active on 2 of the 2 devices you may use. Release one in your dashboard.'),
    );
    const validated = await desktopApp(stack.http)('validate', { licenseKey: bought.licenseKey });
    expect(validated.body.license).toMatchObject({ seats: 5, devicesPerSeat: 2, seatsUsed: 2 });
  });

  it('gives a trial exactly 1 of 20 concurrent activations, and refuses a second account’s trial on that computer with 403 TRIAL_USED', async () => {
    const trial = await trialLicense();
    const fingerprints = Array.from({ length: 20 }, () => aFingerprint());

    const answers = await Promise.all(fingerprints.map((fingerprint) => desktopApp(stack.http)('activate', { licenseKey: trial.licenseKey, fingerprint })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect(winner.license).toMatchObject({ plan: 'trial', seats: 1, seatsUsed: 1 });
    const expiresAt = Math.floor(Date.parse(winner.license.expiresAt) / 1000);
    // A trial's file ends with the trial (7 days).
    expect((await verifyLicenseFile(winner.licenseFile, await servedKeySet(stack.http))).payload.exp).toBe(expiresAt);

    // The same computer, released, tries a new account's trial: refused. A paid licence is fine.
    const computer = winner.machine.fingerprint as string;
    expect((await desktopApp(stack.http)('deactivate', { licenseKey: trial.licenseKey, fingerprint: computer })).status).toBe(200);
    const secondTrial = await trialLicense();
    const refused = await desktopApp(stack.http)('activate', { licenseKey: secondTrial.licenseKey, fingerprint: computer });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: refusal('TRIAL_USED', 'This device has already used its free trial.'),
    });
    const paid = await enterpriseLicense();
    expect((await desktopApp(stack.http)('activate', { licenseKey: paid.licenseKey, fingerprint: computer })).status).toBe(200);
  });

  it('validates with each code: VALID (a fresh file with a fingerprint), NOT_FOUND, NOT_ACTIVATED', async () => {
    const bought = await enterpriseLicense();
    const app = desktopApp(stack.http);
    const fingerprint = aFingerprint();
    const activated = await app('activate', { licenseKey: bought.licenseKey, fingerprint });

    const valid = await app('validate', { licenseKey: bought.licenseKey, fingerprint });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({
      success: true,
      valid: true,
      code: 'VALID',
      license: activated.body.license,
      machine: { ...activated.body.machine, lastSeenAt: expect.stringMatching(ISO_INSTANT) },
      licenseFile: expect.stringContaining('-----BEGIN POINTFORGE LICENSE-----'),
    });
    expect((await verifyLicenseFile(valid.body.licenseFile, await servedKeySet(stack.http))).payload.mid).toBe(activated.body.machine.id);

    expect((await app('validate', { licenseKey: bought.licenseKey })).body).toEqual({
      success: true,
      valid: true,
      code: 'VALID',
      license: activated.body.license,
    });
    expect(await app('validate', { licenseKey: bought.licenseKey, fingerprint: aFingerprint() })).toMatchObject({
      status: 200,
      body: { success: true, valid: false, code: 'NOT_ACTIVATED', license: activated.body.license },
    });
    const notFound = await app('validate', { licenseKey: UNKNOWN_KEY, fingerprint });
    expect({ status: notFound.status, body: notFound.body }).toEqual({ status: 200, body: { success: true, valid: false, code: 'NOT_FOUND' } });
    expect((await app('activate', { licenseKey: UNKNOWN_KEY, fingerprint })).status).toBe(404);
  });

  it.each([
    ['refunded', (paypalId: string) => simulator.refundLatestPayment(paypalId)],
    ['reversed (a chargeback)', (paypalId: string) => simulator.reverseLatestPayment(paypalId)],
  ])('suspends a licence whose payment was %s: validate answers SUSPENDED with no file, activate 403 SUSPENDED', async (_how, takeBack) => {
    const bought = await enterpriseLicense();
    const app = desktopApp(stack.http);
    const fingerprint = aFingerprint();
    await app('activate', { licenseKey: bought.licenseKey, fingerprint });

    const delivery = takeBack(bought.paypalId!);
    expect((await webhook(delivery)).status).toBe(200);

    await expectShutOut(bought.licenseKey, { validating: fingerprint, activating: aFingerprint() }, 'SUSPENDED', 'This license is suspended.');
  });

  it('answers EXPIRED for a licence past its expiry: validate with no file, activate 403 EXPIRED', async () => {
    const trial = await trialLicense();
    const app = desktopApp(stack.http);
    const fingerprint = aFingerprint();
    await app('activate', { licenseKey: trial.licenseKey, fingerprint });
    const licenses = stack.apps[0]!.get(LicenseRepositoryPort);
    const stored = (await licenses.findById(trial.licenseId))!;
    await licenses.update({ ...stored, expiryDate: new Date(Date.now() - 1000) });

    await expectShutOut(trial.licenseKey, { validating: fingerprint, activating: fingerprint }, 'EXPIRED', 'This license has expired.');
  });

  it('deactivates a machine, freeing its seat for another; again it answers 404 NOT_ACTIVATED', async () => {
    const trial = await trialLicense();
    const app = desktopApp(stack.http);
    const [first, second] = [aFingerprint(), aFingerprint()];
    const activated = await app('activate', { licenseKey: trial.licenseKey, fingerprint: first });
    expect((await app('activate', { licenseKey: trial.licenseKey, fingerprint: second })).status).toBe(409);

    const released = await app('deactivate', { licenseKey: trial.licenseKey, fingerprint: first });

    expect(released.status).toBe(200);
    expect(released.body).toEqual({ success: true, license: { ...activated.body.license, seatsUsed: 0 }, machine: activated.body.machine });
    // The trial moves to a second computer of the same account; the first one's trial is still this one.
    expect((await app('activate', { licenseKey: trial.licenseKey, fingerprint: second })).status).toBe(200);
    const again = await app('deactivate', { licenseKey: trial.licenseKey, fingerprint: first });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 404,
      body: refusal('NOT_ACTIVATED', 'This device is not activated for this license.'),
    });
    expect((await app('deactivate', { licenseKey: UNKNOWN_KEY, fingerprint: first })).body.code).toBe('NOT_FOUND');
  });

  it('answers 400 to a bad fingerprint, an unknown field or a bad platform, before looking at the key', async () => {
    const app = desktopApp(stack.http);
    const cases: Array<[object, string]> = [
      [{ licenseKey: UNKNOWN_KEY, fingerprint: 'too-short' }, 'fingerprint'],
      [{ licenseKey: UNKNOWN_KEY, fingerprint: `${aFingerprint()} with spaces` }, 'fingerprint'],
      [{ licenseKey: UNKNOWN_KEY, fingerprint: 'x'.repeat(257) }, 'fingerprint'],
      [{ licenseKey: UNKNOWN_KEY, fingerprint: aFingerprint(), seats: 99 }, 'seats'],
      [{ licenseKey: UNKNOWN_KEY, fingerprint: aFingerprint(), platform: 'amiga' }, 'platform'],
      [{ licenseKey: UNKNOWN_KEY, fingerprint: aFingerprint(), name: 'n'.repeat(101) }, 'name'],
      [{ licenseKey: UNKNOWN_KEY, fingerprint: aFingerprint(), appVersion: 'v'.repeat(33) }, 'appVersion'],
      [{ fingerprint: aFingerprint() }, 'licenseKey'],
    ];
    for (const [body, field] of cases) {
      const response = await app('activate', body);
      expect({ field, status: response.status, code: response.body.code }).toEqual({ field, status: 400, code: 'VALIDATION.FAILED' });
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    expect((await app('validate', { licenseKey: UNKNOWN_KEY, fingerprint: 'short' })).status).toBe(400);
    expect((await app('deactivate', { licenseKey: UNKNOWN_KEY })).status).toBe(400);
  });

  // ASVS 5.0 2.4.1 (L1): strangers holding the key cannot spend an activated device's budget.
  it('leaves an activated device its own 60 calls an hour when 200 strangers name its key; strangers get 429 past 30, one address past 120', async () => {
    const trial = await trialLicense();
    const computer = aFingerprint();
    expect((await desktopApp(stack.http)('activate', { licenseKey: trial.licenseKey, fingerprint: computer })).status).toBe(200);

    const strangers = await Promise.all(
      Array.from({ length: 200 }, (_, call) =>
        desktopApp(stack.http, `203.0.113.${call % 250}`)(
          'validate',
          call % 2 === 0 ? { licenseKey: trial.licenseKey } : { licenseKey: trial.licenseKey, fingerprint: aFingerprint() },
        ),
      ),
    );
    expect(strangers.filter((answer) => answer.status === 200)).toHaveLength(29);
    const refused = strangers.find((answer) => answer.status === 429)!;
    expect(refused.body.code).toBe('HTTP.RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);

    const device = desktopApp(stack.http);
    const validated = await device('validate', { licenseKey: trial.licenseKey, fingerprint: computer });
    expect({ status: validated.status, code: validated.body.code }).toEqual({ status: 200, code: 'VALID' });
    expect((await device('deactivate', { licenseKey: trial.licenseKey, fingerprint: computer })).status).toBe(200);

    const guesser = desktopApp(stack.http);
    for (let call = 0; call < 120; call += 1) {
      expect((await guesser('validate', { licenseKey: `PF-AAAAA-AAAAA-AAAAA-AAAAA-${String(call).padStart(5, 'A')}` })).body.code).toBe('NOT_FOUND');
    }
    const perAddress = await guesser('validate', { licenseKey: UNKNOWN_KEY });
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(3000);
  });

  // L2: the one-trial-per-machine ledger reads a fingerprint in any case as the same machine.
  it('refuses a second trial on a machine that writes its fingerprint in upper case (403 TRIAL_USED)', async () => {
    const first = await trialLicense();
    const computer = aFingerprint();
    expect((await desktopApp(stack.http)('activate', { licenseKey: first.licenseKey, fingerprint: computer })).status).toBe(200);

    const second = await trialLicense();
    const shouted = await desktopApp(stack.http)('activate', { licenseKey: second.licenseKey, fingerprint: computer.toUpperCase() });
    expect({ status: shouted.status, code: shouted.body.code }).toEqual({ status: 403, code: 'TRIAL_USED' });
    const whispered = await desktopApp(stack.http)('activate', { licenseKey: second.licenseKey, fingerprint: computer.toLowerCase() });
    expect({ status: whispered.status, code: whispered.body.code }).toEqual({ status: 403, code: 'TRIAL_USED' });
  });

  it('serves the public keys at /.well-known/jwks.json, outside /api and never as a page', async () => {
    const response = await request(stack.http).get('/.well-known/jwks.json').set('Accept', 'text/html,application/json');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      keys: [{ kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), kid: expect.any(String), alg: 'EdDSA', use: 'sig' }],
    });
    expect((await request(stack.http).get('/api/.well-known/jwks.json')).status).toBe(404);
  });

  it('serves the same keys signed by the root key at /.well-known/jwks.jws, for longer than any licence file lives (ASVS 9.1.3)', async () => {
    const response = await request(stack.http).get('/.well-known/jwks.jws').set('Accept', 'text/html,application/jose');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/jose/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const signed = response.text;
    expect(decodeProtectedHeader(signed)).toEqual({ alg: 'EdDSA', kid: expect.any(String), typ: 'pointforge-jwks+jwt' });
    const claims = decodeJwt(signed);
    expect(claims).toEqual({ iss: stack.origin, iat: expect.any(Number), exp: claims.iat! + 100 * DAY_SECONDS, keys: (await servedKeySet(stack.http)).keys });
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
    // Signed by the root, which is none of the keys it lists.
    expect(claims.keys).not.toContainEqual(expect.objectContaining({ kid: decodeProtectedHeader(signed).kid }));
  });
});
