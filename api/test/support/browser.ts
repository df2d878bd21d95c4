import request, { type Response } from 'supertest';
import type { App } from 'supertest/types';
import { BROWSER_HEADERS } from './test-config';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The session cookie's `name=value`, or null when the response tells the browser to drop it. */
export function sessionCookieIn(response: Response, name = 'pf_session'): { value: string | null; raw: string } | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const raw = header?.find((cookie) => cookie.startsWith(`${name}=`));
  if (!raw) return undefined;
  const value = raw.slice(name.length + 1).split(';')[0] ?? '';
  const expired = /;\s*Max-Age=0(?:;|$)/i.test(raw) || /;\s*Expires=Thu, 01 Jan 1970/i.test(raw) || value === '';
  return { value: expired ? null : value, raw };
}

/**
 * One browser: it sends what the web app sends (X-Requested-With, JSON), keeps the session
 * cookie the server sets or clears, and comes from its own address (X-Forwarded-For; the
 * suites trust the proxy), so per-IP limits of one test do not leak into another.
 */
export class Browser {
  /** The session cookie's value, or null without a session. */
  session: string | null = null;
  /** Entries a client wrote at the left of X-Forwarded-For before the load balancer appended `ip`. */
  private forgedEntries: string[] = [];

  constructor(
    private readonly http: App,
    readonly ip: string,
    private readonly cookieName = 'pf_session',
  ) {}

  /** This browser talking to another API replica: same cookie, same address. */
  on(http: App): Browser {
    const browser = new Browser(http, this.ip, this.cookieName);
    browser.session = this.session;
    browser.forgedEntries = this.forgedEntries;
    return browser;
  }

  /** This browser writing `address` into X-Forwarded-For itself, as a client hiding behind made-up hops would. */
  forgingForwardedFor(address: string): Browser {
    const browser = this.on(this.http);
    browser.forgedEntries = [address];
    return browser;
  }

  get(path: string): Promise<Response> {
    return this.send('get', path);
  }

  post(path: string, body?: object): Promise<Response> {
    return this.send('post', path, body);
  }

  patch(path: string, body?: object): Promise<Response> {
    return this.send('patch', path, body);
  }

  put(path: string, body?: object): Promise<Response> {
    return this.send('put', path, body);
  }

  delete(path: string): Promise<Response> {
    return this.send('delete', path);
  }

  async send(method: Method, path: string, body?: object, headers: Record<string, string> = BROWSER_HEADERS): Promise<Response> {
    const started = request(this.http)[method](path);
    let call = started.set(headers).set('X-Forwarded-For', [...this.forgedEntries, this.ip].join(', '));
    if (this.session !== null) call = call.set('Cookie', `${this.cookieName}=${this.session}`);
    const response = await (body === undefined ? call : call.send(body));
    const cookie = sessionCookieIn(response, this.cookieName);
    if (cookie) this.session = cookie.value;
    return response;
  }
}

let lastAddress = 0;

/** A documentation-range address (RFC 5737) no other test in this process uses. */
export function newClientIp(): string {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}
