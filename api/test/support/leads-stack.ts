import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { startSmtpTestServer, type SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { createTestMysqlDatabase, testRedisUrl, uniqueRedisPrefix } from '@pointforge/infra/testing/test-services';
import { createApp } from '../../src/create-app';
import { WorkerModule } from '../../src/worker.module';
import { freePort } from './child-process';
import { testConfig } from './test-config';

/**
 * The production shape with the SMTP server in reach of the test, so the Reply-To header
 * of the delivered mail can be read: MariaDB (a fresh database, migrated), Redis (a fresh
 * prefix, for the queue and the rate limits), the API that only enqueues, and the worker
 * side built as worker.ts builds it, delivering to a real SMTP server.
 */
export interface LeadsStack {
  http: App;
  dataSource: DataSource;
  smtp: SmtpTestServer;
  close(): Promise<void>;
}

export async function startLeadsStack(): Promise<LeadsStack> {
  const closers: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const step of closers.splice(0).reverse()) {
      await step().catch((error: unknown) => process.stderr.write(`Teardown step failed: ${String(error)}\n`));
    }
  };
  try {
    const database = await createTestMysqlDatabase('leads');
    closers.push(() => database.drop());
    const smtp = await startSmtpTestServer();
    closers.push(() => smtp.close());
    const prefix = uniqueRedisPrefix('leads');
    closers.push(() => deleteRedisKeys(prefix));
    const shared = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix, SMTP_URL: smtp.url, TRUST_PROXY: '1' };

    const app: NestExpressApplication = await createApp(testConfig({ ...shared, MIGRATE_ON_START: 'true' }));
    closers.push(() => app.close());
    const workerConfig = testConfig({ ...shared, HOST: '127.0.0.1', WORKER_HEALTH_PORT: String(await freePort()) });
    const worker: INestApplicationContext = await NestFactory.createApplicationContext(WorkerModule.forRoot(workerConfig), {
      bufferLogs: true,
      abortOnError: false,
    });
    worker.useLogger(worker.get(Logger));
    closers.push(() => worker.close());
    await worker.init();

    return { http: app.getHttpServer() as App, dataSource: app.get(DataSource), smtp, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
