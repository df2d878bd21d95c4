import { describe, expect, it } from '@jest/globals';
import { RateLimiterPort, type RateLimitDecision, type RateLimitRule } from '@pointforge/domain';
import { FixedClock } from '@pointforge/domain/testing';
import { FallbackRateLimiter } from './fallback-rate-limiter';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { describeRateLimiterContract } from './rate-limiter.contract';

const RULE: RateLimitRule = { limit: 2, windowMs: 60_000 };

/** A shared limiter that can be made to fail or hang, as Redis does when it goes away. */
class UnreliableLimiter extends RateLimiterPort {
  mode: 'up' | 'failing' | 'hanging' = 'up';
  calls = 0;

  constructor(private readonly inner: RateLimiterPort) {
    super();
  }

  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    return this.call(() => this.inner.consume(key, rule));
  }

  peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    return this.call(() => this.inner.peek(key, rule));
  }

  reset(key: string): Promise<void> {
    return this.call(() => this.inner.reset(key));
  }

  private call<T>(work: () => Promise<T>): Promise<T> {
    this.calls += 1;
    if (this.mode === 'failing') return Promise.reject(new Error('Connection is closed.'));
    if (this.mode === 'hanging') return new Promise<T>(() => undefined);
    return work();
  }
}

function setUp(clock = new FixedClock()) {
  const shared = new UnreliableLimiter(new MemoryRateLimiter({ clock }));
  const local = new MemoryRateLimiter({ clock });
  const lines: string[] = [];
  let connected = true;
  const limiter = new FallbackRateLimiter({
    shared,
    local,
    sharedIsConnected: () => connected,
    logger: { log: (line) => lines.push(`log: ${line}`), warn: (line) => lines.push(`warn: ${line}`) },
    timeoutMs: 50,
  });
  return { shared, local, limiter, lines, disconnect: () => (connected = false), reconnect: () => (connected = true) };
}

for (const state of ['up', 'failing'] as const) {
  describeRateLimiterContract(`FallbackRateLimiter with the shared limiter ${state}`, async () => {
    const clock = new FixedClock();
    const { shared, limiter } = setUp(clock);
    shared.mode = state;
    return { limiter, advance: async (ms) => clock.advance(ms), dispose: async () => undefined };
  });
}

describe('FallbackRateLimiter', () => {
  it('counts in the shared limiter while it answers', async () => {
    const { shared, local, limiter } = setUp();

    await limiter.consume('login:ip:1', RULE);
    await limiter.consume('login:ip:1', RULE);

    expect((await limiter.consume('login:ip:1', RULE)).allowed).toBe(false);
    expect(shared.calls).toBe(3);
    expect((await local.peek('login:ip:1', RULE)).remaining).toBe(2);
    expect(limiter.degraded).toBe(false);
  });

  it('still decides, and still limits, while the shared limiter fails, hangs or is disconnected', async () => {
    for (const breakIt of ['failing', 'hanging', 'disconnected'] as const) {
      const { shared, limiter, disconnect } = setUp();
      if (breakIt === 'disconnected') disconnect();
      else shared.mode = breakIt;

      expect((await limiter.consume('register:ip:1', RULE)).allowed).toBe(true);
      expect((await limiter.consume('register:ip:1', RULE)).allowed).toBe(true);
      const third = await limiter.consume('register:ip:1', RULE);

      expect(third.allowed).toBe(false);
      expect(third.retryAfterSeconds).toBeGreaterThan(0);
      expect(limiter.degraded).toBe(true);
      expect(limiter.localDecisions).toBe(3);
    }
  });

  it('does not even try a disconnected shared limiter, so requests do not wait on it', async () => {
    const { shared, limiter, disconnect } = setUp();
    disconnect();

    await limiter.consume('login:ip:1', RULE);

    expect(shared.calls).toBe(0);
  });

  it('logs an outage once when it starts and once when the shared limiter answers again', async () => {
    const { shared, limiter, lines } = setUp();
    shared.mode = 'failing';
    for (let i = 0; i < 5; i += 1) await limiter.consume(`login:ip:${i}`, RULE);
    shared.mode = 'up';
    await limiter.consume('login:ip:1', RULE);
    await limiter.consume('login:ip:2', RULE);

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^warn: Shared rate limits unavailable \(Connection is closed\.\)/);
    expect(lines[1]).toMatch(/^log: Shared rate limits are back after \d+ s; 5 decision\(s\) were counted in this process\./);
    expect(limiter.degraded).toBe(false);
  });

  it('resets a key in both limiters, so a key blocked during an outage is free after a reset', async () => {
    const { shared, limiter } = setUp();
    shared.mode = 'failing';
    for (let i = 0; i < 3; i += 1) await limiter.consume('login:account:a', RULE);
    shared.mode = 'up';
    await limiter.consume('login:account:a', RULE);

    await limiter.reset('login:account:a');

    shared.mode = 'failing';
    expect((await limiter.consume('login:account:a', RULE)).allowed).toBe(true);
    shared.mode = 'up';
    expect((await limiter.peek('login:account:a', RULE)).remaining).toBe(2);
  });

  it('sends every key of one consumeAll to the same limiter, so an outage costs one wait and splits no event', async () => {
    const { shared, local, limiter } = setUp();
    shared.mode = 'hanging';

    const decisions = await limiter.consumeAll([
      { key: 'license-api:ip:1', rule: RULE },
      { key: 'license-api:device:l1:m1', rule: RULE },
    ]);

    expect(decisions.map((decision) => decision.remaining)).toEqual([1, 1]);
    expect(limiter.localDecisions).toBe(1);
    expect((await local.peek('license-api:device:l1:m1', RULE)).remaining).toBe(1);
  });
});
