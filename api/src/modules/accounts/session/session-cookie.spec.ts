import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { PRODUCTION_PROVIDERS } from '../../../../test/support/production-environment';
import { loadConfig } from '../../../common/config/load-config';
import { SessionCookie } from './session-cookie';

/** A tiny app that sets, reads and clears the cookie as the auth routes do. */
function appWith(cookie: SessionCookie): express.Express {
  const app = express();
  app.use(cookieParser());
  app.post('/set', (_request, response) => {
    cookie.set(response, 'opaque-secret');
    response.end();
  });
  app.post('/clear', (_request, response) => {
    cookie.clear(response);
    response.end();
  });
  app.get('/read', (request, response) => {
    response.json({ value: cookie.read(request) });
  });
  return app;
}

async function setCookieHeaders(cookie: SessionCookie, path: '/set' | '/clear'): Promise<string[]> {
  const response = await request(appWith(cookie)).post(path);
  return response.headers['set-cookie'] as unknown as string[];
}

async function setCookieHeader(cookie: SessionCookie, path: '/set' | '/clear'): Promise<string> {
  return (await setCookieHeaders(cookie, path))[0] ?? '';
}

describe('SessionCookie', () => {
  it('on the site itself: pf_session, HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure over http', async () => {
    const cookie = new SessionCookie(loadConfig({}));
    const header = await setCookieHeader(cookie, '/set');

    expect(cookie.name).toBe('pf_session');
    expect(header).toMatch(/^pf_session=opaque-secret; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  });

  it('in production: Secure, under the __Host- prefix', async () => {
    const cookie = new SessionCookie(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        SMTP_URL: 'smtp://smtp.example:587',
        ...PRODUCTION_PROVIDERS,
      }),
    );
    const header = await setCookieHeader(cookie, '/set');

    expect(cookie.name).toBe('__Host-pf_session');
    expect(header).toMatch(/^__Host-pf_session=opaque-secret; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('for a separately hosted web app (WEB_ORIGIN): SameSite=None; Secure', async () => {
    const cookie = new SessionCookie(loadConfig({ WEB_ORIGIN: 'https://app.pointforge.example' }));
    const header = await setCookieHeader(cookie, '/set');

    expect(header).toMatch(/^__Host-pf_session=opaque-secret; .*; HttpOnly; Secure; SameSite=None$/);
  });

  it('clears with an expiry in the past and the same flags', async () => {
    const header = await setCookieHeader(new SessionCookie(loadConfig({})), '/clear');

    expect(header).toBe('pf_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax');
  });

  it('sets the signed-in hint beside it: "1", readable by scripts, same Path, SameSite, Secure and lifetime', async () => {
    const [, onSite] = await setCookieHeaders(new SessionCookie(loadConfig({})), '/set');
    const [, crossSite] = await setCookieHeaders(new SessionCookie(loadConfig({ WEB_ORIGIN: 'https://app.pointforge.example' })), '/set');

    expect(onSite).toMatch(/^signed_in=1; Max-Age=2592000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(crossSite).toMatch(/^signed_in=1; Max-Age=2592000; Path=\/; Expires=[^;]+; Secure; SameSite=None$/);
  });

  it('clears the signed-in hint with the session cookie', async () => {
    const headers = await setCookieHeaders(new SessionCookie(loadConfig({})), '/clear');

    expect(headers).toEqual([
      'pf_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
      'signed_in=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    ]);
  });

  it('reads only its own name, and an empty string without one', async () => {
    const app = appWith(new SessionCookie(loadConfig({})));

    await request(app).get('/read').set('Cookie', 'other=1; pf_session=abc').expect(200, { value: 'abc' });
    await request(app).get('/read').set('Cookie', '__Host-pf_session=abc').expect(200, { value: '' });
    await request(app).get('/read').expect(200, { value: '' });
  });
});
