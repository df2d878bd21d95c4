import { createDataSource, runMigrations } from '@pointforge/infra';
import { startSmtpTestServer, type SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { createTestMysqlDatabase, deleteRedisKeys, uniqueRedisPrefix, type TestMysqlDatabase } from '@pointforge/infra/testing/test-services';
import { answers200, API_MAIN, API_WORKER, freePort, startNode, type RunningProcess } from './child-process';
import { Mailbox } from './mailbox';
import { waitFor } from './wait-for';

export interface ProcessStackOptions {
  /** The shared Redis, or a suite's own that it can stop. */
  redisUrl: string;
  /** Another port the processes reach the database through (a TcpProxy in front of MariaDB), so a test can cut them off from it. */
  databasePort?: number;
  env?: Record<string, string>;
}

/**
 * The production shape as real processes: a migrated MariaDB database of its own, a real
 * SMTP server, and `api` and `worker` processes started and stopped by the test, sharing
 * one Redis (the shared one, or a suite's own that it can stop).
 */
export class ProcessStack {
  readonly apiUrl: string;
  readonly workerHealthUrl: string;
  /** Where the processes' mail arrives: the stack's SMTP server. */
  readonly mailbox: Mailbox;
  private readonly running: RunningProcess[] = [];

  private constructor(
    readonly env: Record<string, string>,
    readonly smtp: SmtpTestServer,
    readonly database: TestMysqlDatabase,
  ) {
    this.apiUrl = `http://127.0.0.1:${env.PORT}`;
    this.workerHealthUrl = `http://127.0.0.1:${env.WORKER_HEALTH_PORT}`;
    this.mailbox = Mailbox.smtp(smtp);
  }

  static async start(label: string, options: ProcessStackOptions): Promise<ProcessStack> {
    const smtp = await startSmtpTestServer();
    const database = await createTestMysqlDatabase(label);
    const dataSource = createDataSource({ databaseUrl: database.url });
    await dataSource.initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
    const env = {
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      WORKER_HEALTH_PORT: String(await freePort()),
      DATABASE_URL: options.databasePort === undefined ? database.url : withPort(database.url, options.databasePort),
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: uniqueRedisPrefix(label),
      SMTP_URL: smtp.url,
      SITE_ORIGIN: 'http://localhost:3999',
      SERVE_WEB: 'false',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      ...options.env,
    };
    return new ProcessStack(env, smtp, database);
  }

  /**
   * Starts the API process (`nodeArgs`: `--cpu-prof`, say; `env`: variables of this process
   * alone, such as its METRICS_PORT) and waits until it is ready.
   */
  async startApi(nodeArgs: string[] = [], env: Record<string, string> = {}): Promise<RunningProcess> {
    const api = this.spawn(API_MAIN, nodeArgs, env);
    await waitFor(`the API at ${this.apiUrl}\n${api.output()}`, () => answers200(`${this.apiUrl}/healthz`), 20_000);
    return api;
  }

  /** Starts a worker process (`env`: variables of this process alone) and waits until its health port answers. */
  async startWorker(env: Record<string, string> = {}): Promise<RunningProcess> {
    const worker = this.spawn(API_WORKER, [], env);
    await waitFor(`the worker at ${this.workerHealthUrl}\n${worker.output()}`, () => answers200(`${this.workerHealthUrl}/healthz`), 20_000);
    return worker;
  }

  /** Kills whatever still runs, then removes its Redis keys and the database and stops the SMTP server. */
  async close(): Promise<void> {
    for (const { child } of this.running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(this.running.map((process) => process.exited));
    await deleteRedisKeys(this.env.REDIS_PREFIX as string, this.env.REDIS_URL);
    await this.smtp.close();
    await this.database.drop();
  }

  private spawn(script: string, nodeArgs: string[], env: Record<string, string>): RunningProcess {
    const started = startNode(script, { ...this.env, ...env }, nodeArgs);
    this.running.push(started);
    return started;
  }
}

function withPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.port = String(port);
  return parsed.toString();
}
