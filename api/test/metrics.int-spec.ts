import { parsePrometheusText, sampleSum, type PrometheusText } from '@pointforge/infra/testing/prometheus-text';
import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers200, API_MAIN, buildApi, freePort, startNode, type RunningProcess } from './support/child-process';
import { ProcessStack } from './support/process-stack';
import { BROWSER_HEADERS } from './support/test-config';
import { waitFor } from './support/wait-for';

beforeAll(() => {
  buildApi();
}, 180_000);

const DURATION = 'pointforge_http_request_duration_seconds_count';
const JOB_RUNS = 'pointforge_job_duration_seconds_count';

/** The worker's metrics in the Redis stack are behind a bearer token (METRICS_TOKEN). */
const WORKER_METRICS_TOKEN = 'metrics-token-for-the-integration-suite';

/** One scrape, parsed strictly: a malformed exposition fails the test here. */
async function scrape(metricsUrl: string, token?: string): Promise<PrometheusText> {
  const response = await fetch(`${metricsUrl}/metrics`, token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(await response.text());
}

function enqueueTestMail(apiUrl: string, to: string): Promise<Response> {
  return fetch(`${apiUrl}/api/__test/mail`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ to, subject: 'Metrics check' }),
  });
}

/** What every process exports, whatever it did: its role on every series and Node's own metrics. */
function expectProcessMetrics(metrics: PrometheusText, role: 'api' | 'worker'): void {
  expect(metrics.samples.every((sample) => sample.labels.role === role)).toBe(true);
  expect(metrics.families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
  expect(metrics.families.get('nodejs_eventloop_lag_p99_seconds')?.type).toBe('gauge');
  expect(metrics.families.get('pointforge_outbox_waiting_jobs')?.type).toBe('gauge');
  expect(sampleSum(metrics, 'pointforge_outbox_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(0);
}

describe('metrics of the api and worker processes (MariaDB, Redis, SMTP)', () => {
  let stack: ProcessStack;
  let api: RunningProcess;
  let worker: RunningProcess;
  let apiMetricsUrl: string;
  let workerMetricsUrl: string;

  beforeAll(async () => {
    stack = await ProcessStack.start('metrics', { redisUrl: testRedisUrl });
    const [apiPort, workerPort] = [await freePort(), await freePort()];
    apiMetricsUrl = `http://127.0.0.1:${apiPort}`;
    workerMetricsUrl = `http://127.0.0.1:${workerPort}`;
    api = await stack.startApi([], { METRICS_PORT: String(apiPort) });
    worker = await stack.startWorker({ METRICS_PORT: String(workerPort), METRICS_TOKEN: WORKER_METRICS_TOKEN });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('counts API requests by route template and status, never by the URL asked for', async () => {
    const before = await scrape(apiMetricsUrl);
    expectProcessMetrics(before, 'api');

    expect((await fetch(`${stack.apiUrl}/api/auth/me`)).status).toBe(401);
    expect((await fetch(`${stack.apiUrl}/api/auth/me`)).status).toBe(401);
    expect((await fetch(`${stack.apiUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.apiUrl}/no-such-page/secret-token-123`)).status).toBe(404);

    const after = await scrape(apiMetricsUrl);
    const count = (metrics: PrometheusText, route: string, status: string) => sampleSum(metrics, DURATION, { method: 'GET', route, status });
    expect(count(after, '/api/auth/me', '401') - count(before, '/api/auth/me', '401')).toBe(2);
    expect(count(after, '/healthz', '200') - count(before, '/healthz', '200')).toBe(1);
    expect(count(after, '(unmatched)', '404') - count(before, '(unmatched)', '404')).toBe(1);
    const routes = after.samples.map((sample) => sample.labels.route ?? '');
    expect(routes.some((route) => route.includes('secret-token-123'))).toBe(false);
    // The scrape itself is no request of the API's.
    expect(sampleSum(after, 'pointforge_http_requests_in_flight')).toBe(0);
    expect(after.families.get('pointforge_rate_limit_degraded')?.type).toBe('gauge');
  });

  it("shows a mail job in the worker's metrics: the job's run, the email sent, the queue drained", async () => {
    const before = await scrape(workerMetricsUrl, WORKER_METRICS_TOKEN);
    expectProcessMetrics(before, 'worker');

    expect((await enqueueTestMail(stack.apiUrl, 'metrics@example.com')).status).toBe(202);
    await stack.smtp.waitForMessage((received) => received.envelope.to.includes('metrics@example.com'), 20_000);

    const after = await waitFor(
      `the send-mail run in the worker's metrics\n${worker.output()}`,
      async () => {
        const metrics = await scrape(workerMetricsUrl, WORKER_METRICS_TOKEN);
        return sampleSum(metrics, JOB_RUNS, { job: 'send-mail', outcome: 'completed' }) >
          sampleSum(before, JOB_RUNS, { job: 'send-mail', outcome: 'completed' })
          ? metrics
          : undefined;
      },
      10_000,
    );
    expect(
      sampleSum(after, JOB_RUNS, { job: 'send-mail', outcome: 'completed' }) - sampleSum(before, JOB_RUNS, { job: 'send-mail', outcome: 'completed' }),
    ).toBe(1);
    expect(sampleSum(after, 'pointforge_emails_sent_total') - sampleSum(before, 'pointforge_emails_sent_total')).toBe(1);
    expect(sampleSum(after, 'pointforge_emails_failed_total')).toBe(0);
    expect(sampleSum(after, 'pointforge_queue_jobs', { queue: 'jobs', state: 'failed' })).toBe(0);
    expect(
      after.samples
        .filter((sample) => sample.name === 'pointforge_queue_jobs')
        .map((sample) => sample.labels.state)
        .sort(),
    ).toEqual(['active', 'delayed', 'failed', 'waiting']);
    // The API only enqueued: no job ran there.
    expect(sampleSum(await scrape(apiMetricsUrl), JOB_RUNS)).toBe(0);
  });

  // ASVS 5.0 13.4.x: the console's routes are not listed to whoever reads the metrics.
  it("labels every console route alike, so the metrics do not list the hidden console's routes", async () => {
    const before = await scrape(apiMetricsUrl);
    expect((await fetch(`${stack.apiUrl}/api/admin/customers?query=x`)).status).toBe(404);
    expect((await fetch(`${stack.apiUrl}/api/admin/audit`)).status).toBe(404);
    const after = await scrape(apiMetricsUrl);
    const consoleCalls = (metrics: PrometheusText) => sampleSum(metrics, DURATION, { method: 'GET', route: '(console)', status: '404' });
    expect(consoleCalls(after) - consoleCalls(before)).toBe(2);
    expect(after.samples.filter((sample) => /admin/.test(sample.labels.route ?? '')).map((sample) => sample.labels.route)).toEqual([]);
  });

  // ASVS 5.0 13.4.x: METRICS_HOST defaults to loopback; nothing on this machine's other addresses answers.
  it('listens on loopback only by default: no other address of this machine reaches the metrics port', async () => {
    expect(api.output()).toContain(`Prometheus metrics on http://127.0.0.1:${new URL(apiMetricsUrl).port}/metrics`);
    const otherAddresses = Object.values(networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .filter((entry) => !entry.internal && entry.family === 'IPv4')
      .map((entry) => entry.address);
    for (const address of otherAddresses) {
      await expect(fetch(`http://${address}:${new URL(apiMetricsUrl).port}/metrics`)).rejects.toThrow();
    }
  });

  // ASVS 5.0 13.4.x: with METRICS_TOKEN a scrape must carry it.
  it('answers a scrape without the bearer token, or with another, with 401 when METRICS_TOKEN is set', async () => {
    const unauthorized = await fetch(`${workerMetricsUrl}/metrics`);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await fetch(`${workerMetricsUrl}/metrics`, { headers: { Authorization: `Bearer ${WORKER_METRICS_TOKEN}x` } })).status).toBe(401);
    expect(sampleSum(await scrape(workerMetricsUrl, WORKER_METRICS_TOKEN), 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(worker.output()).toContain('(bearer token required)');
  });

  it('serves only GET /metrics on the metrics port', async () => {
    expect((await fetch(`${apiMetricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${workerMetricsUrl}/healthz`, { headers: { Authorization: `Bearer ${WORKER_METRICS_TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${apiMetricsUrl}/metrics`, { method: 'POST' })).status).toBe(405);
    expect(api.output()).toContain(`Prometheus metrics on ${apiMetricsUrl}/metrics`);
  });
});

describe('metrics of the embedded default (one process, SQLite, jobs in-process)', () => {
  let directory: string;
  let api: RunningProcess | undefined;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'pf-metrics-'));
  });

  afterAll(async () => {
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    rmSync(directory, { recursive: true, force: true });
  });

  it('with METRICS_PORT, counts the requests it serves and the jobs it runs itself', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${port}`;
    api = startNode(API_MAIN, {
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SQLITE_PATH: join(directory, 'app.db'),
      MIGRATE_ON_START: 'true',
      MAIL_OUTBOX_DIR: join(directory, 'mail'),
      DOWNLOADS_DIR: join(directory, 'downloads'),
      SERVE_WEB: 'false',
    });
    const running = api;
    await waitFor(`the embedded API\n${running.output()}`, () => answers200(`${apiUrl}/healthz`), 20_000);
    const metricsUrl = `http://127.0.0.1:${metricsPort}`;

    expect((await enqueueTestMail(apiUrl, 'embedded-metrics@example.com')).status).toBe(202);

    const metrics = await waitFor(
      'the in-process send-mail run in the metrics',
      async () => {
        const scraped = await scrape(metricsUrl);
        return sampleSum(scraped, JOB_RUNS, { job: 'send-mail', outcome: 'completed' }) === 1 ? scraped : undefined;
      },
      10_000,
    );
    expectProcessMetrics(metrics, 'api');
    expect(sampleSum(metrics, 'pointforge_emails_sent_total')).toBe(1);
    expect(sampleSum(metrics, DURATION, { method: 'POST', route: '/api/__test/mail', status: '202' })).toBe(1);
  });
});
