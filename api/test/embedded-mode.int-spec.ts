import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { DAY_MS, HOUR_MS, ReconcileSubscriptionsUseCase, WebhookEventRepositoryPort } from '@pointforge/domain';
import { createApp } from '../src/create-app';
import { BROWSER_HEADERS, testConfig } from './support/test-config';
import { SLOW_ROUTE_MS, SpecRoutesModule } from './support/spec-routes.module';
import { waitFor } from './support/wait-for';

/**
 * The embedded default: a SQLite file, jobs run in the API process, mail written to the
 * outbox folder. Migrations run through MIGRATE_ON_START.
 */
describe('embedded default (SQLite, in-process jobs, file outbox)', () => {
  let workDir: string;
  let app: NestExpressApplication;
  let http: App;
  let closed = false;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'pf-embedded-'));
    const config = testConfig({
      SQLITE_PATH: join(workDir, 'app.db'),
      MAIL_OUTBOX_DIR: join(workDir, 'mail'),
      MIGRATE_ON_START: 'true',
      ENABLE_TEST_ROUTES: 'true',
      RETENTION_WEBHOOK_EVENTS_DAYS: '30',
    });
    app = await createApp(config, { imports: [SpecRoutesModule] });
    http = app.getHttpServer();
  });

  afterAll(async () => {
    if (!closed) await app?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('answers the probes', async () => {
    await request(http).get('/healthz').expect(200, { status: 'ok' });
    await request(http)
      .get('/readyz')
      .expect(200, { status: 'ok', checks: { database: 'ok' } });
  });

  it('runs a queued mail job in this process and writes the message to the outbox', async () => {
    const response = await request(http)
      .post('/api/__test/mail')
      .set(BROWSER_HEADERS)
      .send({ to: 'Embedded@Example.com', subject: 'Embedded check' })
      .expect(202);
    expect(response.body).toEqual({
      success: true,
      message: 'Mail job enqueued',
      idempotencyKey: expect.stringMatching(/^test-mail:/),
    });
    const outbox = join(workDir, 'mail');
    const file = await waitFor('the .eml file', () =>
      existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }).find((entry) => entry.name.endsWith('.eml')) : undefined,
    );
    const eml = readFileSync(join(outbox, file.name), 'utf8');
    expect(eml).toContain('To: embedded@example.com');
    expect(eml).toContain('Embedded check');
  });

  it('forgets processed PayPal webhook ids past RETENTION_WEBHOOK_EVENTS_DAYS when reconciliation runs', async () => {
    const webhookEvents = app.get(WebhookEventRepositoryPort);
    await webhookEvents.recordOnce('WH-31-DAYS', 'PAYMENT.SALE.COMPLETED', new Date(Date.now() - 30 * DAY_MS - HOUR_MS));
    await webhookEvents.recordOnce('WH-29-DAYS', 'PAYMENT.SALE.COMPLETED', new Date(Date.now() - 30 * DAY_MS + HOUR_MS));

    expect(await app.get(ReconcileSubscriptionsUseCase).execute()).toMatchObject({ webhookEventsPruned: 1 });
    // A forgotten id is taken as new again; a remembered one is still a duplicate.
    expect(await webhookEvents.recordOnce('WH-31-DAYS', 'PAYMENT.SALE.COMPLETED', new Date())).toBe(true);
    expect(await webhookEvents.recordOnce('WH-29-DAYS', 'PAYMENT.SALE.COMPLETED', new Date())).toBe(false);
  });

  it('answers 503 on /readyz once the database is gone', async () => {
    await app.get(DataSource).destroy();
    await request(http)
      .get('/readyz')
      .expect(503, { status: 'unavailable', checks: { database: 'failed' } });
    await request(http).get('/healthz').expect(200, { status: 'ok' });
  });

  it('finishes an in-flight request on shutdown, then refuses new connections', async () => {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const started = Date.now();
    const inFlight = fetch(`http://127.0.0.1:${port}/api/__spec/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    closed = true;
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, finished: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_ROUTE_MS - 50);
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
