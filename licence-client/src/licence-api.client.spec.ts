import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LicenceApiClient, LicenceApiError, parseRetryAfter } from './licence-api.client';
import { verifyLicenceFile } from './licence-verifier';
import { FakeLicenceServer } from './testing/fake-licence-server';

const machine = (n: number) => `machine-fingerprint-${String(n).padStart(4, '0')}`;

describe('LicenceApiClient against a fake of the licence API', () => {
  let server: FakeLicenceServer;
  let api: LicenceApiClient;

  beforeAll(async () => {
    server = await FakeLicenceServer.start();
    api = new LicenceApiClient({ apiOrigin: server.origin });
  });
  afterAll(() => server.stop());

  /** The error a call fails with (the test fails if it does not). */
  async function failureOf(call: Promise<unknown>): Promise<LicenceApiError> {
    const error = await call.then(
      () => new Error('expected the call to fail'),
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof LicenceApiError)) throw error;
    return error;
  }

  it('activates: the licence, the machine and a licence file for this fingerprint, sent as plain JSON without cookies', async () => {
    const licence = server.addLicence({ plan: 'professional', seats: 1, licensee: 'Acme Surveys' });

    const answer = await api.activate({ licenseKey: licence.key, fingerprint: machine(1), name: 'survey-laptop', platform: 'linux', appVersion: '1.0.7' });

    expect(answer.license).toMatchObject({ id: licence.id, plan: 'professional', seats: 1, seatsUsed: 1 });
    expect(answer.machine).toMatchObject({ fingerprint: machine(1), name: 'survey-laptop', platform: 'linux', appVersion: '1.0.7' });
    const verification = await verifyLicenceFile(answer.licenseFile, { jwks: await api.fetchJwks(), issuer: server.origin, fingerprint: machine(1) });
    expect(verification).toMatchObject({ valid: true, claims: { sub: licence.id, mid: answer.machine.id, licensee: 'Acme Surveys' } });
    const request = server.requests.find((entry) => entry.path === '/api/v1/licenses/activate')!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers['x-requested-with']).toBeUndefined();
  });

  it('activating the same machine again keeps its seat and machine id', async () => {
    const licence = server.addLicence({ seats: 1 });
    const first = await api.activate({ licenseKey: licence.key, fingerprint: machine(1) });

    const again = await api.activate({ licenseKey: licence.key, fingerprint: machine(1) });

    expect(again.machine.id).toBe(first.machine.id);
    expect(again.license.seatsUsed).toBe(1);
  });

  it('refuses a machine past the seats with the numbers the server gives', async () => {
    const licence = server.addLicence({ seats: 2 });
    await api.activate({ licenseKey: licence.key, fingerprint: machine(1) });
    await api.activate({ licenseKey: licence.key, fingerprint: machine(2) });

    const error = await failureOf(api.activate({ licenseKey: licence.key, fingerprint: machine(3) }));

    expect(error).toMatchObject({
      code: 'TOO_MANY_MACHINES',
      status: 409,
      message: 'This license is already active on 2 of 2 devices. Release one in your dashboard.',
    });
  });

  it('maps each refusal of activate to its code and message', async () => {
    const suspended = server.addLicence({ status: 'suspended' });
    const expired = server.addLicence({ expiresAt: new Date(Date.now() - 1000) });
    const [firstTrial, secondTrial] = [server.addLicence({ plan: 'trial', seats: 1 }), server.addLicence({ plan: 'trial', seats: 1 })];
    await api.activate({ licenseKey: firstTrial.key, fingerprint: machine(7) });

    expect(await failureOf(api.activate({ licenseKey: 'PF-NOT-A-KEY', fingerprint: machine(1) }))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: expect.stringContaining('does not exist'),
    });
    expect(await failureOf(api.activate({ licenseKey: suspended.key, fingerprint: machine(1) }))).toMatchObject({ code: 'SUSPENDED', status: 403 });
    expect(await failureOf(api.activate({ licenseKey: expired.key, fingerprint: machine(1) }))).toMatchObject({
      code: 'EXPIRED',
      message: expect.stringContaining('Renew'),
    });
    expect(await failureOf(api.activate({ licenseKey: secondTrial.key, fingerprint: machine(7) }))).toMatchObject({
      code: 'TRIAL_USED',
      message: 'This device has already used its free trial.',
    });
  });

  it('validates with each code, and brings a fresh file for an activated machine', async () => {
    const licence = server.addLicence();
    await api.activate({ licenseKey: licence.key, fingerprint: machine(1) });

    const valid = await api.validate({ licenseKey: licence.key, fingerprint: machine(1) });
    expect(valid).toMatchObject({
      valid: true,
      code: 'VALID',
      machine: { fingerprint: machine(1) },
      licenseFile: expect.stringContaining('BEGIN POINTFORGE LICENSE'),
    });
    expect(await api.validate({ licenseKey: licence.key })).toMatchObject({ valid: true, code: 'VALID' });
    expect(await api.validate({ licenseKey: licence.key, fingerprint: machine(2) })).toMatchObject({ valid: false, code: 'NOT_ACTIVATED' });
    expect(await api.validate({ licenseKey: 'PF-NOT-A-KEY' })).toMatchObject({ valid: false, code: 'NOT_FOUND' });
    licence.status = 'suspended';
    expect(await api.validate({ licenseKey: licence.key, fingerprint: machine(1) })).toEqual({ success: true, valid: false, code: 'SUSPENDED' });
    licence.status = 'active';
    licence.expiresAt = new Date(Date.now() - 1000);
    expect(await api.validate({ licenseKey: licence.key, fingerprint: machine(1) })).toMatchObject({ valid: false, code: 'EXPIRED' });
  });

  it('deactivates, which frees the seat; deactivating again is NOT_ACTIVATED', async () => {
    const licence = server.addLicence({ seats: 1 });
    await api.activate({ licenseKey: licence.key, fingerprint: machine(1) });

    await api.deactivate({ licenseKey: licence.key, fingerprint: machine(1) });

    expect(await failureOf(api.deactivate({ licenseKey: licence.key, fingerprint: machine(1) }))).toMatchObject({ code: 'NOT_ACTIVATED', status: 404 });
    await expect(api.activate({ licenseKey: licence.key, fingerprint: machine(2) })).resolves.toMatchObject({ license: { seatsUsed: 1 } });
  });

  it('passes on the field errors of a 400', async () => {
    const error = await failureOf(api.activate({ licenseKey: 'PF-X', fingerprint: 'bad fingerprint' }));

    expect(error).toMatchObject({ code: 'INVALID_REQUEST', status: 400, message: 'Validation failed fingerprint is malformed' });
  });

  it('reads a namespaced code of the envelope ("LICENSING.TOO_MANY_MACHINES") as the contract code', async () => {
    server.answerNextWith({
      status: 409,
      body: { success: false, code: 'LICENSING.TOO_MANY_MACHINES', message: 'This license is already active on 5 of 5 devices.' },
    });

    expect(await failureOf(api.activate({ licenseKey: 'PF-X', fingerprint: machine(1) }))).toMatchObject({ code: 'TOO_MANY_MACHINES' });
  });

  it('says when to try again after a 429 or a 503 with Retry-After', async () => {
    server.answerNextWith(
      { status: 429, headers: { 'retry-after': '30' }, body: { success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many requests' } },
      { status: 503, headers: { 'retry-after': '300' }, body: { success: false, code: 'UNAVAILABLE', message: 'Service unavailable' } },
    );

    expect(await failureOf(api.validate({ licenseKey: 'PF-X' }))).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 30,
      message: 'Too many licence requests from this computer or for this key. Try again in 30 seconds.',
    });
    expect(await failureOf(api.validate({ licenseKey: 'PF-X' }))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The licence server is not available at the moment. Try again in 5 minutes.',
    });
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThanOrEqual(59);
  });

  it('refuses an answer that is not the contract (an HTML page, a 200 without a file)', async () => {
    server.answerNextWith({ status: 200, body: { success: true, code: 'VALID' } }, { status: 404, body: { message: 'Cannot POST' } });

    expect(await failureOf(api.activate({ licenseKey: 'PF-X', fingerprint: machine(1) }))).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
    expect(await failureOf(api.activate({ licenseKey: 'PF-X', fingerprint: machine(1) }))).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('fetches the signed key set as a compact JWS, and refuses a page or an outage in its place', async () => {
    expect(await api.fetchSignedJwks()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(server.requests.at(-1)?.headers.accept).toBe('application/jose');

    server.answerNextWith({ status: 200, body: '<!doctype html><title>Sign in to the Wi-Fi</title>' }, { status: 503, body: { success: false } });
    expect(await failureOf(api.fetchSignedJwks())).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
    expect(await failureOf(api.fetchSignedJwks())).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  describe('when the server cannot be reached', () => {
    let silent: Server;
    beforeAll(async () => {
      // Accepts connections and never answers.
      silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => {
      silent.closeAllConnections();
      return new Promise((resolve) => silent.close(resolve));
    });

    it('reports a network error when nothing listens', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const closedPort = new LicenceApiClient({ apiOrigin: `http://127.0.0.1:${port}` });

      expect(await failureOf(closedPort.fetchJwks())).toMatchObject({ code: 'NETWORK_ERROR', message: expect.stringContaining('cannot be reached') });
    });

    it('gives up after its timeout when the server does not answer', async () => {
      const { port } = silent.address() as AddressInfo;
      const impatient = new LicenceApiClient({ apiOrigin: `http://127.0.0.1:${port}`, timeoutMs: 200 });

      expect(await failureOf(impatient.validate({ licenseKey: 'PF-X' }))).toMatchObject({
        code: 'TIMEOUT',
        message: expect.stringContaining('did not answer in time'),
      });
    });
  });
});
