import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { loadConfig } from '../config/load-config';
import { helmetMiddlewares, securityHeaders } from './security-headers';

const PATHS = ['/', '/api/auth/me', '/healthz', '/assets/index-abc123.js', '/assets/index-abc123.css', '/assets/logo-abc123.svg'];

/** An app that answers every GET after `headers` ran; Express's own X-Powered-By left on, so its removal shows. */
function appWith(headers: RequestHandler): express.Express {
  const app = express();
  app.use(headers);
  app.get('/{*path}', (_request, response) => void response.end('ok'));
  return app;
}

async function headersOf(app: express.Express, path: string): Promise<Record<string, unknown>> {
  const { headers } = await request(app).get(path).expect(200);
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('security headers', () => {
  it.each([
    ['an http site (the embedded default)', { NODE_ENV: 'test', SITE_ORIGIN: 'http://localhost:3000' }],
    ['an https site with a separate web origin', { NODE_ENV: 'test', SITE_ORIGIN: 'https://pointforge.test', WEB_ORIGIN: 'https://app.pointforge.test' }],
  ])('replays exactly what helmet itself sets on every path, for %s', async (_name, env) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SERVE_WEB: 'false', PORT: '3999', ...env }, 'api');
    const helmets = helmetMiddlewares(config);
    const asAssetOrPage: RequestHandler = (req, res, next) =>
      (/^\/assets\/[^/]+\.(?:js|css)$/.test(req.path) ? helmets.withoutPolicy : helmets.withPolicy)(req, res, next);
    const replayed = appWith(securityHeaders(config));
    const helmetEachTime = appWith(asAssetOrPage);

    for (const path of PATHS) {
      const expected = await headersOf(helmetEachTime, path);
      expect({ path, headers: await headersOf(replayed, path) }).toEqual({ path, headers: expected });
      expect(expected['x-powered-by']).toBeUndefined();
      expect(expected['strict-transport-security']).toBeDefined();
    }
    const page = await headersOf(replayed, '/');
    const script = await headersOf(replayed, '/assets/index-abc123.js');
    expect(page['content-security-policy']).toContain("script-src 'self' https://hcaptcha.com");
    expect(String(page['content-security-policy']).includes('upgrade-insecure-requests')).toBe(config.siteOrigin.startsWith('https:'));
    expect(script['content-security-policy']).toBeUndefined();
    expect(script['x-content-type-options']).toBe('nosniff');
  });
});
