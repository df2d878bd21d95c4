import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { startSmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { Teardown } from '@pointforge/infra/testing/teardown';
import { createTestMysqlDatabase, deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '@pointforge/infra/testing/test-services';
import { bumpSessionVersion } from '@pointforge/infra';
import { createApp } from '../../src/create-app';
import { WorkerModule } from '../../src/worker.module';
import { freePort } from './child-process';
import { Mailbox } from './mailbox';
import { TEST_SITE_ORIGIN, testConfig } from './test-config';

/** The whole account system under test: API replicas, the job consumer, the database and the mail. */
export interface AccountsStack {
  /** The first API replica's server. */
  http: App;
  /** Every API replica's server; they share the database and Redis. */
  replicas: App[];
  apps: NestExpressApplication[];
  /** The database the apps use, for checks in SQL. */
  dataSource: DataSource;
  /** The variables that point a command-line tool at that database (DATABASE_URL or SQLITE_PATH), and at Redis when the stack has it. */
  databaseEnv: Record<string, string>;
  /**
   * After a test changed users or sessions in SQL, behind the repositories' back: no replica
   * uses a session it cached before, as after an operator moves `<prefix>:session-versions:all` on (docs/operations.md, Runbooks).
   */
  forgetCachedSessions(): Promise<void>;
  mailbox: Mailbox;
  /** Origin of the links in email. */
  origin: string;
  close(): Promise<void>;
}

export interface ProductionStackOptions {
  /** API replicas sharing the database and the Redis prefix; 1 unless told. */
  replicas?: number;
  /** More variables for the API replicas (SERVE_WEB, WEB_DIST_DIR…). */
  env?: Record<string, string>;
  /** A Redis of the suite's own (one it can stop); the shared one unless told. */
  redisUrl?: string;
}

/**
 * The production shape in one process: MariaDB (a fresh database), Redis (a fresh prefix),
 * a real SMTP server, `replicas` API apps that only enqueue, and the worker side built as
 * `worker.ts` builds it, consuming the jobs and delivering the mail.
 */
export function startProductionStack(label: string, options: ProductionStackOptions = {}): Promise<AccountsStack> {
  return startedOrClosed(async (teardown) => {
    const database = await createTestMysqlDatabase(label);
    teardown.add(() => database.drop());
    const smtp = await startSmtpTestServer();
    teardown.add(() => smtp.close());
    const prefix = uniqueRedisPrefix(label);
    const redisUrl = options.redisUrl ?? testRedisUrl;
    teardown.add(() => deleteRedisKeys(prefix, redisUrl));
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
    };

    const apps: NestExpressApplication[] = [];
    for (let replica = 0; replica < (options.replicas ?? 1); replica += 1) {
      // The first replica migrates the fresh database; the others find it ready.
      const config = testConfig({ ...shared, MIGRATE_ON_START: replica === 0 ? 'true' : 'false', ...options.env });
      const app = await createApp(config);
      teardown.add(() => app.close());
      apps.push(app);
    }

    const worker = await startWorker(testConfig({ ...shared, HOST: '127.0.0.1', WORKER_HEALTH_PORT: String(await freePort()) }));
    teardown.add(() => worker.close());

    const replicas = apps.map((app) => app.getHttpServer() as App);
    return {
      http: replicas[0] as App,
      replicas,
      apps,
      dataSource: (apps[0] as NestExpressApplication).get(DataSource),
      databaseEnv: { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
      forgetCachedSessions: () => bumpSessionVersion(redisUrl, prefix, { kind: 'all' }),
      mailbox: Mailbox.smtp(smtp),
      origin: TEST_SITE_ORIGIN,
    };
  });
}

/**
 * The embedded default: a SQLite file in a temporary folder, jobs run inside the API
 * process, mail written as `.eml` files to an outbox folder. `env` adds variables (a
 * PayPal simulator the test drives, a web build to serve…).
 */
export function startEmbeddedStack(label: string, options: Pick<ProductionStackOptions, 'env'> = {}): Promise<AccountsStack> {
  return startedOrClosed(async (teardown) => {
    const workDir = mkdtempSync(join(tmpdir(), `pf-${label}-`));
    teardown.add(() => rmSync(workDir, { recursive: true, force: true }));
    const outbox = join(workDir, 'mail');
    const databaseEnv = { SQLITE_PATH: join(workDir, 'app.db') };
    const app = await createApp(testConfig({ ...databaseEnv, MAIL_OUTBOX_DIR: outbox, MIGRATE_ON_START: 'true', TRUST_PROXY: '1', ...options.env }));
    teardown.add(() => app.close());
    const http = app.getHttpServer() as App;
    return {
      http,
      replicas: [http],
      apps: [app],
      dataSource: app.get(DataSource),
      databaseEnv,
      // The embedded default caches no sessions.
      forgetCachedSessions: async () => undefined,
      mailbox: Mailbox.outbox(outbox),
      origin: TEST_SITE_ORIGIN,
    };
  });
}

/**
 * Runs `start`, which adds a closing step for each thing it opens: the stack it answers
 * closes them all, last first, and if a step fails half-way the earlier ones are closed
 * before the error goes on.
 */
export async function startedOrClosed<T extends object>(start: (teardown: Teardown) => Promise<T>): Promise<T & { close(): Promise<void> }> {
  const teardown = new Teardown();
  try {
    return { ...(await start(teardown)), close: () => teardown.run() };
  } catch (error) {
    await teardown.run();
    throw error;
  }
}

/** The worker process's application context, built and logged as worker.ts does. */
export async function startWorker(config: ReturnType<typeof testConfig>): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true, abortOnError: false });
  worker.useLogger(worker.get(Logger));
  await worker.init();
  return worker;
}
