import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProductionStack, type AccountsStack } from '../support/accounts-stack';
import { rawRequest, type RawOutcome } from '../support/raw-http';
import { listRoutes, type RouteEntry } from '../support/route-table';
import { SignedInUsers } from '../support/signed-in-users';

/** Fixed, so a failure found once is found again on every run. */
const SEED = 0x5eed_f022;
/** Random bodies per route on top of the fixed malformed ones. */
const RANDOM_BODIES_PER_ROUTE = 6;
/** Bounds the whole run whatever the number of routes. */
const MAX_REQUESTS = 2_500;

/** mulberry32: a small deterministic generator, enough to pick fuzz values. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field names the routes' DTOs use and a few they do not; each gets values of every wrong type. */
const FIELD_NAMES = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'firstName',
  'lastName',
  'company',
  'emailNewsletter',
  'emailProductUpdates',
  'emailPromotions',
  'plan',
  'billingType',
  'subscriptionId',
  'captchaToken',
  'name',
  'message',
  'subject',
  'phone',
  'website',
  'id',
  'event_type',
  'resource',
  'request',
  'code',
  '__proto__',
  'constructor',
];

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -0,
  '',
  ' ',
  '\u0000',
  '\uD800',
  '😀'.repeat(300),
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  'a@b',
  'ann@example.com',
  [],
  [1, 'two', null],
  {},
  { $gt: '' },
  { toString: 'x' },
  deeplyNested(60),
];

const PATH_VALUES = [
  'x',
  '0',
  '-1',
  'null',
  'undefined',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fapp.db',
  '%E0%A4%A',
  encodeURIComponent("' OR '1'='1"),
  'a'.repeat(5_000),
  '%F0%9F%98%80',
  '00000000-0000-0000-0000-000000000000',
  'installers/PointForge-Setup-1.0.7.exe',
  'installers%2F..%2F..%2Fsecret',
];

/** Session cookies no login ever set: empty, bad percent-encoding, huge, twice. */
const GARBLED_COOKIES = ['pf_session=', 'pf_session=%E0%A4%A', `pf_session=${'a'.repeat(4_000)}`, 'pf_session=a; pf_session=b', 'pf_session'];
const ODD_ORIGINS = ['null', 'http://evil.example', 'http://localhost:3999', 'not an origin'];

interface FuzzCase {
  label: string;
  contentType?: string;
  body?: string | Buffer;
  query?: string;
}

/** The malformed bodies and content types every route gets, whatever its method. */
const FIXED_CASES: FuzzCase[] = [
  { label: 'no body' },
  { label: 'truncated JSON', contentType: 'application/json', body: '{"email": "ann@example.com", "password":' },
  { label: 'JSON with a trailing comma', contentType: 'application/json', body: '{"email": "a@b.co",}' },
  { label: 'a JSON array', contentType: 'application/json', body: '[{"email":"ann@example.com"}]' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'a JSON string', contentType: 'application/json', body: '"ann@example.com"' },
  { label: 'a JSON number', contentType: 'application/json', body: '42' },
  { label: 'prototype pollution', contentType: 'application/json', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { label: 'deep nesting', contentType: 'application/json', body: JSON.stringify({ email: deeplyNested(2_000) }) },
  { label: 'a body past the size limit', contentType: 'application/json', body: JSON.stringify({ message: 'x'.repeat(300 * 1024) }) },
  { label: 'JSON declared as UTF-16', contentType: 'application/json; charset=utf-16', body: '{"email":"ann@example.com"}' },
  { label: 'JSON with an unknown charset', contentType: 'application/json; charset=klingon', body: '{}' },
  { label: 'gzip declared, none sent', contentType: 'application/json', body: '{}' },
  { label: 'plain text', contentType: 'text/plain', body: 'email=ann@example.com' },
  { label: 'a form with nested keys', contentType: 'application/x-www-form-urlencoded', body: 'email[]=a&email[$gt]=&password[toString]=1' },
  { label: 'multipart garbage', contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xy' },
  { label: 'XML', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { label: 'binary bytes as JSON', contentType: 'application/json', body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]) },
  { label: 'a body with no content type', body: '{"email":"ann@example.com"}' },
  { label: 'an odd query string', query: 'page=-1&limit=abc&x[]=1&x[a]=2&__proto__[y]=1&' + 'q='.repeat(500) },
];

function randomCases(random: () => number): FuzzCase[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: RANDOM_BODIES_PER_ROUTE }, (_, i) => {
    const body: Record<string, unknown> = {};
    const fields = 1 + Math.floor(random() * 5);
    for (let f = 0; f < fields; f += 1) body[pick(FIELD_NAMES)] = pick(ODD_VALUES);
    return { label: `random body #${i + 1}`, contentType: 'application/json', body: JSON.stringify(body) };
  });
}

/** Fills each `:param` and `*wildcard` of an Express pattern with a fuzz value. */
function concretePath(pattern: string, random: () => number): string {
  return pattern.replace(/[:*]\w+/g, () => PATH_VALUES[Math.floor(random() * PATH_VALUES.length)]!);
}

/** What must never reach a client: stack frames, SQL or driver errors, server paths. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat \S+ \(|\bat (?:async )?\/|\.(?:ts|js):\d+:\d+/],
  ['SQL', /\b(?:SELECT\s.+\sFROM|INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i],
  ['a database error', /\bER_[A-Z_]+\b|SQLITE_[A-Z]+|QueryFailedError|sqlMessage|ECONNREFUSED/],
  ['a server path', /\/work\/|\/app\/(?:api|infra|domain)\/|node_modules/],
  ['an exception name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b/],
];

interface Finding {
  request: string;
  status?: number;
  problem: string;
  body?: string;
}

/**
 * "Done when" of the faults work: malformed input on every route (bad JSON, wrong types,
 * arrays, huge strings, odd content types, path values, cookies and origins; with and
 * without a session and the CSRF header) gets no 5xx and no stack, SQL or server detail in
 * any body, and every refusal is the JSON failure envelope. The routes
 * come from the running app's router, so a new route is fuzzed without being listed here.
 * Production shape: MariaDB, Redis, the worker side and SMTP.
 */
describe('malformed input on every route (MariaDB, Redis)', () => {
  let stack: AccountsStack;
  let users: SignedInUsers;
  let port: number;
  let routes: RouteEntry[];

  beforeAll(async () => {
    stack = await startProductionStack('fuzz');
    users = new SignedInUsers(stack.http, stack.mailbox, stack.origin, 'fuzz');
    const app = stack.apps[0]!;
    routes = listRoutes(app);
    await app.listen(0, '127.0.0.1');
    port = ((app.getHttpServer() as Server).address() as AddressInfo).port;
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('finds the routes in the running app', () => {
    const names = routes.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const expected of [
      'POST /api/auth/login',
      'PATCH /api/auth/profile',
      'POST /api/licenses/trial',
      'POST /api/licenses/:licenseId/offline-activations',
      'POST /api/licenses/:licenseId/offline-deactivations',
      'POST /api/webhooks/paypal',
      'GET /healthz',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers every malformed request below 500, in the envelope, without a stack, SQL or server detail', async () => {
    const random = seededRandom(SEED);
    let cookie = await signedInCookie();
    const findings: Finding[] = [];
    let sent = 0;

    for (const route of routes) {
      const cases = [...FIXED_CASES, ...randomCases(random)];
      for (const [index, fuzz] of cases.entries()) {
        if (sent >= MAX_REQUESTS) break;
        // Every route meets each of the four combinations of session and CSRF header.
        const withSession = index % 2 === 0;
        const withCsrfHeader = index % 4 < 2;
        if (withSession && !(await stillSignedIn(cookie))) cookie = await signedInCookie();
        const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.77' };
        if (withSession) headers.Cookie = cookie;
        else if (index % 8 >= 4) headers.Cookie = GARBLED_COOKIES[index % GARBLED_COOKIES.length]!;
        if (index % 5 === 0) headers.Origin = ODD_ORIGINS[index % ODD_ORIGINS.length]!;
        if (withCsrfHeader) headers['X-Requested-With'] = 'XMLHttpRequest';
        if (fuzz.contentType) headers['Content-Type'] = fuzz.contentType;
        if (fuzz.label.startsWith('gzip')) headers['Content-Encoding'] = 'gzip';
        const path = concretePath(route.path, random) + (fuzz.query ? `?${fuzz.query}` : '');
        const outcome = await rawRequest({ port, method: route.method.toUpperCase(), path, headers, body: fuzz.body });
        sent += 1;
        const described = `${route.method.toUpperCase()} ${route.path} [${fuzz.label}; ${withSession ? 'session' : 'no session'}; ${withCsrfHeader ? 'XHR' : 'no XHR'}]`;
        findings.push(...problemsWith(described, outcome, route.path));
      }
    }

    expect(findings).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * FIXED_CASES.length);
  }, 240_000);

  async function signedInCookie(): Promise<string> {
    const user = await users.create('session');
    return `pf_session=${user.browser.session}`;
  }

  async function stillSignedIn(cookie: string): Promise<boolean> {
    const me = await rawRequest({ port, method: 'GET', path: '/api/auth/me', headers: { Cookie: cookie } });
    return me.status === 200;
  }
});

function problemsWith(request: string, outcome: RawOutcome, routePath: string): Finding[] {
  const findings: Finding[] = [];
  const body = outcome.body;
  if (outcome.error || outcome.status === undefined || body === undefined) {
    return [{ request, status: outcome.status, problem: `no whole answer (${outcome.error ?? 'cut'})` }];
  }
  if (outcome.status >= 500) findings.push({ request, status: outcome.status, problem: 'a 5xx', body: body.slice(0, 300) });
  if (outcome.status >= 400 && !(isFailureEnvelope(body) || (OAUTH_ROUTES.test(routePath) && isOAuthError(body)))) {
    findings.push({ request, status: outcome.status, problem: 'not the failure envelope', body: body.slice(0, 300) });
  }
  for (const [name, pattern] of LEAKS) {
    if (pattern.test(body)) findings.push({ request, status: outcome.status, problem: `${name} in the body`, body: body.slice(0, 300) });
  }
  return findings;
}

/**
 * The OAuth endpoints a desktop app's standard client talks to (RFC 8628's device authorization
 * and token requests) refuse as RFC 6749 §5.2 says, `{ error, error_description }`, which such
 * a client reads; what refuses before them (a body too large, say) answers in the envelope.
 */
const OAUTH_ROUTES = /^\/api\/v1\/oauth\//;

function isOAuthError(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; error_description?: unknown };
    return typeof parsed.error === 'string' && /^[a-z_]+$/.test(parsed.error) && ['string', 'undefined'].includes(typeof parsed.error_description);
  } catch {
    return false;
  }
}

/** `{ success: false, message, code }`, the shape every other refusal takes. */
function isFailureEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; message?: unknown; code?: unknown };
    return parsed.success === false && typeof parsed.message === 'string' && typeof parsed.code === 'string';
  } catch {
    return false;
  }
}
