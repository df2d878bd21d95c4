import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { armorLicenseFile, unarmorLicenseFile } from '@pointforge/domain';
import { generateLicenseSigningJwk, type PrivateSigningJwk } from '@pointforge/infra';
import { API_MAIN, answers200, buildApi, freePort, REPO_ROOT, startNode, type RunningProcess } from './support/child-process';
import { Mailbox } from './support/mailbox';
import { SignedInUsers } from './support/signed-in-users';
import { waitFor } from './support/wait-for';

/** The reference client's CLI from its sources, through the same swc hook as jest's; `later` preloads a shifted clock. */
const CLI = join(REPO_ROOT, 'licence-client/src/cli.ts');
const REGISTER = join(REPO_ROOT, 'scripts/bench/register.js');
const SHIFTED_CLOCK = join(__dirname, 'support/shifted-clock.cjs');
const DAY_MS = 86_400_000;
const THIS_COMPUTER = 'integration-machine-0001';
const OTHER_COMPUTER = 'integration-machine-0002';

interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The `--json` answer. */
  json: Record<string, unknown>;
}

/**
 * The reference licence client (licence-client/, `pointforge-licence`) as a desktop app
 * runs it: a separate process with its own licence folder, against the real api process
 * (the embedded default), and offline once the api is stopped. The api signs with the keys
 * the test gives it, so it can be restarted after a key rotation; the client trusts the
 * root key's public half, as an app ships it (`--root-keys`).
 */
describe('the reference licence client against the running api', () => {
  const oldKey = generateLicenseSigningJwk();
  const newKey = generateLicenseSigningJwk();
  const rootKey = generateLicenseSigningJwk();
  let workDir: string;
  let licenceDir: string;
  let apiUrl: string;
  let port: number;
  let api: RunningProcess | undefined;

  function runCli(args: string[], { computer = THIS_COMPUTER, clockOffsetMs = 0 } = {}): Promise<CliRun> {
    const nodeArgs = ['-r', REGISTER, ...(clockOffsetMs === 0 ? [] : ['-r', SHIFTED_CLOCK]), CLI];
    const env = { PATH: process.env.PATH ?? '', PF_LICENCE_FINGERPRINT: computer, PF_TEST_CLOCK_OFFSET_MS: String(clockOffsetMs) };
    const cliArgs = [...args, '--dir', licenceDir, '--root-keys', join(workDir, 'root-keys.json'), '--json'];
    return new Promise((resolveRun) => {
      execFile(process.execPath, [...nodeArgs, ...cliArgs], { env, timeout: 20_000 }, (error, stdout, stderr) => {
        const lastLine = stdout.trim().split('\n').pop() ?? '';
        resolveRun({ exitCode: error ? Number(error.code) : 0, stdout, stderr, json: lastLine.startsWith('{') ? JSON.parse(lastLine) : {} });
      });
    });
  }

  /**
   * `login --json` as a person runs it: the first line says which code to approve; `approve`
   * gets it (the browser's part) while the process keeps polling; the last line is the result.
   */
  function runLogin(computer: string, approve: (waiting: { userCode: string; verificationUriComplete: string }) => Promise<void>): Promise<CliRun> {
    const env = { PATH: process.env.PATH ?? '', PF_LICENCE_FINGERPRINT: computer };
    const cliArgs = ['login', '--api', apiUrl, '--dir', licenceDir, '--root-keys', join(workDir, 'root-keys.json'), '--json'];
    const child = spawn(process.execPath, ['-r', REGISTER, CLI, ...cliArgs], { env });
    let stdout = '';
    let stderr = '';
    let approval: Promise<void> | undefined;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const first = stdout.split('\n')[0]!;
      if (approval === undefined && stdout.includes('\n')) approval = approve(JSON.parse(first));
    });
    return new Promise((resolveRun) => {
      child.on('exit', async (code) => {
        await approval;
        const lastLine = stdout.trim().split('\n').pop() ?? '';
        resolveRun({ exitCode: code ?? 1, stdout, stderr, json: lastLine.startsWith('{') ? JSON.parse(lastLine) : {} });
      });
    });
  }

  async function startApi(keys: PrivateSigningJwk[]): Promise<void> {
    api = startNode(API_MAIN, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_ORIGIN: apiUrl,
      SQLITE_PATH: join(workDir, 'app.db'),
      MIGRATE_ON_START: 'true',
      MAIL_OUTBOX_DIR: join(workDir, 'mail'),
      SERVE_WEB: 'false',
      LICENSE_SIGNING_KEYS: JSON.stringify({ keys }),
      LICENSE_ROOT_KEY: JSON.stringify(rootKey),
      // The client polls every second, so a sign-in takes seconds, not a minute.
      DEVICE_CODE_INTERVAL_SECONDS: '1',
    });
    const running = api;
    await waitFor(`the api at ${apiUrl}\n${running.output()}`, () => answers200(`${apiUrl}/readyz`), 30_000);
  }

  async function stopApi(): Promise<void> {
    if (!api || api.child.exitCode !== null) return;
    api.child.kill('SIGTERM');
    await api.exited;
    api = undefined;
  }

  const storedFile = () => readFileSync(join(licenceDir, 'licence.lic'), 'utf8');
  const storeFile = (file: string) => writeFileSync(join(licenceDir, 'licence.lic'), file, { mode: 0o600 });
  const cachedKids = () => (decodeJwt(readFileSync(join(licenceDir, 'jwks.jws'), 'utf8').trim()).keys as JWK[]).map((key) => key.kid);

  beforeAll(async () => {
    buildApi();
    workDir = mkdtempSync(join(tmpdir(), 'pf-licence-client-'));
    licenceDir = join(workDir, 'licence');
    port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    const { d: _secret, ...rootPublicKey } = rootKey;
    writeFileSync(join(workDir, 'root-keys.json'), JSON.stringify({ keys: [rootPublicKey] }));
    await startApi([oldKey]);
  }, 120_000);

  afterAll(async () => {
    await stopApi();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('activates a trial, checks its file offline with the api stopped, and refuses tampered, foreign, expired and unknown-key files; after a key rotation the old files still pass until they expire', async () => {
    const users = new SignedInUsers(apiUrl, Mailbox.outbox(join(workDir, 'mail')), apiUrl, 'client');
    const user = await users.create('trial', { firstName: 'Grace', lastName: 'Hopper', company: 'Survey Co' });
    const licenseKey = (await user.browser.post('/api/licenses/trial')).body.license.licenseKey as string;

    const activated = await runCli(['activate', licenseKey, '--api', apiUrl, '--app-version', '2.4.1']);
    expect(activated).toMatchObject({ exitCode: 0, stderr: '' });
    const oldFile = storedFile();
    const claims = decodeJwt(unarmorLicenseFile(oldFile)!);
    expect(claims).toMatchObject({ fp: THIS_COMPUTER, aud: 'pointforge-desktop', iss: apiUrl, plan: 'trial', seats: 1, licensee: 'Survey Co' });
    expect(decodeProtectedHeader(unarmorLicenseFile(oldFile)!).kid).toBe(oldKey.kid);

    await stopApi();
    const offline = await runCli(['status', '--offline']);
    expect(offline).toMatchObject({ exitCode: 0, json: { state: 'licensed', claims: { fp: THIS_COMPUTER } } });
    // A status that would refresh finds no server and still trusts the file it has.
    expect(await runCli(['status'])).toMatchObject({ exitCode: 0, json: { state: 'licensed' } });

    // The same folder copied to another computer.
    expect(await runCli(['status', '--offline'], { computer: OTHER_COMPUTER })).toMatchObject({
      exitCode: 1,
      json: { state: 'refused', reason: 'OTHER_MACHINE' },
    });

    // A licence file edited by hand: a longer expiry in the payload, the signature kept.
    const [header, payload, signature] = unarmorLicenseFile(oldFile)!.split('.');
    const longer = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp: (claims.exp as number) + 365 * 86_400 }),
    ).toString('base64url');
    storeFile(armorLicenseFile([header, longer, signature].join('.')));
    expect(await runCli(['status', '--offline'])).toMatchObject({ exitCode: 1, json: { state: 'refused', reason: 'TAMPERED' } });

    // The same claims, signed by a key the server never published.
    const stranger = generateLicenseSigningJwk();
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid: stranger.kid, typ: 'pointforge-license+jwt' })
      .sign(await importJWK(stranger, 'EdDSA'));
    storeFile(armorLicenseFile(forged));
    expect(await runCli(['status', '--offline'])).toMatchObject({ exitCode: 1, json: { state: 'refused', reason: 'UNKNOWN_KEY' } });

    // The genuine file, on a day after it expires.
    storeFile(oldFile);
    const afterExpiry = (claims.exp as number) * 1000 - Date.now() + DAY_MS;
    expect(await runCli(['status', '--offline'], { clockOffsetMs: afterExpiry })).toMatchObject({ exitCode: 1, json: { state: 'refused', reason: 'EXPIRED' } });

    // Rotation: the new key signs, the old one stays published. The client's refresh brings a
    // file of the new key and the new key set; a file of the old key still passes against it.
    await startApi([newKey, oldKey]);
    const refreshed = await runCli(['status'], { clockOffsetMs: 2 * DAY_MS });
    expect(refreshed).toMatchObject({ exitCode: 0, json: { state: 'licensed', refreshed: true } });
    expect(decodeProtectedHeader(unarmorLicenseFile(storedFile())!).kid).toBe(newKey.kid);
    expect(cachedKids()).toEqual([newKey.kid, oldKey.kid]);
    storeFile(oldFile);
    expect(await runCli(['status', '--offline'])).toMatchObject({ exitCode: 0, json: { state: 'licensed', claims: { fp: THIS_COMPUTER } } });
    expect(await runCli(['status', '--offline'], { clockOffsetMs: afterExpiry })).toMatchObject({ exitCode: 1, json: { state: 'refused', reason: 'EXPIRED' } });

    // Deactivating frees the seat on the server: another computer can take it.
    expect(await runCli(['deactivate'])).toMatchObject({ exitCode: 0 });
    expect(await runCli(['activate', licenseKey, '--api', apiUrl], { computer: OTHER_COMPUTER })).toMatchObject({ exitCode: 0 });
  }, 120_000);

  it('refuses a file signed by a key the user added to the cached key set, offline and online, and keeps the genuine trial (finding M3, ASVS 9.1.3)', async () => {
    await stopApi();
    await startApi([newKey, oldKey]);
    const users = new SignedInUsers(apiUrl, Mailbox.outbox(join(workDir, 'mail')), apiUrl, 'forger');
    const user = await users.create('trial', { firstName: 'Mallory', lastName: 'Forge' });
    const licenseKey = (await user.browser.post('/api/licenses/trial')).body.license.licenseKey as string;
    const computer = 'integration-machine-0003';
    expect(await runCli(['activate', licenseKey, '--api', apiUrl], { computer })).toMatchObject({ exitCode: 0, json: { claims: { plan: 'trial' } } });

    // The user's own key, written into both caches beside the server's, and an enterprise licence it signed.
    const intruder = generateLicenseSigningJwk();
    const { d: _secret, ...intruderPublic } = intruder;
    const intruderKey = await importJWK(intruder, 'EdDSA');
    const year2036 = Math.floor(Date.UTC(2036, 0, 1) / 1000);
    const forgedClaims = { ...decodeJwt(unarmorLicenseFile(storedFile())!), plan: 'enterprise', seats: 5, exp: year2036, lexp: year2036 };
    const forged = await new SignJWT(forgedClaims).setProtectedHeader({ alg: 'EdDSA', kid: intruder.kid, typ: 'pointforge-license+jwt' }).sign(intruderKey);
    const serverKeys = (await fetch(`${apiUrl}/.well-known/jwks.json`).then((answer) => answer.json())) as { keys: JWK[] };
    const plantedKeys = { keys: [...serverKeys.keys, intruderPublic] };
    writeFileSync(join(licenceDir, 'jwks.json'), JSON.stringify(plantedKeys));
    const selfSignedSet = await new SignJWT({ ...plantedKeys, iss: apiUrl })
      .setProtectedHeader({ alg: 'EdDSA', kid: rootKey.kid, typ: 'pointforge-jwks+jwt' })
      .setIssuedAt()
      .setExpirationTime('30d')
      .sign(intruderKey);
    writeFileSync(join(licenceDir, 'jwks.jws'), selfSignedSet);
    storeFile(armorLicenseFile(forged));

    expect(await runCli(['status', '--offline'], { computer })).toMatchObject({ exitCode: 1, json: { state: 'refused', reason: 'UNKNOWN_KEY' } });
    // Online, the refused file is refreshed at once: the server's genuine trial replaces it, with the signed set the root vouches for.
    expect(await runCli(['status'], { computer })).toMatchObject({
      exitCode: 0,
      json: { state: 'licensed', refreshed: true, claims: { plan: 'trial', seats: 1 } },
    });
    expect(cachedKids()).toEqual([newKey.kid, oldKey.kid]);
    expect(await runCli(['status', '--offline'], { computer })).toMatchObject({ exitCode: 0, json: { state: 'licensed', claims: { plan: 'trial' } } });
  }, 120_000);

  it('signs in by device code (login): the person approves the printed code on the web, the computer is activated and validates with its token', async () => {
    // Whichever signing keys the api runs with: the sign-in does not depend on them.
    const users = new SignedInUsers(apiUrl, Mailbox.outbox(join(workDir, 'mail')), apiUrl, 'login');
    const user = await users.create('trial', { firstName: 'Katherine', lastName: 'Johnson' });
    const licenseId = (await user.browser.post('/api/licenses/trial')).body.license.id as string;
    const computer = 'integration-machine-0004';

    const loggedIn = await runLogin(computer, async ({ userCode, verificationUriComplete }) => {
      expect(verificationUriComplete).toBe(`${apiUrl}/activate?user_code=${userCode}`);
      const approved = await user.browser.post('/api/oauth/device/approve', { userCode, licenseId });
      expect(approved.status).toBe(200);
    });

    expect(loggedIn).toMatchObject({ exitCode: 0, json: { state: 'activated', claims: { plan: 'trial', fp: computer } } });
    const stored = JSON.parse(readFileSync(join(licenceDir, 'activation.json'), 'utf8')) as { licenseKey?: string; credentials?: object };
    expect(stored.licenseKey).toBeUndefined();
    expect(stored.credentials).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), accessExpiresAt: expect.any(String) });
    // A day later the access token has run out: the refresh token renews it, and the validate succeeds.
    expect(await runCli(['status'], { computer, clockOffsetMs: DAY_MS })).toMatchObject({ exitCode: 0, json: { state: 'licensed', refreshed: true } });
    expect(await runCli(['deactivate'], { computer })).toMatchObject({ exitCode: 0 });
  }, 120_000);
});
