import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aUser } from '@pointforge/domain/testing';
import { Argon2PasswordHasher, createDataSource, createTypeormRepositories } from '@pointforge/infra';
import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { testTwoFactorSecrets } from '@pointforge/infra/testing/two-factor-secrets';
import { answers200, freePort, REPO_ROOT, startNode, type RunningProcess } from '../../api/test/support/child-process';
import { PRODUCTION_PROVIDERS } from '../../api/test/support/production-environment';
import { ProcessStack } from '../../api/test/support/process-stack';
import { waitFor } from '../../api/test/support/wait-for';
import type { Cleanup } from './child-processes';
import { seedDesktopDevices } from './desktop-devices';

const REGISTER_HOOK = join(__dirname, 'register.js');
const HELLO_APP = 'scripts/bench/hello-app.ts';
export const BENCH_PASSWORD = 'bench password for the login figure';

/** The production shape's variables in a bench (make bench, make bench-scale): production mode, no test routes. */
export const BENCH_PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  ENABLE_TEST_ROUTES: 'false',
  SESSION_SECRET: 's'.repeat(32),
  ...PRODUCTION_PROVIDERS,
  // A bench never reaches PayPal: reconciliation's PayPal reads fail fast on a closed port.
  PAYPAL_API_BASE_URL: 'http://127.0.0.1:9',
};

/** What the bench loads: the production shape, a signed-in user, and the bare baseline. */
export interface BenchTargets {
  apiUrl: string;
  helloUrl: string;
  /** The hello app's POST of a licence check's shape (hello-app.ts). */
  helloValidateShapeUrl: string;
  helloPid: number | undefined;
  email: string;
  /** `name=value` of a live session, for `GET /api/auth/me`. */
  sessionCookie: string;
  /** The seeded installed copies, one `licenseKey fingerprint ip` per line, for `POST /api/v1/licenses/validate`. */
  devicesFile: string;
  api: RunningProcess;
}

/**
 * Starts, each registered with `cleanup`: the production shape (NODE_ENV=production, a
 * migrated MariaDB database of its own, Redis under its own key prefix, the real `api`
 * serving the built web app behind a trusted proxy and a `worker`), a verified user with a
 * session who owns `desktopDevices` licences each activated on one computer, and the bare
 * NestJS hello app. `apiNodeArgs` go to the API process (`--cpu-prof`).
 */
export async function startBenchTargets(cleanup: Cleanup, apiNodeArgs: string[], desktopDevices: number): Promise<BenchTargets> {
  if (!existsSync(join(REPO_ROOT, 'web/dist/index.html'))) throw new Error('web/dist is missing: build the web app first (make build)');
  const stack = await ProcessStack.start('bench', { redisUrl: testRedisUrl, env: { ...BENCH_PRODUCTION_ENV, SERVE_WEB: 'true' } });
  cleanup.add(() => stack.close());
  const api = await stack.startApi(apiNodeArgs);
  await stack.startWorker();

  const email = 'bench.user@example.com';
  const devicesDir = mkdtempSync(join(tmpdir(), 'pf-bench-devices-'));
  cleanup.add(async () => rmSync(devicesDir, { recursive: true, force: true }));
  const devicesFile = join(devicesDir, 'devices.txt');
  await seedDatabase(stack.database.url, email, { count: desktopDevices, file: devicesFile });
  const sessionCookie = await logIn(stack.apiUrl, email);

  const helloPort = await freePort();
  const hello = startNode(HELLO_APP, { PORT: String(helloPort) }, ['-r', REGISTER_HOOK]);
  cleanup.add(async () => {
    if (hello.child.exitCode === null && hello.child.signalCode === null) hello.child.kill('SIGKILL');
    await hello.exited;
  });
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  await waitFor(`the hello app\n${hello.output()}`, () => answers200(helloUrl), 20_000);

  const helloValidateShapeUrl = `http://127.0.0.1:${helloPort}/validate-shape`;
  return { apiUrl: stack.apiUrl, helloUrl, helloValidateShapeUrl, helloPid: hello.child.pid, email, sessionCookie, devicesFile, api };
}

/**
 * Straight into the database: registration's mail round trip and activation are not what
 * the bench measures. The verified user, and the licences and computers it owns (seedDesktopDevices).
 */
async function seedDatabase(databaseUrl: string, email: string, devices: { count: number; file: string }): Promise<void> {
  const dataSource = createDataSource({ databaseUrl });
  await dataSource.initialize();
  try {
    const passwordHash = await new Argon2PasswordHasher().hash(BENCH_PASSWORD);
    const user = aUser().verified().withEmail(email).withPasswordHash(passwordHash).withCompany('Bench Surveying Ltd').build();
    await createTypeormRepositories(dataSource, testTwoFactorSecrets()).users.create(user);
    await seedDesktopDevices(dataSource, user.id, devices.count, devices.file);
  } finally {
    await dataSource.destroy();
  }
}

/** Logs in as a browser would and returns the session cookie's `name=value`. */
async function logIn(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.includes('pf_session='));
  if (response.status !== 200 || cookie === undefined) throw new Error(`The bench user could not log in: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] as string;
}
