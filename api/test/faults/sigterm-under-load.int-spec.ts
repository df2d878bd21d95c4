import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createDataSource } from '@pointforge/infra';
import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { buildApi } from '../support/child-process';
import { ProcessStack } from '../support/process-stack';
import { rawRequest, sessionCookieOf, type RawOutcome } from '../support/raw-http';
import { BROWSER_HEADERS } from '../support/test-config';

const PASSWORD = 'correct horse battery';
/** Requests kept in flight at once, and the bounds of the whole run. */
const CONCURRENCY = 8;
const LOAD_BEFORE_SIGNAL_MS = 2_000;
const MAX_REQUESTS = 1_500;

/**
 * "Done when" of the faults work: SIGTERM to the API under load drops no request in flight.
 * The real entry point (api/dist/main.js) in the production shape (MariaDB, Redis) serves a
 * steady stream of logins (argon2, the slowest route) and signed-in and health reads; every
 * request written before the signal gets its whole answer, and the process exits 0.
 */
describe('SIGTERM to the API under load', () => {
  let stack: ProcessStack;

  beforeAll(async () => {
    buildApi();
    stack = await ProcessStack.start('sigterm_load', { redisUrl: testRedisUrl, env: { LOG_LEVEL: 'warn' } });
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('answers every request written before the signal in full, then exits 0', async () => {
    const started = await stack.startApi();
    const port = Number(stack.env.PORT);

    // Keep-alive, as a load balancer keeps its connections to the API.
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const call = (method: string, path: string, headers: Record<string, string>, body?: string, onWritten?: () => void) =>
      rawRequest({ port, method, path, headers, body, agent, onWritten });
    const json = { ...BROWSER_HEADERS, 'Content-Type': 'application/json' };
    const email = 'sigterm-load@example.com';
    const credentials = JSON.stringify({ email, password: PASSWORD });
    expect((await call('POST', '/api/auth/register', json, credentials)).status).toBe(201);
    const sql = createDataSource({ databaseUrl: stack.database.url });
    await sql.initialize();
    await sql.query('UPDATE users SET is_verified = 1 WHERE email = ?', [email]);
    await sql.destroy();
    const login = await call('POST', '/api/auth/login', json, credentials);
    expect(login.status).toBe(200);
    const session = { ...BROWSER_HEADERS, Cookie: sessionCookieOf(login) };

    const outcomes: RawOutcome[] = [];
    let armed = false;
    let signalledAt: number | undefined;
    // The signal goes out the moment a login (argon2: tens of milliseconds) has been sent
    // once the load is under way, so it always lands on requests in flight.
    const signalOnce = () => {
      if (!armed || signalledAt !== undefined) return;
      signalledAt = performance.now();
      started.child.kill('SIGTERM');
    };
    const mix: Array<() => Promise<RawOutcome>> = [
      () => call('POST', '/api/auth/login', json, credentials, signalOnce),
      () => call('GET', '/api/auth/me', session),
      () => call('GET', '/healthz', BROWSER_HEADERS),
      () => call('GET', '/api/licenses/me', session),
    ];
    const deadline = performance.now() + 15_000;
    const keepSending = async (lane: number) => {
      for (let i = lane; signalledAt === undefined && outcomes.length < MAX_REQUESTS && performance.now() < deadline; i += 1) {
        const pending = mix[i % mix.length]!();
        outcomes.push(await pending);
      }
    };
    const lanes = Array.from({ length: CONCURRENCY }, (_, lane) => keepSending(lane));

    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
    armed = true;
    await Promise.all(lanes);
    const exit = await started.exited;
    agent.destroy();

    const beforeSignal = outcomes.filter((outcome) => outcome.writtenAt !== undefined && outcome.writtenAt < signalledAt!);
    const unanswered = beforeSignal.filter((outcome) => outcome.status !== 200 || outcome.body === undefined || outcome.error);
    expect(unanswered).toEqual([]);
    expect(signalledAt).toBeDefined();
    expect(beforeSignal.length).toBeGreaterThanOrEqual(2 * CONCURRENCY);
    // The signal really landed on requests in flight, not on an idle server.
    const inFlightAtSignal = beforeSignal.filter((outcome) => outcome.settledAt! > signalledAt!);
    expect(inFlightAtSignal.map((outcome) => outcome.call)).toContain('POST /api/auth/login');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(started.output()).not.toMatch(/Shutdown did not finish/);
  }, 60_000);
});
