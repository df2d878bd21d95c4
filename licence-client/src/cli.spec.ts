/**
 * The CLI as a desktop developer or the integration suite runs it: a separate Node process,
 * talking HTTP to a licence server (here the fake), with its own licence folder.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTypeScriptCli } from '@pointforge/infra/testing/typescript-cli';
import { FakeLicenceServer, type FakeLicence } from './testing/fake-licence-server';
import { createSigningKey, jwksOf, licenceClaims, signLicenceFile } from './testing/licence-signing';

const FINGERPRINT = 'cli-test-machine-fingerprint-01';

const runCli = (args: string[], env: Record<string, string>) => runTypeScriptCli(join(__dirname, 'cli.ts'), args, env);

describe('the pointforge-licence CLI, a separate process against a licence server', () => {
  let server: FakeLicenceServer;
  let licence: FakeLicence;
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    server = await FakeLicenceServer.start();
    licence = server.addLicence({ plan: 'enterprise', seats: 5, licensee: 'Acme Surveys' });
    dir = await mkdtemp(join(tmpdir(), 'pf-licence-cli-'));
    env = { PF_LICENCE_API: server.origin, PF_LICENCE_FINGERPRINT: FINGERPRINT };
  });
  afterAll(async () => {
    await server.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('activates, reports the licence offline after the server stops, and deactivates when it is back', async () => {
    const activated = await runCli(['activate', licence.key, '--dir', dir, '--app-version', '1.0.7'], env);
    expect(activated).toMatchObject({ exitCode: 0, stderr: '' });
    expect(activated.stdout).toContain('Activated: PointForge enterprise for Acme Surveys (5 seats, licence ends ');
    expect(activated.stdout).toContain('on 1 of the 10 devices it runs on.');
    expect([...licence.machines.values()]).toEqual([expect.objectContaining({ fingerprint: FINGERPRINT, appVersion: '1.0.7' })]);

    await server.stop();
    const offline = await runCli(['status', '--dir', dir], env);
    expect(offline.exitCode).toBe(0);
    expect(offline.stdout).toMatch(
      /^Licensed: PointForge enterprise for Acme Surveys .*\nThe licence file on this computer works offline until \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    const asJson = await runCli(['status', '--offline', '--json', '--dir', dir], env);
    expect(JSON.parse(asJson.stdout)).toMatchObject({ state: 'licensed', claims: { fp: FINGERPRINT, aud: 'pointforge-desktop', iss: server.origin } });

    const unreachable = await runCli(['deactivate', '--dir', dir], env);
    expect(unreachable).toMatchObject({ exitCode: 3, stderr: expect.stringContaining('cannot be reached') });

    await server.resume();
    const deactivated = await runCli(['deactivate', '--dir', dir], env);
    expect(deactivated).toMatchObject({ exitCode: 0, stdout: 'This computer is deactivated; its seat is free again.\n' });
    expect(licence.machines.size).toBe(0);
    expect(await runCli(['status', '--dir', dir], env)).toMatchObject({ exitCode: 1, stderr: expect.stringContaining('has no PointForge licence') });
  });

  it("refuses another machine's copy of the licence folder", async () => {
    await runCli(['activate', licence.key, '--dir', dir], env);

    const elsewhere = await runCli(['status', '--offline', '--dir', dir], { ...env, PF_LICENCE_FINGERPRINT: 'another-machine-fingerprint-9' });

    expect(elsewhere).toMatchObject({ exitCode: 1, stderr: expect.stringContaining('issued to another computer') });
  });

  it('explains a refused key, and a missing server address, with their exit codes', async () => {
    expect(await runCli(['activate', 'PF-NOT-A-KEY', '--dir', dir], env)).toMatchObject({ exitCode: 1, stderr: expect.stringContaining('does not exist') });
    expect(await runCli(['activate', licence.key, '--dir', dir], { PF_LICENCE_API: '' })).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('--api <origin> or PF_LICENCE_API'),
    });
    expect(await runCli(['frobnicate'], env)).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('Usage:') });
    expect(await runCli(['activate', licence.key, '--api', 'pointforge.example', '--dir', dir], env)).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('Invalid URL'),
    });
    expect(await runCli(['status', '--root-keys', join(dir, 'no-such-file.json'), '--dir', dir], env)).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('is not a readable JWK Set file'),
    });
  });

  it('serves an air-gapped computer: writes the request, stores the answered file after the offline check, and gives it up for a code', async () => {
    const offlineDir = await mkdtemp(join(tmpdir(), 'pf-licence-offline-'));
    const requestFile = join(offlineDir, 'request.txt');
    const noServer = { PF_LICENCE_FINGERPRINT: FINGERPRINT };

    const requested = await runCli(['offline-request', '--key', licence.key, '--out', requestFile, '--dir', offlineDir], noServer);
    expect(requested).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('Upload it in the Licenses tab') });
    expect(await readFile(requestFile, 'utf8')).toMatch(/^-----BEGIN POINTFORGE ACTIVATION REQUEST-----\n/);

    // What the dashboard answers, and the key set the app checks it with.
    const key = await createSigningKey();
    // The request names the device key the CLI keeps (private half included) in the licence folder.
    const deviceKey = JSON.parse(await readFile(join(offlineDir, 'device-key.json'), 'utf8')) as { d: string; x: string };
    const requestBody = (await readFile(requestFile, 'utf8')).split('\n').slice(1, -2).join('');
    const request = JSON.parse(Buffer.from(requestBody, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(request.dpk).toBe(deviceKey.x);
    expect(JSON.stringify(request)).not.toContain(deviceKey.d);
    const epk = generateKeyPairSync('x25519').publicKey.export({ format: 'jwk' }).x;
    const claims = { ...licenceClaims({ iss: 'https://pointforge.example', fp: FINGERPRINT }), jti: 'file-1', epk };
    await writeFile(join(offlineDir, 'answer.lic'), await signLicenceFile(claims, key));
    await writeFile(join(offlineDir, 'jwks.json'), JSON.stringify(jwksOf([key])));
    const keys = ['--issuer', 'https://pointforge.example', '--keys', join(offlineDir, 'jwks.json'), '--dir', offlineDir];

    expect(
      await runCli(['offline-activate', join(offlineDir, 'answer.lic'), ...keys], { ...noServer, PF_LICENCE_FINGERPRINT: 'another-machine-fingerprint-9' }),
    ).toMatchObject({
      exitCode: 1,
      stderr: expect.stringContaining('issued to another computer'),
    });
    expect(await runCli(['offline-activate', join(offlineDir, 'answer.lic'), ...keys], noServer)).toMatchObject({ exitCode: 0 });
    // No credential to refresh with: status reads the stored file, online or not.
    expect(await runCli(['status', '--dir', offlineDir], noServer)).toMatchObject({
      exitCode: 0,
      stdout: expect.stringContaining('Licensed: PointForge enterprise'),
    });

    const deactivated = await runCli(['offline-deactivate', '--json', '--dir', offlineDir], noServer);
    expect(JSON.parse(deactivated.stdout)).toEqual({
      state: 'deactivated',
      code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/),
    });
    expect(await runCli(['status', '--dir', offlineDir], noServer)).toMatchObject({ exitCode: 1 });
    await rm(offlineDir, { recursive: true, force: true });
  });
});
