import type { NestExpressApplication } from '@nestjs/platform-express';
import { FEATURE_IDS, SITE_ORIGIN_PLACEHOLDER } from '@pointforge/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp } from '../src/create-app';
import { embeddedWebConfig } from './support/test-config';
import { copyBuiltWebDist, TestWebDist } from './support/web-dist';

const SITE_ORIGIN = 'https://a.example';
const NOT_FOUND_TITLE = 'Page Not Found';

/** The prerender marks every head tag it writes (data-prerendered-head) before its other attributes. */
const canonicalOf = (html: string) => /<link [^>]*rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/**
 * The real build (`npm run build -w web`) served for a SITE_ORIGIN it was not built with, and
 * the status of addresses that are no page: what a crawler sees, without JavaScript.
 */
describe('the built site served for its SITE_ORIGIN, and 404 for what is no page (embedded SQLite)', () => {
  let workDir: string;
  let webDist: TestWebDist;
  let app: NestExpressApplication;
  let http: App;

  const page = (path: string, status = 200) => request(http).get(path).set('Accept', 'text/html').expect(status);

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'pf-web-pages-'));
    webDist = copyBuiltWebDist();
    const config = embeddedWebConfig(workDir, webDist.dir, { SITE_ORIGIN });
    app = await createApp(config);
    http = app.getHttpServer() as App;
  });

  afterAll(async () => {
    await app?.close();
    webDist?.remove();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('lists every public page under SITE_ORIGIN in the sitemap, and names it in robots.txt', async () => {
    const sitemap = (await request(http).get('/sitemap.xml').expect(200)).text;
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location);
    expect(locations).toEqual(expect.arrayContaining([`${SITE_ORIGIN}/`, `${SITE_ORIGIN}/features`, `${SITE_ORIGIN}/features/water-flow`]));
    expect(locations.every((location) => location!.startsWith(`${SITE_ORIGIN}/`))).toBe(true);
    const robots = (await request(http).get('/robots.txt').expect(200)).text;
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it('gives each prerendered page its canonical link, og:url and JSON-LD under SITE_ORIGIN, and tells the app the origin', async () => {
    for (const path of ['/', '/features', ...FEATURE_IDS.map((id) => `/features/${id}`), '/privacy-policy']) {
      const html = (await page(path)).text;
      expect([path, canonicalOf(html)]).toEqual([path, `${SITE_ORIGIN}${path}`]);
      expect(html).toContain(`<meta name="site-origin" content="${SITE_ORIGIN}"`);
      expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    }
    expect((await page('/')).text).toContain(`"url":"${SITE_ORIGIN}/"`);
    const shell = (await page('/dashboard')).text;
    expect(shell).toContain(`<meta name="site-origin" content="${SITE_ORIGIN}"`);
    expect(shell).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  });

  it('sends the same origin in the compressed copies', async () => {
    const response = await page('/features').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(canonicalOf(response.text)).toBe(`${SITE_ORIGIN}/features`);
  });

  it('answers an unknown address and an unknown feature with the 404 page and status 404, for GET and HEAD', async () => {
    for (const path of ['/no-such-page', '/features/nope', '/dashboard/nope', '/checkout']) {
      const response = await page(path, 404);
      expect(response.text).toContain(NOT_FOUND_TITLE);
      expect(canonicalOf(response.text)).toBeUndefined();
      expect(response.text).toMatch(/<meta [^>]*name="robots" content="noindex, nofollow"/);
      await request(http).head(path).set('Accept', '*/*').expect(404);
    }
  });

  it('serves every page of the app with 200: prerendered, and the ones the app renders in the browser', async () => {
    const paths = ['/', '/features/point-cloud', '/login', '/register', '/forgot-password', '/reset-password', '/reset-password/a-token'];
    for (const path of [
      ...paths,
      '/verify-email/a-token',
      '/dashboard',
      '/dashboard/plan-change',
      '/checkout/standard',
      '/admin',
      '/success',
      '/invite/a-token',
      '/activate',
    ]) {
      const response = await page(path);
      expect([path, response.text.includes(NOT_FOUND_TITLE)]).toEqual([path, false]);
    }
  });

  it('answers the OAuth metadata as JSON to any client, as RFC 8414 asks, never the app (curl sends Accept: */*, some send none)', async () => {
    for (const accept of ['*/*', 'text/html', undefined]) {
      const asked = request(http).get('/.well-known/oauth-authorization-server');
      const response = await (accept === undefined ? asked : asked.set('Accept', accept));
      expect([accept, response.status, response.headers['content-type']]).toEqual([accept, 200, expect.stringMatching(/^application\/json/)]);
      expect(response.body).toMatchObject({ issuer: SITE_ORIGIN, device_authorization_endpoint: `${SITE_ORIGIN}/api/v1/oauth/device_authorization` });
    }
  });

  it('sends no Referer from the invitation page, whose address carries its token', async () => {
    expect((await page('/invite/a-token')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('never serves the list of page routes the build keeps for the server', async () => {
    await request(http).get('/.page-routes.json').set('Accept', '*/*').expect(404);
  });
});
