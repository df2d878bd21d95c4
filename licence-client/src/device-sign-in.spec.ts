import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LicenceApiError } from './licence-api.client';
import { LicenceClient, type LicenceClientOptions } from './licence-client';
import { LicenceStore } from './licence-store';
import { FakeLicenceServer, type FakeLicence } from './testing/fake-licence-server';

const THIS_MACHINE = 'this-machine-fingerprint-0001';
const DAY = 86_400_000;

describe('LicenceClient: signing in by device code (login) and the computer’s own credential', () => {
  let server: FakeLicenceServer;
  let licence: FakeLicence;
  let store: LicenceStore;
  const sleeps: number[] = [];

  beforeEach(async () => {
    server = await FakeLicenceServer.start();
    licence = server.addLicence({ plan: 'enterprise', seats: 5, licensee: 'Acme Surveys' });
    store = new LicenceStore(join(await mkdtemp(join(tmpdir(), 'pf-licence-')), 'PointForge'));
    sleeps.length = 0;
  });
  afterEach(async () => {
    await server.stop().catch(() => undefined);
    await rm(store.dir, { recursive: true, force: true });
  });

  const clientAt = (options: Partial<LicenceClientOptions> = {}) =>
    new LicenceClient({
      apiOrigin: server.origin,
      store,
      fingerprint: THIS_MACHINE,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...options,
    });
  const bearerCalls = (path: string) => server.requests.filter((request) => request.path === path && request.headers.authorization?.startsWith('Bearer '));
  const keyCalls = (path: string) =>
    server.requests.filter((request) => request.path === path && (request.body as { licenseKey?: string }).licenseKey !== undefined);

  it('shows the code, waits the interval between polls until approved, then activates with the token and keeps no key', async () => {
    let approveAfterPolls = 2;
    const shown: string[] = [];
    const client = clientAt({
      sleep: async (ms) => {
        sleeps.push(ms);
        if (--approveAfterPolls === 0) server.decideSignIn(shown[0]!, { licence });
      },
    });

    const activation = await client.login((prompt) => shown.push(prompt.userCode, prompt.verificationUriComplete));

    expect(shown[1]).toBe(`${server.origin}/activate?user_code=${shown[0]}`);
    expect(sleeps).toEqual([5000, 5000]);
    expect(activation.claims).toMatchObject({ plan: 'enterprise', fp: THIS_MACHINE });
    expect(bearerCalls('/api/v1/licenses/activate')).toHaveLength(1);
    const stored = (await store.read())!.activation;
    expect(stored.licenseKey).toBeUndefined();
    expect(stored.credentials).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), accessExpiresAt: expect.any(String) });
  });

  it('refreshes with the token, renewing it first once it ran out (the old refresh token is spent)', async () => {
    const client = clientAt();
    await client.login((prompt) => server.decideSignIn(prompt.userCode, { licence }));
    const first = (await store.read())!.activation.credentials!;

    expect(await clientAt({ now: () => new Date(Date.now() + DAY) }).status()).toMatchObject({ state: 'licensed', refreshed: true });
    const renewed = (await store.read())!.activation.credentials!;
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    expect(bearerCalls('/api/v1/licenses/validate')).toHaveLength(1);

    server.expireAccessTokens();
    expect(await clientAt({ now: () => new Date(Date.now() + 2 * DAY) }).status()).toMatchObject({ state: 'licensed', refreshed: true });
    expect((await store.read())!.activation.credentials!.refreshToken).not.toBe(renewed.refreshToken);
  });

  it('fails with SIGN_IN_DENIED when the person denies it, and stores nothing', async () => {
    const denied = clientAt().login((prompt) => server.decideSignIn(prompt.userCode, 'denied'));

    await expect(denied).rejects.toMatchObject({ name: 'LicenceApiError', code: 'SIGN_IN_DENIED' });
    await expect(denied).rejects.toBeInstanceOf(LicenceApiError);
    expect(await store.read()).toBeNull();
  });

  it('keeps the credential of an activation by key and validates with it, not the key, so a rotated key does not matter', async () => {
    await clientAt().activate(licence.key);

    expect((await store.read())!.activation.credentials).toBeDefined();
    expect(await clientAt({ now: () => new Date(Date.now() + DAY) }).status()).toMatchObject({ state: 'licensed', refreshed: true });
    expect(bearerCalls('/api/v1/licenses/validate')).toHaveLength(1);
    expect(keyCalls('/api/v1/licenses/validate')).toHaveLength(0);
  });
});
