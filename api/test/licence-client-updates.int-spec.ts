import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedStack } from './support/accounts-stack';
import { freePort, REPO_ROOT } from './support/child-process';
import { consoleAdmin } from './support/console-admins';
import { Later } from './support/later';
import { downloadsWithInstaller, publishRelease } from './support/release-publishing';
import { SignedInUsers } from './support/signed-in-users';
import { stackSuite, type SuiteService } from './support/stack-suite';

/** The reference client's CLI from its sources, through the same swc hook as jest's. */
const CLI = join(REPO_ROOT, 'licence-client/src/cli.ts');
const REGISTER = join(REPO_ROOT, 'scripts/bench/register.js');

interface CliRun {
  exitCode: number;
  json: Record<string, unknown>;
}

/** SITE_ORIGIN on a port picked before the stack starts, so the links the API signs reach the app once it listens there. */
function listeningOrigin(): SuiteService & { port(): number } {
  let port = 0;
  return {
    async start() {
      port = await freePort();
      return { env: { SITE_ORIGIN: `http://127.0.0.1:${port}` } };
    },
    close: () => undefined,
    port: () => port,
  };
}

/**
 * `pointforge-licence check-update` as a desktop app's updater runs it, a separate process
 * against the running API (the embedded default, listening on a port): it reports the
 * published 1.1.0 only after verifying its checksums and its signature under the pinned
 * public key, and refuses the download once the stored artifact's bytes were changed.
 */
describe('the reference licence client checks for updates against the running api', () => {
  const origin = listeningOrigin();
  const downloads = downloadsWithInstaller(Buffer.from('MZ first installer'));
  const { stack } = stackSuite('client_updates', {
    start: startEmbeddedStack,
    services: [origin, downloads],
  });
  // The emails' links name the origin the stack was told, not the suites' usual one.
  const people = new Later<SignedInUsers>('the users');
  beforeAll(() => people.set(new SignedInUsers(stack.http, stack.mailbox, `http://127.0.0.1:${origin.port()}`, 'client_updates')));
  const users = people.standIn;
  const admin = consoleAdmin(stack, users);
  const artifact = Buffer.concat([Buffer.from('MZ'), randomBytes(200 * 1024)]);
  let workDir: string;
  let licenseKey: string;
  let publicKey: string;
  let objectPath: string;

  beforeAll(async () => {
    await stack.apps[0]!.listen(origin.port(), '127.0.0.1');
    workDir = mkdtempSync(join(tmpdir(), 'pf-client-updates-work-'));
    const customer = await users.create('updater');
    licenseKey = (await customer.browser.post('/api/licenses/trial')).body.license.licenseKey;
    const published = await publishRelease(
      stack.http,
      admin,
      { version: '1.1.0', channel: 'stable', platform: 'windows', releasedAt: '2025-09-01', notes: 'Faster.' },
      artifact,
    );
    expect(published.status).toBe(201);
    const { id, fileName } = published.body.release;
    objectPath = join(downloads.directory, 'releases', id, fileName);
    const served = (await (await fetch(`http://127.0.0.1:${origin.port()}/api/v1/releases/public-key`)).json()) as { edPublicKey: string };
    publicKey = served.edPublicKey;
  }, 60_000);

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  function checkUpdate(...args: string[]): Promise<CliRun> {
    const cliArgs = [
      'check-update',
      '--key',
      licenseKey,
      '--api',
      `http://127.0.0.1:${origin.port()}`,
      '--platform',
      'windows',
      '--dir',
      workDir,
      '--json',
      ...args,
    ];
    return new Promise((resolveRun) => {
      execFile(process.execPath, ['-r', REGISTER, CLI, ...cliArgs], { env: { PATH: process.env.PATH ?? '' }, timeout: 20_000 }, (error, stdout) => {
        const lastLine = stdout.trim().split('\n').pop() ?? '';
        resolveRun({ exitCode: error ? Number(error.code) : 0, json: lastLine.startsWith('{') ? JSON.parse(lastLine) : {} });
      });
    });
  }

  it('reports 1.1.0 to an app on 1.0.7 once size, SHA-256, SHA-512 and the Ed25519 signature verify, and saves it', async () => {
    const saved = join(workDir, 'PointForge-Setup-1.1.0.exe');

    const run = await checkUpdate('--current', '1.0.7', '--public-key', publicKey, '--out', saved);

    expect(run).toEqual({
      exitCode: 0,
      json: expect.objectContaining({ state: 'update-verified', version: '1.1.0', releasedAt: '2025-09-01', size: artifact.length, file: saved }),
    });
  });

  it('reports an app on 1.1.0 as up to date, the server’s key trusted when told to', async () => {
    expect(await checkUpdate('--current', '1.1.0', '--fetch-public-key')).toEqual({ exitCode: 0, json: { state: 'up-to-date' } });
  });

  it('takes --current only as a semantic version: it is what an offer must be newer than', async () => {
    expect(await checkUpdate('--current', 'latest', '--public-key', publicKey)).toMatchObject({
      exitCode: 2,
      json: { state: 'usage', problem: '--current must be a semantic version such as 1.0.7.' },
    });
  });

  it('refuses a download whose bytes are not those that were signed, and one signed under another key', async () => {
    const otherKey = randomBytes(32).toString('base64');
    expect(await checkUpdate('--current', '1.0.7', '--public-key', otherKey)).toMatchObject({
      exitCode: 1,
      json: { state: 'update-refused', code: 'BAD_SIGNATURE' },
    });

    const tampered = Buffer.from(artifact);
    tampered[tampered.length - 1] ^= 0xff;
    writeFileSync(objectPath, tampered);

    expect(await checkUpdate('--current', '1.0.7', '--public-key', publicKey)).toMatchObject({
      exitCode: 1,
      json: { state: 'update-refused', code: 'SHA256_MISMATCH' },
    });
  });
});
