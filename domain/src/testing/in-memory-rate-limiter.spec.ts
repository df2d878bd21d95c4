import { MINUTE_MS, SECOND_MS } from '../shared/time';
import { FixedClock } from './fixed-clock';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';

const rule = { limit: 3, windowMs: 10 * MINUTE_MS };

function setUp() {
  const clock = new FixedClock();
  return { clock, limiter: new InMemoryRateLimiter(clock) };
}

describe('InMemoryRateLimiter', () => {
  it('allows up to the limit within a window, then denies with the time until the window closes', async () => {
    const { clock, limiter } = setUp();

    expect(await limiter.consume('k', rule)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    clock.advance(MINUTE_MS);
    expect(await limiter.consume('k', rule)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.consume('k', rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(await limiter.consume('k', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 9 * 60 });
  });

  it('opens a new window once the first one has closed (fixed, not sliding)', async () => {
    const { clock, limiter } = setUp();
    for (let i = 0; i < 3; i += 1) await limiter.consume('k', rule);

    clock.advance(10 * MINUTE_MS - 1);
    expect((await limiter.consume('k', rule)).allowed).toBe(false);
    clock.advance(1);
    expect(await limiter.consume('k', rule)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it('peeks without counting: allowed while one more event would be', async () => {
    const { limiter } = setUp();
    expect(await limiter.peek('k', rule)).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
    await limiter.consume('k', rule);
    await limiter.consume('k', rule);
    expect(await limiter.peek('k', rule)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.peek('k', rule)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await limiter.consume('k', rule);
    expect(await limiter.peek('k', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 600 });
  });

  it('rounds the retry time up to whole seconds, never to zero', async () => {
    const { clock, limiter } = setUp();
    const oneEvent = { limit: 1, windowMs: 10 * SECOND_MS };
    await limiter.consume('k', oneEvent);
    clock.advance(10 * SECOND_MS - 1);
    expect(await limiter.peek('k', oneEvent)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    clock.advance(-500);
    expect((await limiter.peek('k', oneEvent)).retryAfterSeconds).toBe(1);
    clock.advance(-1000);
    expect((await limiter.peek('k', oneEvent)).retryAfterSeconds).toBe(2);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 3; i += 1) await limiter.consume('a', rule);
    expect((await limiter.peek('b', rule)).allowed).toBe(true);
    expect((await limiter.peek('a', rule)).allowed).toBe(false);

    await limiter.reset('a');

    expect(await limiter.peek('a', rule)).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
  });
});
