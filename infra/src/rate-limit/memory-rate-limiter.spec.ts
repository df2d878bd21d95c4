import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { FixedClock, InMemoryRateLimiter } from '@pointforge/domain/testing';
import { createRateLimiter } from './create-rate-limiter';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { describeRateLimiterContract } from './rate-limiter.contract';

describeRateLimiterContract('MemoryRateLimiter', async () => {
  const clock = new FixedClock();
  const limiter = new MemoryRateLimiter({ clock });
  return {
    limiter,
    advance: async (ms) => clock.advance(ms),
    dispose: async () => limiter.close(),
  };
});

describeRateLimiterContract('InMemoryRateLimiter (unit-test fake)', async () => {
  const clock = new FixedClock();
  return { limiter: new InMemoryRateLimiter(clock), advance: async (ms) => clock.advance(ms), dispose: async () => undefined };
});

describe('MemoryRateLimiter', () => {
  const rule = { limit: 2, windowMs: 60_000 };
  let limiter: MemoryRateLimiter | undefined;

  afterEach(() => {
    limiter?.close();
    jest.useRealTimers();
  });

  it('refuses a rule without a whole, positive limit and window', async () => {
    limiter = new MemoryRateLimiter();

    await expect(limiter.consume('k', { limit: 0, windowMs: 60_000 })).rejects.toThrow(RangeError);
    await expect(limiter.peek('k', { limit: 3, windowMs: 0 })).rejects.toThrow(RangeError);
  });

  it('rounds the seconds left up, and never down to 0', async () => {
    const clock = new FixedClock();
    limiter = new MemoryRateLimiter({ clock });
    await limiter.consume('k', rule);
    await limiter.consume('k', rule);

    expect(await limiter.consume('k', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    clock.advance(1_001);
    expect((await limiter.consume('k', rule)).retryAfterSeconds).toBe(59);
    clock.advance(58_998);
    expect((await limiter.peek('k', rule)).retryAfterSeconds).toBe(1);
    clock.advance(1);
    expect(await limiter.peek('k', rule)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it('drops ended windows when it sweeps, and keeps the others', async () => {
    const clock = new FixedClock();
    limiter = new MemoryRateLimiter({ clock });
    await limiter.consume('short', { limit: 1, windowMs: 1_000 });
    await limiter.consume('long', { limit: 1, windowMs: 60_000 });
    clock.advance(1_000);

    expect(limiter.sweepEndedWindows()).toBe(1);
    expect(limiter.sweepEndedWindows()).toBe(0);
    expect((await limiter.peek('long', { limit: 1, windowMs: 60_000 })).allowed).toBe(false);
  });

  it('sweeps on a timer that does not keep the process alive, until closed', () => {
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const clearIntervalSpy = jest.spyOn(global, 'clearInterval');
    try {
      limiter = new MemoryRateLimiter({ sweepIntervalMs: 1_000 });
      const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;

      expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 1_000);
      expect(timer.hasRef()).toBe(false);
      limiter.close();
      expect(clearIntervalSpy).toHaveBeenCalledWith(timer);
    } finally {
      setIntervalSpy.mockRestore();
      clearIntervalSpy.mockRestore();
    }
  });

  it('runs the sweep at the interval', () => {
    jest.useFakeTimers();
    limiter = new MemoryRateLimiter({ sweepIntervalMs: 1_000 });
    const sweep = jest.spyOn(limiter, 'sweepEndedWindows');

    jest.advanceTimersByTime(3_000);

    expect(sweep).toHaveBeenCalledTimes(3);
  });
});

describe('createRateLimiter without a Redis URL', () => {
  it('counts in memory, and closes', async () => {
    const configured = createRateLimiter({ prefix: 'pointforge' });

    expect(configured.kind).toBe('memory');
    expect(configured.limiter).toBeInstanceOf(MemoryRateLimiter);
    expect((await configured.limiter.consume('k', { limit: 1, windowMs: 1_000 })).allowed).toBe(true);
    await expect(configured.close()).resolves.toBeUndefined();
  });
});
