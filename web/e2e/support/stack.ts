import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPool, type Pool } from 'mysql2/promise';
import { startSmtpTestServer, type SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { bumpSessionVersion } from '@pointforge/infra/session-cache/redis-session-versions';
import { withTimeout } from '@pointforge/infra/shared/with-timeout';
import { Teardown } from '@pointforge/infra/testing/teardown';
import { createTestMysqlDatabase, deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '@pointforge/infra/testing/test-services';
import { freePort, REPO_ROOT, startNode, type RunningProcess } from '../../../api/test/support/child-process';

/**
 * The production-shaped stack for one journey file: a fresh MariaDB database (migrated by the
 * real migration script), its own Redis prefix, a real SMTP server in the test process, and
 * the compiled `api/dist/main.js` (serving web/dist) and `api/dist/worker.js` as two child
 * processes, exactly as the containers run them.
 */

const MAIN = 'api/dist/main.js';
const WORKER = 'api/dist/worker.js';
const MIGRATE = 'infra/dist/persistence/migrate.js';

/** Every wait of start-up and shutdown is time-boxed; together they stay under a 60 s beforeAll. */
const MIGRATE_TIMEOUT_MS = 20_000;
const READY_TIMEOUT_MS = 25_000;
const EXIT_TIMEOUT_MS = 10_000;
/** How much of each process's output a start-up failure quotes. */
const START_FAILURE_OUTPUT_CHARS = 4_000;

export interface StackOptions {
  /** Names the database and the Redis prefix (letters, digits and dashes); 'e2e' unless told. */
  label?: string;
  /** More variables for both processes (ENABLE_TEST_ROUTES, TRUST_PROXY…); they win over the defaults. */
  env?: Record<string, string>;
}

export interface StackDatabase {
  /** The test database's `mysql://` URL. */
  url: string;
  name: string;
  /** Runs one statement on the test database; rows for a SELECT, the result header otherwise. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** How each process exited on stop(); a process that never started is absent. */
export interface StackExits {
  api?: ProcessExit;
  worker?: ProcessExit;
}

export interface E2EStack {
  /** `http://localhost:<port>`: the site, its API and the origin of every link in email. */
  baseUrl: string;
  /** The worker's probes, `http://127.0.0.1:<port>` (/healthz, /readyz). */
  workerHealthUrl: string;
  /** The SMTP server the worker delivers to: `received`, `waitForMessage(predicate?, timeoutMs?)`. */
  mailbox: SmtpTestServer;
  db: StackDatabase;
  redisPrefix: string;
  /** After a test changed users or sessions in SQL: the API uses no session it cached before, as after an operator moves `<prefix>:session-versions:all` on (docs/operations.md, Runbooks). */
  forgetCachedSessions(): Promise<void>;
  /** How long start-up took, in ms: database, Redis prefix and SMTP; migration; both processes ready; in all. */
  startup: { servicesMs: number; migrateMs: number; processesMs: number; totalMs: number };
  /** What the API and the worker wrote to stdout and stderr so far, labelled per process (the last `maxCharsEach` of each). */
  logs(maxCharsEach?: number): string;
  /** Writes `logs()` to stderr under a header naming `reason`. */
  printLogs(reason: string): void;
  /**
   * SIGTERM to both processes (SIGKILL after 10 s), then closes SMTP, drops the database and
   * deletes the Redis keys under the prefix. Safe to call twice. Resolves with how each exited.
   */
  stop(): Promise<StackExits>;
}

/** An error whose message carries the processes' output, so a failed start-up explains itself. */
export class StackStartError extends Error {}

export async function startStack(options: StackOptions = {}): Promise<E2EStack> {
  const startedAt = Date.now();
  const label = (options.label ?? 'e2e').toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  const webDistDir = resolve(process.env.E2E_WEB_DIST_DIR ?? join(REPO_ROOT, 'web/dist'));
  requireBuilt(webDistDir);

  const teardown = new Teardown();
  const processes: Array<{ name: keyof StackExits; running: RunningProcess }> = [];
  const logs = (maxCharsEach = Infinity): string =>
    processes.map(({ name, running }) => `----- ${name} -----\n${tail(running.output(), maxCharsEach) || '(no output)\n'}`).join('');
  const printLogs = (reason: string): void => {
    process.stderr.write(`\n===== e2e stack "${label}" output (${reason}) =====\n${logs()}===== end of output =====\n`);
  };

  let stopped: Promise<StackExits> | undefined;
  /** `quiet`: the caller reports the output itself (a failed start-up). */
  const stopStack = (quiet: boolean): Promise<StackExits> => {
    stopped ??= (async () => {
      const stoppingAt = Date.now();
      const exits: StackExits = {};
      await Promise.all(processes.map(async ({ name, running }) => (exits[name] = await terminate(running))));
      const unclean = Object.entries(exits).filter(([, exit]) => exit.code !== 0 || exit.signal !== null);
      if (unclean.length > 0 && !quiet) {
        printLogs(`${unclean.map(([name]) => name).join(' and ')} did not exit with code 0 on SIGTERM: ${JSON.stringify(exits)}`);
      }
      await teardown.run();
      if (process.env.E2E_TIMINGS) process.stderr.write(`e2e stack "${label}" stopped in ${Date.now() - stoppingAt} ms\n`);
      return exits;
    })();
    return stopped;
  };
  const stop = (): Promise<StackExits> => stopStack(false);

  try {
    const database = await withTimeout(createTestMysqlDatabase(`e2e_${label}`), 10_000, 'creating the test database');
    teardown.add(() => database.drop());
    const redisPrefix = uniqueRedisPrefix(`e2e-${label}`);
    teardown.add(() => deleteRedisKeys(redisPrefix));
    const mailbox = await startSmtpTestServer();
    teardown.add(() => mailbox.close());
    const pool: Pool = createPool({ uri: database.url, connectionLimit: 2 });
    teardown.add(() => pool.end());

    const servicesMs = Date.now() - startedAt;
    await migrate(database.url);
    const migrateMs = Date.now() - startedAt - servicesMs;

    const [port, workerHealthPort] = await distinctFreePorts(2);
    const baseUrl = `http://localhost:${port}`;
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_ORIGIN: baseUrl,
      WORKER_HEALTH_PORT: String(workerHealthPort),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: mailbox.url,
      WEB_DIST_DIR: webDistDir,
      ...options.env,
    };
    for (const [name, script] of [
      ['api', MAIN],
      ['worker', WORKER],
    ] as const) {
      const running = startNode(script, env);
      processes.push({ name, running });
      killOnExit(running);
    }
    const workerHealthUrl = `http://127.0.0.1:${workerHealthPort}`;
    const readiness = await Promise.allSettled([
      waitUntilReady('the API', `http://127.0.0.1:${port}/readyz`, processes[0]!.running),
      waitUntilReady('the worker', `${workerHealthUrl}/readyz`, processes[1]!.running),
    ]);
    const notReady = readiness.flatMap((result) => (result.status === 'rejected' ? [messageOf(result.reason)] : []));
    if (notReady.length > 0) throw new Error(notReady.join('; '));

    const totalMs = Date.now() - startedAt;
    const startup = { servicesMs, migrateMs, processesMs: totalMs - servicesMs - migrateMs, totalMs };
    if (process.env.E2E_TIMINGS) process.stderr.write(`e2e stack "${label}" started: ${JSON.stringify(startup)}\n`);
    return {
      baseUrl,
      workerHealthUrl,
      mailbox,
      redisPrefix,
      forgetCachedSessions: () => bumpSessionVersion(testRedisUrl, redisPrefix, { kind: 'all' }),
      startup,
      db: {
        url: database.url,
        name: database.name,
        async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
          const [rows] = await pool.query(sql, params);
          return (Array.isArray(rows) ? rows : [rows]) as T[];
        },
      },
      logs,
      printLogs,
      stop,
    };
  } catch (error) {
    const failedAfter = Date.now() - startedAt;
    await stopStack(true).catch(() => undefined);
    throw new StackStartError(
      `The e2e stack "${label}" did not start after ${failedAfter} ms: ${messageOf(error)}\n` +
        `Output of the processes (the last ${START_FAILURE_OUTPUT_CHARS} characters of each):\n${logs(START_FAILURE_OUTPUT_CHARS)}`,
    );
  }
}

function requireBuilt(webDistDir: string): void {
  const missing = [MAIN, WORKER, MIGRATE]
    .map((file) => join(REPO_ROOT, file))
    .concat(join(webDistDir, 'index.html'))
    .filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new StackStartError(
      `The browser journeys run the built site, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Build first: "npx tsc -b api && npm run build -w web" (or "make build").',
    );
  }
}

/** `node infra/dist/persistence/migrate.js up`, as deployments run it. */
function migrate(databaseUrl: string): Promise<void> {
  return new Promise((resolveMigration, reject) => {
    execFile(
      process.execPath,
      [MIGRATE, 'up'],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl }, timeout: MIGRATE_TIMEOUT_MS, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error) {
          const why = error.killed ? `timed out after ${MIGRATE_TIMEOUT_MS} ms` : `failed (${error.message.split('\n')[0]})`;
          reject(new Error(`migrate.js up ${why}\n${stdout}${stderr}`));
        } else {
          resolveMigration();
        }
      },
    );
  });
}

/** Polls `url` until it answers 200; fails at once if the process exits, and after READY_TIMEOUT_MS. */
async function waitUntilReady(what: string, url: string, running: RunningProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited: ProcessExit | undefined;
  void running.exited.then((exit) => (exited = exit));
  let last = 'no answer yet';
  for (;;) {
    if (exited) throw new Error(`${what} exited during start-up (${JSON.stringify(exited)})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      // fetch says "fetch failed"; the reason (ECONNREFUSED…) is its cause.
      const { cause } = error as { cause?: unknown };
      last = cause === undefined ? messageOf(error) : messageOf(cause);
    }
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${READY_TIMEOUT_MS} ms (${url}: ${last})`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

async function terminate(running: RunningProcess): Promise<ProcessExit> {
  const { child } = running;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
  try {
    return await running.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Children must not outlive a jest worker that dies or is killed mid-run. */
function killOnExit(running: RunningProcess): void {
  const kill = (): void => {
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  };
  process.once('exit', kill);
  void running.exited.then(() => process.removeListener('exit', kill));
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The message of anything thrown. (Errors from Node's own realm, such as fetch's, fail `instanceof Error` inside jest.) */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

function tail(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `[… ${text.length - maxChars} earlier characters left out]\n${text.slice(-maxChars)}`;
}
