import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { createBullmqQueue, createDataSource } from '@pointforge/infra';
import { answers200, API_MAIN, freePort, REPO_ROOT, startNode, type RunningProcess } from './child-process';
import { Mailbox } from './mailbox';
import { ProcessStack } from './process-stack';
import { RedisServer } from './redis-server';
import { TEST_SITE_ORIGIN } from './test-config';
import { waitFor } from './wait-for';

/** One shape of the app as the drill drives it: real processes, their database, and what a restore needs. */
export interface DrillTarget {
  readonly apiUrl: string;
  readonly mailbox: Mailbox;
  /** Starts the app (the API, and a worker in the production shape) and waits until it is ready. */
  start(): Promise<void>;
  /** SIGTERM to every process of the app, as an operator stops it for a restore; waits for them to exit. */
  stop(): Promise<void>;
  /** The disaster: the database is gone (the SQLite file deleted; DROP DATABASE). */
  dropDatabase(): Promise<void>;
  /** The backup CLI (`make backup`) configured as the app is; its one line of output. */
  backup(): Promise<string>;
  /** The restore CLI (`make restore FILE=…`); its one line of output. */
  restore(file: string): Promise<string>;
  /**
   * Around the backup: mail waits in the outbox rather than reaching the queue (Redis stopped),
   * then goes on. Only the production shape has one: the embedded relay hands each job over
   * within milliseconds of its commit.
   */
  readonly queueHold?: { hold(): Promise<void>; release(): Promise<void> };
  /** What a backup older than a day meets: the queue no longer remembers the ids of completed jobs. */
  forgetCompletedJobs(): Promise<void>;
  /** Outbox rows not yet relayed, read from the database while the app is stopped. */
  waitingInOutbox(): Promise<number>;
  close(): Promise<void>;
}

const run = promisify(execFile);
const BACKUP_CLI = 'infra/dist/backup/backup-cli.js';

/** `backup --to <workDir>/backups` and `restore <file>` as child processes, with only the app's variables for the database and storage. */
function backupCommands(env: Record<string, string>, workDir: string): Pick<DrillTarget, 'backup' | 'restore'> {
  const cli = async (...args: string[]): Promise<string> => {
    const { stdout } = await run(process.execPath, [BACKUP_CLI, ...args], { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 });
    return stdout.trim();
  };
  return { backup: () => cli('backup', '--to', join(workDir, 'backups')), restore: (file) => cli('restore', file) };
}

/** Outbox rows not yet relayed, read straight from the database (SQLite file or MariaDB). */
async function waitingInOutbox(database: { databaseUrl: string } | { sqlitePath: string }): Promise<number> {
  const dataSource = createDataSource(database);
  await dataSource.initialize();
  try {
    const [row] = (await dataSource.query('SELECT COUNT(*) AS waiting FROM outbox WHERE relayed_at IS NULL')) as Array<{ waiting: number | string }>;
    return Number(row?.waiting);
  } finally {
    await dataSource.destroy();
  }
}

async function stopped(processes: RunningProcess[]): Promise<void> {
  for (const { child } of processes) child.kill('SIGTERM');
  await Promise.all(processes.map((running) => running.exited));
}

/** The embedded default as `make start` runs it: one process, the SQLite file, `.eml` files, jobs in-process. */
export async function embeddedTarget(paypalEnv: Record<string, string>): Promise<DrillTarget> {
  const workDir = await mkdtemp(join(tmpdir(), 'pf-drill-embedded-'));
  const sqlitePath = join(workDir, 'app.db');
  const storageEnv = { SQLITE_PATH: sqlitePath, DOWNLOADS_DIR: join(workDir, 'downloads') };
  const port = await freePort();
  const env = {
    ...storageEnv,
    ...paypalEnv,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    MAIL_OUTBOX_DIR: join(workDir, 'mail'),
    SITE_ORIGIN: TEST_SITE_ORIGIN,
    SERVE_WEB: 'false',
    TRUST_PROXY: '1',
    MIGRATE_ON_START: 'true',
  };
  const apiUrl = `http://127.0.0.1:${port}`;
  let api: RunningProcess | undefined;
  return {
    apiUrl,
    mailbox: Mailbox.outbox(env.MAIL_OUTBOX_DIR),
    async start() {
      const started = startNode(API_MAIN, env);
      api = started;
      await waitFor(`the embedded API at ${apiUrl}\n${started.output()}`, () => answers200(`${apiUrl}/healthz`), 30_000);
    },
    stop: () => stopped(api ? [api] : []),
    async dropDatabase() {
      await Promise.all(['', '-wal', '-shm', '-journal'].map((suffix) => rm(`${sqlitePath}${suffix}`, { force: true })));
    },
    ...backupCommands(storageEnv, workDir),
    // A restarted process's in-process queue remembers nothing.
    forgetCompletedJobs: async () => undefined,
    waitingInOutbox: () => waitingInOutbox({ sqlitePath }),
    async close() {
      if (api && api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
      await api?.exited;
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** The production shape: `api` and `worker` processes on MariaDB, a redis-server of the drill's own (append-only), SMTP. */
export async function productionTarget(paypalEnv: Record<string, string>): Promise<DrillTarget> {
  const workDir = await mkdtemp(join(tmpdir(), 'pf-drill-production-'));
  const redis = await RedisServer.start({ appendOnly: true });
  const downloads = { DOWNLOADS_DIR: join(workDir, 'downloads') };
  const stack = await ProcessStack.start('restore_drill', { redisUrl: redis.url, env: { ...paypalEnv, ...downloads } });
  const database = stack.database;
  let processes: RunningProcess[] = [];
  return {
    apiUrl: stack.apiUrl,
    mailbox: stack.mailbox,
    async start() {
      processes = [await stack.startApi(), await stack.startWorker()];
    },
    stop: () => stopped(processes),
    async dropDatabase() {
      const connection = await createConnection(database.url);
      try {
        await connection.query(`DROP DATABASE \`${database.name}\``);
      } finally {
        await connection.end();
      }
    },
    ...backupCommands({ DATABASE_URL: database.url, ...downloads }, workDir),
    queueHold: { hold: () => redis.stop(), release: () => redis.restart() },
    async forgetCompletedJobs() {
      const queue = createBullmqQueue({ redisUrl: redis.url, prefix: stack.env.REDIS_PREFIX as string });
      try {
        await queue.clean(0, 0, 'completed');
      } finally {
        await queue.close();
      }
    },
    waitingInOutbox: () => waitingInOutbox({ databaseUrl: database.url }),
    async close() {
      await stack.close();
      await redis.dispose();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
