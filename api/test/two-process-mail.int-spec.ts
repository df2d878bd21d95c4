import type { Queue } from 'bullmq';
import { createBullmqQueue } from '@pointforge/infra';
import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { answers200, API_MAIN as MAIN, API_WORKER as WORKER, buildApi, startNode } from './support/child-process';
import { PRODUCTION_PROVIDERS } from './support/production-environment';
import { ProcessStack } from './support/process-stack';
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
  let stack: ProcessStack;
  let queue: Queue;

  beforeAll(async () => {
    stack = await ProcessStack.start('two_process', { redisUrl: testRedisUrl });
    queue = createBullmqQueue({ redisUrl: testRedisUrl, prefix: stack.env.REDIS_PREFIX as string });
  });

  afterAll(async () => {
    await queue?.close();
    await stack?.close();
  });

  it('delivers a mail job through the worker, not the API, and both exit 0 on SIGTERM', async () => {
    const api = await stack.startApi();
    expect(await answers200(`${stack.apiUrl}/readyz`)).toBe(true);

    const enqueued = await fetch(`${stack.apiUrl}/api/__test/mail`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'two-process@example.com', subject: 'Two-process check' }),
    });
    expect(enqueued.status).toBe(202);

    // No worker yet: the job must wait in Redis, untouched by the API process.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(stack.smtp.received).toHaveLength(0);
    expect((await queue.getWaiting()).map((job) => job.name).sort()).toEqual(['purge-expired-records', 'reconcile-subscriptions', 'send-mail']);
    // The API upserted the reconciliation and retention schedules, which the worker alone runs.
    expect((await queue.getJobSchedulers()).map((scheduler) => [scheduler.key, scheduler.every]).sort()).toEqual([
      ['purge-expired-records', 24 * 60 * 60 * 1000],
      ['reconcile-subscriptions', 15 * 60 * 1000],
    ]);

    const worker = await stack.startWorker();
    const mail = await stack.smtp.waitForMessage((received) => received.envelope.to.includes('two-process@example.com'), 20_000);
    expect(mail.parsed.subject).toBe('Contact form (Two-process check): Diagnostics');
    expect(mail.parsed.from?.text).toBe('"PointForge" <no-reply@pointforge.example>');
    expect(await answers200(`${stack.workerHealthUrl}/readyz`)).toBe(true);
    await waitFor(
      `the worker's reconciliation run\n${worker.output()}`,
      () => worker.output().includes('Checked 0 subscriptions with PayPal') || undefined,
      10_000,
    );
    expect(api.output()).not.toContain('Checked 0 subscriptions');
    expect(await answers200(`${stack.workerHealthUrl}/healthz`)).toBe(true);

    worker.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    const [workerExit, apiExit] = await Promise.all([worker.exited, api.exited]);
    expect({ worker: workerExit, api: apiExit }).toEqual({
      worker: { code: 0, signal: null },
      api: { code: 0, signal: null },
    });
    expect(stack.smtp.received).toHaveLength(1);
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
    [
      'the API given a TRUST_PROXY prefix Express refuses (10.0.0.0/33), without a stack trace',
      MAIN,
      { TRUST_PROXY: '10.0.0.0/33' },
      /^Invalid configuration: TRUST_PROXY must be false, the number of proxies/,
    ],
    // ASVS 5.0 13.3.x: production holds the key of the TOTP secrets at rest in its environment.
    [
      'the API in production without TWO_FACTOR_ENCRYPTION_KEYS',
      MAIN,
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://smtp.example:587', ...PRODUCTION_PROVIDERS, TWO_FACTOR_ENCRYPTION_KEYS: '' },
      /^Invalid configuration: TWO_FACTOR_ENCRYPTION_KEYS is required when NODE_ENV=production/,
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
