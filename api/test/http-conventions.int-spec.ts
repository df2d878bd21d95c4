import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { createTestMysqlDatabase, TestMysqlDatabase } from '@pointforge/infra/testing/test-services';
import { createApp } from '../src/create-app';
import { BROWSER_HEADERS, TEST_SITE_ORIGIN, testConfig } from './support/test-config';
import { RETRY_AFTER_SECONDS, SpecRoutesModule } from './support/spec-routes.module';
import { createTestWebDist, featuresHtml, HASHED_ASSET, INDEX_HTML, NOT_FOUND_HTML, SPA_SHELL_HTML, TestWebDist } from './support/web-dist';
import { DOMAIN_ERROR_STATUSES, NOT_FOUND, refusal, validationFailure } from './support/refusals';

/**
 * The HTTP conventions of every route, through the real app (MariaDB, migrated on start)
 * with a test-only controller added.
 */
describe('HTTP conventions (MariaDB)', () => {
  const WEB_ORIGIN = 'https://app.pointforge.test';
  let database: TestMysqlDatabase;
  let webDist: TestWebDist;
  let app: NestExpressApplication;
  let http: App;

  beforeAll(async () => {
    database = await createTestMysqlDatabase('api_http');
    webDist = createTestWebDist();
    const config = testConfig({
      DATABASE_URL: database.url,
      MIGRATE_ON_START: 'true',
      SERVE_WEB: 'true',
      WEB_DIST_DIR: webDist.dir,
      WEB_ORIGIN,
    });
    app = await createApp(config, { imports: [SpecRoutesModule] });
    http = app.getHttpServer();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    webDist?.remove();
  });

  /** GETs `path` (answered `status`): its Cache-Control header, and whether an ETag came with it. */
  async function cachingOf(path: string, status: number): Promise<{ cacheControl: string | undefined; etag: boolean }> {
    const response = await request(http).get(path).expect(status);
    return { cacheControl: response.headers['cache-control'], etag: response.headers.etag !== undefined };
  }

  describe('success envelope', () => {
    it('adds success: true to the fields a controller returns, message included', async () => {
      const response = await request(http).get('/api/__spec/ok').expect(200);
      expect(response.body).toEqual({ success: true, message: 'Done', value: 42 });
    });

    it('answers { success: true } when a controller returns nothing', async () => {
      await request(http).get('/api/__spec/nothing').expect(200, { success: true });
    });
  });

  describe('failure envelope', () => {
    it.each(DOMAIN_ERROR_STATUSES)('maps a %s DomainError to %i', async (kind, status) => {
      const response = await request(http).get(`/api/__spec/fail/${kind}`).expect(status);
      expect(response.body).toEqual(refusal(`SPEC.${kind.toUpperCase()}`, `Failed as ${kind}.`));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('sends Retry-After with a 429', async () => {
      const response = await request(http).get('/api/__spec/fail/rate_limited').expect(429);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    });

    it('hides an unexpected error behind a generic 500', async () => {
      const response = await request(http).get('/api/__spec/crash').expect(500);
      expect(response.body).toEqual(refusal('INTERNAL', 'Something went wrong. Please try again.'));
      expect(response.text).not.toContain('secret.js');
    });

    it('never puts SQL in the body', async () => {
      const response = await request(http).get('/api/__spec/bad-sql').expect(500);
      expect(response.body).toEqual(refusal('INTERNAL', 'Something went wrong. Please try again.'));
      expect(response.text).not.toMatch(/no_such_table|SELECT|password_hash/i);
    });

    it('answers an unknown API route with the JSON 404 envelope, whatever the Accept header', async () => {
      for (const accept of ['application/json', 'text/html']) {
        const response = await request(http).get('/api/nope').set('Accept', accept).expect(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
    });

    it('answers malformed JSON with a 400 envelope that quotes none of the body', async () => {
      const response = await request(http)
        .post('/api/__spec/echo')
        .set(BROWSER_HEADERS)
        .set('Content-Type', 'application/json')
        .send('{"password": "hunter2-secret",}')
        .expect(400);
      expect(response.body).toEqual(refusal('HTTP.BAD_REQUEST', 'The request body is not valid JSON.'));
      expect(response.text).not.toContain('hunter2');
    });
  });

  describe('validation', () => {
    const valid = { email: 'ann@example.com', name: 'Ann', password: 'correct horse' };

    it('names each invalid field in errors[]', async () => {
      const response = await request(http)
        .post('/api/__spec/echo')
        .set(BROWSER_HEADERS)
        .send({ email: 'not-an-email', name: 'A', password: 'short', address: { city: 7 } })
        .expect(400);
      expect(response.body).toEqual(
        validationFailure({
          email: 'Please enter a valid email address.',
          name: 'Name must be at least 2 characters.',
          password: 'Password must be at least 8 characters.',
          'address.city': 'city must be a string',
        }),
      );
    });

    it('reports missing fields', async () => {
      const response = await request(http).post('/api/__spec/echo').set(BROWSER_HEADERS).send({}).expect(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(['email', 'name', 'password']);
    });

    it('refuses unknown fields', async () => {
      const response = await request(http)
        .post('/api/__spec/echo')
        .set(BROWSER_HEADERS)
        .send({ ...valid, isAdmin: true })
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION.FAILED',
        errors: [{ field: 'isAdmin', message: 'isAdmin is not an accepted field.' }],
      });
    });

    it('trims strings, lower-cases emails and leaves @KeepWhitespace fields alone', async () => {
      const response = await request(http)
        .post('/api/__spec/echo')
        .set(BROWSER_HEADERS)
        .send({ email: '  Ann@Example.COM ', name: '  Ann  ', password: ' spaced out ', address: { city: ' Cape Town ' } })
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Echoed',
        echoed: { email: 'ann@example.com', name: 'Ann', password: ' spaced out ', address: { city: 'Cape Town' } },
      });
    });

    it('checks a whitespace-only value after trimming', async () => {
      const response = await request(http)
        .post('/api/__spec/echo')
        .set(BROWSER_HEADERS)
        .send({ ...valid, name: '    ' })
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'name', message: 'Name must be at least 2 characters.' }]);
    });

    it('validates and converts query strings', async () => {
      const ok = await request(http).get('/api/__spec/page?page=3&search=%20mesh%20').expect(200);
      expect(ok.body).toEqual({ success: true, query: { page: 3, search: 'mesh' } });
      const bad = await request(http).get('/api/__spec/page?page=0&sort=x').expect(400);
      expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['page', 'sort']);
    });
  });

  describe('CSRF check on state-changing calls', () => {
    const valid = { email: 'ann@example.com', name: 'Ann', password: 'correct horse' };
    const refused = refusal('HTTP.CSRF_REJECTED', 'This request was refused.');

    it('refuses a call without X-Requested-With', async () => {
      await request(http).post('/api/__spec/echo').send(valid).expect(403, refused);
    });

    it('refuses a wrong X-Requested-With value', async () => {
      await request(http).post('/api/__spec/echo').set('X-Requested-With', 'fetch').send(valid).expect(403, refused);
    });

    it('refuses an Origin that is not on the allow-list', async () => {
      await request(http).post('/api/__spec/echo').set(BROWSER_HEADERS).set('Origin', 'https://evil.example').send(valid).expect(403, refused);
    });

    it('refuses a body that is not JSON', async () => {
      await request(http).post('/api/__spec/echo').set(BROWSER_HEADERS).set('Content-Type', 'text/plain').send('email=ann@example.com').expect(403, refused);
      await request(http).post('/api/__spec/echo').set(BROWSER_HEADERS).type('form').send(valid).expect(403, refused);
    });

    it('lets through a call with the header and an allowed or absent Origin', async () => {
      for (const origin of [TEST_SITE_ORIGIN, WEB_ORIGIN]) {
        await request(http).post('/api/__spec/echo').set(BROWSER_HEADERS).set('Origin', origin).send(valid).expect(200);
      }
      await request(http).post('/api/__spec/echo').set(BROWSER_HEADERS).send(valid).expect(200);
    });

    it('needs no content type for a call without a body', async () => {
      await request(http).post('/api/__spec/nobody').set(BROWSER_HEADERS).expect(200, { success: true, message: 'No body needed' });
    });

    it('has no diagnostic routes unless ENABLE_TEST_ROUTES=true', async () => {
      await request(http).post('/api/__test/mail').set(BROWSER_HEADERS).send({ to: 'ann@example.com', subject: 'x' }).expect(404);
    });

    it('exempts only the PayPal webhook, which its signature check guards instead', async () => {
      const response = await request(http)
        .post('/api/webhooks/paypal')
        .set('Content-Type', 'application/json')
        .send({ id: 'WH-UNSIGNED', event_type: 'PING' })
        .expect(400);
      expect(response.body).toMatchObject({ success: false, code: 'BILLING.WEBHOOK_INVALID' });
    });
  });

  describe('headers', () => {
    it('sets the security headers with a CSP that allows hCaptcha and PayPal and nothing inline', async () => {
      const response = await request(http).get('/healthz').expect(200);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(
        /script-src 'self' https:\/\/hcaptcha\.com https:\/\/\*\.hcaptcha\.com https:\/\/www\.paypal\.com https:\/\/www\.sandbox\.paypal\.com/,
      );
      expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.hcaptcha\.com[^;]*https:\/\/www\.paypal\.com/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      // ASVS 5.0 3.4.3: no inline script or style may run.
      expect(csp).toMatch(/style-src 'self' https:\/\/hcaptcha\.com https:\/\/\*\.hcaptcha\.com;/);
      expect(csp).not.toContain("'unsafe-inline'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('forbids caching of API answers', async () => {
      // Nothing to revalidate, so no ETag is computed either.
      expect(await cachingOf('/api/__spec/ok', 200)).toEqual({ cacheControl: 'no-store', etag: false });
      expect((await cachingOf('/api/nope', 404)).cacheControl).toBe('no-store');
    });

    it('echoes a sane X-Request-Id and replaces anything else', async () => {
      const reused = await request(http).get('/api/__spec/ok').set('X-Request-Id', 'lb-7f3a9c21-0001').expect(200);
      expect(reused.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
      const replaced = await request(http).get('/api/__spec/ok').set('X-Request-Id', 'bad id\twith <tags>').expect(200);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const fresh = await request(http).get('/api/nope').expect(404);
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('allows CORS with credentials for WEB_ORIGIN only', async () => {
      const allowed = await request(http)
        .options('/api/__spec/echo')
        .set('Origin', WEB_ORIGIN)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,x-requested-with');
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(allowed.headers['access-control-allow-headers']).toContain('X-Requested-With');

      const other = await request(http).options('/api/__spec/echo').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it("gives WEB_ORIGIN's unreadable bodies their envelope with CORS, so its page can read why", async () => {
      const call = () => request(http).post('/api/__spec/echo').set(BROWSER_HEADERS).set('Origin', WEB_ORIGIN).set('Content-Type', 'application/json');
      const malformed = await call().send('{"email": ');
      const tooLarge = await call().send(JSON.stringify({ email: 'x'.repeat(200_000) }));
      for (const [response, status] of [
        [malformed, 400],
        [tooLarge, 413],
      ] as const) {
        expect([response.status, response.headers['access-control-allow-origin'], response.headers['access-control-allow-credentials']]).toEqual([
          status,
          WEB_ORIGIN,
          'true',
        ]);
        expect(response.body).toMatchObject({ success: false });
      }
    });

    it('keeps Vary: Origin beside Vary: Accept-Encoding on a compressed answer to WEB_ORIGIN', async () => {
      const response = await request(http).get('/api/__spec/list').set('Origin', WEB_ORIGIN).set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/\bOrigin\b/);
      expect(response.headers.vary).toMatch(/\bAccept-Encoding\b/);
    });
  });

  describe('the web app', () => {
    it("serves the landing for / and the empty shell for the app's other pages, revalidated on every visit", async () => {
      const pages: Array<[string, string]> = [
        ['/', INDEX_HTML],
        ['/dashboard?tab=licenses', SPA_SHELL_HTML],
        ['/Dashboard/', SPA_SHELL_HTML],
        ['/checkout/enterprise', SPA_SHELL_HTML],
        ['/reset-password', SPA_SHELL_HTML],
        ['/reset-password/a-token', SPA_SHELL_HTML],
      ];
      for (const [path, html] of pages) {
        const response = await request(http).get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
        expect(response.text).toBe(html);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      }
    });

    it('serves a prerendered route when the build has one, with SITE_ORIGIN where the build left its placeholder', async () => {
      for (const path of ['/features', '/features/', '/features/index.html']) {
        const response = await request(http).get(path).set('Accept', 'text/html').expect(200);
        expect(response.text).toBe(featuresHtml(TEST_SITE_ORIGIN));
      }
      const robots = await request(http).get('/robots.txt').expect(200);
      expect(robots.text).toBe(`User-agent: *\nSitemap: ${TEST_SITE_ORIGIN}/sitemap.xml\n`);
    });

    it('answers an address that is no page of the app with the 404 page and status 404, GET and HEAD', async () => {
      for (const path of ['/some/deep/link', '/dashboard/nope', '/checkout', '/checkout/a/b', '/reset-password/a/b']) {
        const response = await request(http).get(path).set('Accept', 'text/html').expect(404);
        expect(response.text).toBe(NOT_FOUND_HTML);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        await request(http).head(path).set('Accept', 'text/html').expect(404);
      }
      // A 404 never turns into a 304, whatever the client holds.
      const etag = (await request(http).get('/404.html').expect(200)).headers.etag;
      await request(http).get('/no-such-page').set('Accept', 'text/html').set('If-None-Match', etag!).expect(404);
    });

    it('caches hashed assets for a year and revalidates other files', async () => {
      expect(await cachingOf(`/${HASHED_ASSET}`, 200)).toEqual({ cacheControl: 'public, max-age=31536000, immutable', etag: true });
      expect((await cachingOf('/robots.txt', 200)).cacheControl).toBe('no-cache');
    });

    it('answers a missing file with a 404, not the SPA', async () => {
      const response = await request(http).get('/assets/missing-123.js').set('Accept', '*/*').expect(404);
      expect(response.body).toMatchObject({ success: false, code: 'HTTP.NOT_FOUND' });
    });

    it('does not answer API clients or path traversal with HTML', async () => {
      await request(http).get('/some/page').set('Accept', 'application/json').expect(404);
      const traversal = await request(http).get('/%2e%2e/%2e%2e/etc/passwd').set('Accept', 'text/html');
      expect(traversal.text).not.toContain('root:');
    });
  });

  describe('probes', () => {
    it('/healthz answers 200 outside the envelope', async () => {
      await request(http).get('/healthz').expect(200, { status: 'ok' });
      await request(http).get('/api/healthz').expect(404);
    });

    it('/readyz answers 200 while the database answers, then 503 naming it', async () => {
      await request(http)
        .get('/readyz')
        .expect(200, { status: 'ok', checks: { database: 'ok' } });
      await app.get(DataSource).destroy();
      await request(http)
        .get('/readyz')
        .expect(503, { status: 'unavailable', checks: { database: 'failed' } });
    });
  });
});
