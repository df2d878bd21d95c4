import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createBullmqQueue, DEFAULT_JOB_RETRY_POLICY } from '@pointforge/infra';
import { testRedisUrl, uniqueRedisPrefix } from '@pointforge/infra/testing/test-services';
import { createApp } from '../src/create-app';
import { BROWSER_HEADERS, testConfig } from './support/test-config';

/** With REDIS_URL the API process enqueues to BullMQ and never consumes. */
describe('API process with Redis', () => {
  let workDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'pf-redis-mode-'));
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  describe('with Redis reachable', () => {
    const prefix = uniqueRedisPrefix('api');
    let app: NestExpressApplication;
    let queue: Queue;

    beforeAll(async () => {
      const config = testConfig({
        SQLITE_PATH: join(workDir, 'app.db'),
        MIGRATE_ON_START: 'true',
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        ENABLE_TEST_ROUTES: 'true',
      });
      app = await createApp(config);
      queue = createBullmqQueue({ redisUrl: testRedisUrl, prefix });
    });

    afterAll(async () => {
      await app?.close();
      await queue?.obliterate({ force: true });
      await queue?.close();
    });

    it('checks Redis in /readyz', async () => {
      await request(app.getHttpServer())
        .get('/readyz')
        .expect(200, { status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    });

    it('leaves an enqueued mail job waiting in Redis for the worker', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/__test/mail')
        .set(BROWSER_HEADERS)
        .send({ to: 'queued@example.com', subject: 'Queued' })
        .expect(202);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const waiting = (await queue.getWaiting()).filter((job) => job.name === 'send-mail');
      expect(waiting.map((job) => ({ name: job.name, to: job.data.message.to, attempts: job.opts.attempts }))).toEqual([
        { name: 'send-mail', to: 'queued@example.com', attempts: DEFAULT_JOB_RETRY_POLICY.attempts },
      ]);
      expect(waiting[0]?.data.idempotencyKey).toBe(response.body.idempotencyKey);
    });

    it('schedules reconciliation once in Redis, for a worker to run, however many times the API starts', async () => {
      const secondReplica = await createApp(
        testConfig({
          SQLITE_PATH: join(workDir, 'app.db'),
          REDIS_URL: testRedisUrl,
          REDIS_PREFIX: prefix,
        }),
      );
      // Start-up does not wait for the upsert; a local Redis answers well within this.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await secondReplica.close();

      expect((await queue.getJobSchedulers()).map((scheduler) => [scheduler.key, scheduler.name, scheduler.every]).sort()).toEqual([
        ['purge-expired-records', 'purge-expired-records', 24 * 60 * 60 * 1000],
        ['reconcile-subscriptions', 'reconcile-subscriptions', 15 * 60 * 1000],
      ]);
    });
  });

  it('stays ready, reporting Redis degraded, when Redis does not answer: the database is what it needs', async () => {
    const config = testConfig({
      SQLITE_PATH: join(workDir, 'unreachable.db'),
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_PREFIX: uniqueRedisPrefix('api-down'),
    });
    const app = await createApp(config);
    try {
      await request(app.getHttpServer())
        .get('/readyz')
        .expect(200, { status: 'ok', checks: { database: 'ok', redis: 'degraded' } });
    } finally {
      await app.close();
    }
  });
});
