import type { NestExpressApplication } from '@nestjs/platform-express';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { startSmtpTestServer, type SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { createTestMysqlDatabase, deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '@pointforge/infra/testing/test-services';
import { createApp } from '../../src/create-app';
import { startedOrClosed, startWorker } from './accounts-stack';
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

export function startLeadsStack(): Promise<LeadsStack> {
  return startedOrClosed(async (teardown) => {
    const database = await createTestMysqlDatabase('leads');
    teardown.add(() => database.drop());
    const smtp = await startSmtpTestServer();
    teardown.add(() => smtp.close());
    const prefix = uniqueRedisPrefix('leads');
    teardown.add(() => deleteRedisKeys(prefix));
    const shared = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix, SMTP_URL: smtp.url, TRUST_PROXY: '1' };

    const app: NestExpressApplication = await createApp(testConfig({ ...shared, MIGRATE_ON_START: 'true' }));
    teardown.add(() => app.close());
    const worker = await startWorker(testConfig({ ...shared, HOST: '127.0.0.1', WORKER_HEALTH_PORT: String(await freePort()) }));
    teardown.add(() => worker.close());

    return { http: app.getHttpServer() as App, dataSource: app.get(DataSource), smtp };
  });
}
