import type { Queue } from 'bullmq';
import { createBullmqQueue, createDataSource, runMigrations } from '@pointforge/infra';
import { startSmtpTestServer, type SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import {
  createTestMysqlDatabase,
  testRedisUrl,
  uniqueRedisPrefix,
  type TestMysqlDatabase,
} from '@pointforge/infra/testing/test-services';
import { answers200, API_MAIN as MAIN, API_WORKER as WORKER, buildApi, freePort, startNode, type RunningProcess } from './support/child-process';
import { BROWSER_HEADERS } from './support/test-config';
import { waitFor } from './support/wait-for';

beforeAll(() => {
  buildApi();
}, 180_000);

/**
 * Production shape: MariaDB, Redis, SMTP, and two processes. The API only enqueues; the
 * separate worker delivers; both stop cleanly on SIGTERM.
 */
describe('api and worker processes', () => {
  let smtp: SmtpTestServer;
  let database: TestMysqlDatabase;
  let queue: Queue;
  let env: Record<string, string>;
  let apiPort: number;
  let workerHealthPort: number;
  const running: RunningProcess[] = [];

  function start(script: string): RunningProcess {
    const started = startNode(script, env);
    running.push(started);
    return started;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await createTestMysqlDatabase('two_process');
    const dataSource = createDataSource({ databaseUrl: database.url });
    await dataSource.initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
    const prefix = uniqueRedisPrefix('two-process');
    queue = createBullmqQueue({ redisUrl: testRedisUrl, prefix });
    apiPort = await freePort();
    workerHealthPort = await freePort();
    env = {
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      WORKER_HEALTH_PORT: String(workerHealthPort),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: prefix,
      SMTP_URL: smtp.url,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    for (const { child } of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await queue?.obliterate({ force: true });
    await queue?.close();
    await smtp?.close();
    await database?.drop();
  });

  it('delivers a mail job through the worker, not the API, and both exit 0 on SIGTERM', async () => {
    const api = start(MAIN);
    await waitFor(`the API on port ${apiPort}\n${api.output()}`, () => answers200(`http://127.0.0.1:${apiPort}/readyz`), 20_000);

    const enqueued = await fetch(`http://127.0.0.1:${apiPort}/api/__test/mail`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'two-process@example.com', subject: 'Two-process check' }),
    });
    expect(enqueued.status).toBe(202);

    // No worker yet: the job must wait in Redis, untouched by the API process.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received).toHaveLength(0);
    expect((await queue.getWaiting()).map((job) => job.name).sort()).toEqual(['reconcile-subscriptions', 'send-mail']);
    // The API upserted the reconciliation schedule, which the worker alone runs.
    expect(await queue.getJobSchedulers()).toEqual([expect.objectContaining({ key: 'reconcile-subscriptions', every: 15 * 60 * 1000 })]);

    const worker = start(WORKER);
    const mail = await smtp.waitForMessage((received) => received.envelope.to.includes('two-process@example.com'), 20_000);
    expect(mail.parsed.subject).toBe('Contact form (Two-process check): Diagnostics');
    expect(mail.parsed.from?.text).toBe('"PointForge" <no-reply@pointforge.example>');
    expect(await answers200(`http://127.0.0.1:${workerHealthPort}/readyz`)).toBe(true);
    await waitFor(`the worker's reconciliation run\n${worker.output()}`, () => worker.output().includes('Checked 0 subscriptions with PayPal') || undefined, 10_000);
    expect(api.output()).not.toContain('Checked 0 subscriptions');
    expect(await answers200(`http://127.0.0.1:${workerHealthPort}/healthz`)).toBe(true);

    worker.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    const [workerExit, apiExit] = await Promise.all([worker.exited, api.exited]);
    expect({ worker: workerExit, api: apiExit }).toEqual({
      worker: { code: 0, signal: null },
      api: { code: 0, signal: null },
    });
    expect(smtp.received).toHaveLength(1);
    expect(api.output()).toContain('Not accepting new connections');
  }, 60_000);
});

describe('entry points refuse a bad configuration with one line and exit code 1', () => {
  it.each([
    ['the API, given a bad PORT', MAIN, { PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number from 1 to 65535\.$/],
    [
      'the API in production without SESSION_SECRET',
      MAIN,
      { NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.example:587' },
      /^Invalid configuration: SESSION_SECRET is required when NODE_ENV=production/,
    ],
    [
      'the API in production with the file outbox',
      MAIN,
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) },
      /^Invalid configuration: SMTP_URL is required when NODE_ENV=production/,
    ],
    ['the worker without REDIS_URL', WORKER, {}, /^Invalid configuration: REDIS_URL is required to run the worker/],
    // ASVS 5.0 4.1.3: trusting every proxy would let a client write the address the limits see.
    [
      'the API given TRUST_PROXY=true, naming the values to use instead',
      MAIN,
      { TRUST_PROXY: 'true' },
      /^Invalid configuration: TRUST_PROXY must be false, the number of proxies in front of the API \(1 behind one load balancer\), or a comma-separated list of their addresses/,
    ],
  ])('%s', async (_, script, env, expected) => {
    const entry = startNode(script, env);
    const exit = await entry.exited;
    expect(exit).toEqual({ code: 1, signal: null });
    const lines = entry.output().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
  });
});
