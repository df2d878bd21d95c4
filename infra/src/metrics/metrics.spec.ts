import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { JobHandlers } from '@pointforge/domain';
import { RecordingMailer } from '@pointforge/domain/testing';
import { PaypalSimulator } from '../payment/paypal-simulator';
import { InProcessJobQueue } from '../queue/in-process-job-queue';
import { adapterForSimulator } from '../testing/paypal-against-simulator';
import { parsePrometheusText, sampleSum, type PrometheusText } from '../testing/prometheus-text';
import { HttpRequestMetrics } from './http-request-metrics';
import { JobMetrics } from './job-metrics';
import { MeteredMailAdapter } from './metered-mail.adapter';
import { MetricsRegistry } from './metrics-registry';
import { OutboxMetrics } from './outbox-metrics';
import { PaypalCallMetrics, paypalOperation } from './paypal-call-metrics';
import { PrometheusLicenseActivationMetrics } from './prometheus-license-activation-metrics.adapter';
import { RateLimitMetrics } from './rate-limit-metrics';

async function scrape(metrics: MetricsRegistry): Promise<PrometheusText> {
  return parsePrometheusText(await metrics.exposition());
}

const silent = { warn: () => undefined, error: () => undefined };
const mail = { to: 'ann@example.com', template: 'password-changed', data: { firstName: 'Ann', resetUrl: 'https://pf.test/r' } } as const;

describe('HttpRequestMetrics', () => {
  it('counts each request under its route template and status, and those in flight', async () => {
    const metrics = new MetricsRegistry('api');
    const http = new HttpRequestMetrics(metrics);

    http.started();
    http.started();
    http.finished('GET', '/api/licenses/:id', 200, 0.004);
    expect(sampleSum(await scrape(metrics), 'pointforge_http_requests_in_flight')).toBe(1);
    http.finished('GET', '/api/licenses/:id', 200, 0.3);

    const scraped = await scrape(metrics);
    const series = { method: 'GET', route: '/api/licenses/:id', status: '200', role: 'api' };
    expect(sampleSum(scraped, 'pointforge_http_request_duration_seconds_count', series)).toBe(2);
    expect(sampleSum(scraped, 'pointforge_http_request_duration_seconds_bucket', { ...series, le: '0.005' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_http_request_duration_seconds_sum', series)).toBeCloseTo(0.304);
    expect(sampleSum(scraped, 'pointforge_http_requests_in_flight')).toBe(0);
  });
});

describe('JobMetrics with the in-process queue', () => {
  it('times each attempt by outcome, counts jobs kept as failed, and reports the depth by state', async () => {
    const metrics = new MetricsRegistry('worker');
    const jobs = new JobMetrics(metrics);
    const queue = new InProcessJobQueue({
      retryPolicy: { attempts: 2, backoffBaseDelayMs: 1 },
      logger: silent,
      onKeptAsFailed: (name) => jobs.jobKeptAsFailed(name),
    });
    jobs.watchQueue('jobs', queue);
    let release: () => void = () => undefined;
    const handlers: JobHandlers = {
      'send-mail': async (payload) => {
        if (payload.idempotencyKey === 'hold') await new Promise<void>((resolve) => (release = resolve));
        if (payload.idempotencyKey === 'bad') throw new Error('SMTP down');
      },
      'reconcile-subscriptions': async () => undefined,
      'purge-expired-records': async () => undefined,
    };

    await queue.enqueue('send-mail', { idempotencyKey: 'hold', message: mail });
    await queue.enqueue('send-mail', { idempotencyKey: 'bad', message: mail });
    let scraped = await scrape(metrics);
    expect(sampleSum(scraped, 'pointforge_queue_jobs', { queue: 'jobs', state: 'waiting' })).toBe(2);

    queue.start(jobs.measure(handlers));
    await new Promise((resolve) => setTimeout(resolve, 50));
    scraped = await scrape(metrics);
    expect(sampleSum(scraped, 'pointforge_queue_jobs', { queue: 'jobs', state: 'active' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_queue_jobs', { queue: 'jobs', state: 'failed' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_job_duration_seconds_count', { job: 'send-mail', outcome: 'failed' })).toBe(2);
    expect(sampleSum(scraped, 'pointforge_jobs_failed_total', { job: 'send-mail' })).toBe(1);

    release();
    await queue.stop();
    scraped = await scrape(metrics);
    expect(sampleSum(scraped, 'pointforge_job_duration_seconds_count', { job: 'send-mail', outcome: 'completed' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_queue_jobs', { queue: 'jobs', state: 'active' })).toBe(0);
  });

  it('leaves out a queue that does not answer instead of failing the scrape', async () => {
    const metrics = new MetricsRegistry('api');
    new JobMetrics(metrics).watchQueue('stuck', { jobCounts: () => Promise.reject(new Error('Connection is closed.')) });

    const scraped = await scrape(metrics);

    expect(scraped.samples.filter((sample) => sample.name === 'pointforge_queue_jobs')).toEqual([]);
  });
});

describe('MeteredMailAdapter', () => {
  it('counts emails the transport accepted and refused, by template, and passes the refusal on', async () => {
    const metrics = new MetricsRegistry('worker');
    const transport = new RecordingMailer();
    const metered = new MeteredMailAdapter(transport, metrics);

    await metered.send(mail);
    transport.failNextWith(new Error('SMTP down'));
    await expect(metered.send(mail)).rejects.toThrow('SMTP down');

    const scraped = await scrape(metrics);
    expect(sampleSum(scraped, 'pointforge_emails_sent_total', { template: 'password-changed' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_emails_failed_total', { template: 'password-changed' })).toBe(1);
    expect(transport.sent).toEqual([mail]);
  });
});

describe('PaypalCallMetrics with the PayPal adapter', () => {
  let simulator: PaypalSimulator;

  beforeAll(async () => {
    simulator = new PaypalSimulator();
    await simulator.listen();
  });

  afterAll(() => simulator.close());

  it('names operations without their resource ids', () => {
    expect(paypalOperation('POST', '/v1/billing/subscriptions/I-ABC123/cancel')).toBe('POST /v1/billing/subscriptions/{id}/cancel');
    expect(paypalOperation('GET', '/v1/payments/sale/9XY?x=1')).toBe('GET /v1/payments/sale/{id}');
    expect(paypalOperation('POST', '/v1/oauth2/token')).toBe('POST /v1/oauth2/token');
  });

  it('times every request to PayPal by operation and counts those PayPal did not answer well', async () => {
    const metrics = new MetricsRegistry('api');
    const paypalMetrics = new PaypalCallMetrics(metrics);
    const paypal = adapterForSimulator(simulator.baseUrl, { observeCall: paypalMetrics.observe });

    await expect(paypal.getSubscription('I-NO-SUCH-ONE')).rejects.toMatchObject({ kind: expect.any(String) });
    const unreachable = adapterForSimulator('http://127.0.0.1:9', { observeCall: paypalMetrics.observe });
    await expect(unreachable.getSubscription('I-1')).rejects.toMatchObject({ kind: 'provider_failed' });

    const scraped = await scrape(metrics);
    const get = 'GET /v1/billing/subscriptions/{id}';
    expect(sampleSum(scraped, 'pointforge_paypal_request_duration_seconds_count', { operation: 'POST /v1/oauth2/token', outcome: '2xx' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_paypal_request_duration_seconds_count', { operation: get, outcome: '4xx' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_paypal_request_errors_total', { operation: get, reason: 'http_4xx' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_paypal_request_errors_total', { operation: 'POST /v1/oauth2/token', reason: 'unreachable' })).toBe(1);
    expect(scraped.samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('I-NO-SUCH-ONE')))).toBe(false);
  });
});

describe('metrics read at scrape time', () => {
  it('reports rate-limit decisions taken locally as a counter and the fallback as 0 or 1', async () => {
    const metrics = new MetricsRegistry('api');
    const limiter = { local: 0, away: false, degraded: () => limiter.away, localDecisions: () => limiter.local };
    new RateLimitMetrics(metrics, limiter);

    limiter.away = true;
    limiter.local = 3;
    let scraped = await scrape(metrics);
    expect(sampleSum(scraped, 'pointforge_rate_limit_local_decisions_total')).toBe(3);
    expect(sampleSum(scraped, 'pointforge_rate_limit_degraded')).toBe(1);

    limiter.away = false;
    limiter.local = 5;
    scraped = await scrape(metrics);
    expect(sampleSum(scraped, 'pointforge_rate_limit_local_decisions_total')).toBe(5);
    expect(sampleSum(scraped, 'pointforge_rate_limit_degraded')).toBe(0);
  });

  it('reports the outbox backlog and the age of its oldest job from one read per scrape', async () => {
    const metrics = new MetricsRegistry('worker');
    let reads = 0;
    new OutboxMetrics(metrics, {
      backlog: async () => {
        reads += 1;
        return { waiting: 4, oldestCreatedAt: new Date(Date.now() - 90_000) };
      },
    });

    const scraped = await scrape(metrics);

    expect(sampleSum(scraped, 'pointforge_outbox_waiting_jobs')).toBe(4);
    expect(sampleSum(scraped, 'pointforge_outbox_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sampleSum(scraped, 'pointforge_outbox_oldest_waiting_age_seconds')).toBeLessThan(95);
    expect(reads).toBe(1);
  });
});

describe('PrometheusLicenseActivationMetrics', () => {
  it('counts activations by result and refusals by code', async () => {
    const metrics = new MetricsRegistry('api');
    const activations = new PrometheusLicenseActivationMetrics(metrics);

    activations.record({ result: 'activated' });
    activations.record({ result: 'refused', code: 'TRIAL_USED' });
    activations.record({ result: 'refused', code: 'TRIAL_USED' });

    const scraped = await scrape(metrics);
    expect(sampleSum(scraped, 'pointforge_license_activations_total', { result: 'activated', code: '' })).toBe(1);
    expect(sampleSum(scraped, 'pointforge_license_activations_total', { result: 'refused', code: 'TRIAL_USED' })).toBe(2);
  });
});

describe('MetricsRegistry', () => {
  it("puts the process's role on every series, Node's default metrics included", async () => {
    const metrics = new MetricsRegistry('worker');
    metrics.collectNodeMetrics();

    const scraped = await scrape(metrics);

    expect(metrics.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(scraped.families.get('nodejs_heap_size_used_bytes')?.type).toBe('gauge');
    expect(scraped.samples.length).toBeGreaterThan(20);
    expect(scraped.samples.every((sample) => sample.labels.role === 'worker')).toBe(true);
  });
});
