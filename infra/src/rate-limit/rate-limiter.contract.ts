import { describe, expect, it } from '@jest/globals';
import type { RateLimiterPort, RateLimitRule } from '@pointforge/domain';
import { subjectPerCase } from '../testing/subject-per-case';

/** One limiter under test, with a way to let time pass for it. */
export interface RateLimiterUnderTest {
  limiter: RateLimiterPort;
  /** Lets at least `ms` pass as the limiter sees it: a fake clock moves, or the test waits. */
  advance(ms: number): Promise<void>;
  /** Removes what the test left behind. */
  dispose(): Promise<void>;
}

/**
 * The window of the expiry case: short enough for a real wait against Redis, long enough
 * that the consumes before the wait all land in one window.
 */
export const SHORT_WINDOW_MS = 300;

const PER_MINUTE: RateLimitRule = { limit: 3, windowMs: 60_000 };

/** What every RateLimiterPort does, whether it counts in memory or in Redis. */
export function describeRateLimiterContract(name: string, create: () => Promise<RateLimiterUnderTest>): void {
  describe(`${name} honours the rate limiter contract`, () => {
    const limiterUnderTest = subjectPerCase(create);

    async function consumeTimes(limiter: RateLimiterPort, key: string, rule: RateLimitRule, times: number) {
      const decisions = [];
      for (let i = 0; i < times; i += 1) {
        decisions.push(await limiter.consume(key, rule));
      }
      return decisions;
    }

    it('allows up to the limit, counting down what remains', async () => {
      const { limiter } = await limiterUnderTest();

      const decisions = await consumeTimes(limiter, 'login:account:1', PER_MINUTE, 3);

      expect(decisions).toEqual([
        { allowed: true, remaining: 2, retryAfterSeconds: 0 },
        { allowed: true, remaining: 1, retryAfterSeconds: 0 },
        { allowed: true, remaining: 0, retryAfterSeconds: 0 },
      ]);
    });

    it('denies past the limit until the window ends, telling the seconds left', async () => {
      const { limiter } = await limiterUnderTest();
      await consumeTimes(limiter, 'login:account:1', PER_MINUTE, 3);

      const [fourth, fifth] = await consumeTimes(limiter, 'login:account:1', PER_MINUTE, 2);

      for (const denied of [fourth, fifth]) {
        expect(denied).toMatchObject({ allowed: false, remaining: 0 });
        expect(denied?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
        expect(denied?.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
    });

    it('peeks without counting', async () => {
      const { limiter } = await limiterUnderTest();

      const fresh = await limiter.peek('login:account:1', PER_MINUTE);
      await limiter.peek('login:account:1', PER_MINUTE);
      await limiter.consume('login:account:1', PER_MINUTE);
      const afterOne = await limiter.peek('login:account:1', PER_MINUTE);
      const consumed = await consumeTimes(limiter, 'login:account:1', PER_MINUTE, 2);

      expect(fresh).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
      expect(afterOne).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      expect(consumed.map((decision) => decision.allowed)).toEqual([true, true]);
    });

    it('peeks as denied once the allowance is used up, since the next consume would be', async () => {
      const { limiter } = await limiterUnderTest();
      const [, , last] = await consumeTimes(limiter, 'login:account:1', PER_MINUTE, 3);

      const peeked = await limiter.peek('login:account:1', PER_MINUTE);

      expect(last?.allowed).toBe(true);
      expect(peeked).toMatchObject({ allowed: false, remaining: 0 });
      expect(peeked.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(peeked.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await limiter.consume('login:account:1', PER_MINUTE)).allowed).toBe(false);
    });

    it('forgets a key on reset', async () => {
      const { limiter } = await limiterUnderTest();
      await consumeTimes(limiter, 'login:account:1', PER_MINUTE, 4);

      await limiter.reset('login:account:1');

      expect(await limiter.peek('login:account:1', PER_MINUTE)).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
      expect(await limiter.consume('login:account:1', PER_MINUTE)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      await expect(limiter.reset('never-seen')).resolves.toBeUndefined();
    });

    it('counts each key on its own', async () => {
      const { limiter } = await limiterUnderTest();
      await consumeTimes(limiter, 'login:account:1', PER_MINUTE, 4);

      expect(await limiter.consume('login:account:2', PER_MINUTE)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      expect(await limiter.consume('login:ip:203.0.113.9', PER_MINUTE)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      expect((await limiter.peek('login:account:1', PER_MINUTE)).allowed).toBe(false);
    });

    it('allows again once the window has ended, in a new window started by the next event', async () => {
      const { limiter, advance } = await limiterUnderTest();
      const rule: RateLimitRule = { limit: 2, windowMs: SHORT_WINDOW_MS };
      await consumeTimes(limiter, 'reset:email:a@example.com', rule, 3);

      await advance(SHORT_WINDOW_MS + 50);

      expect(await limiter.peek('reset:email:a@example.com', rule)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      const again = await consumeTimes(limiter, 'reset:email:a@example.com', rule, 3);
      expect(again.map((decision) => decision.allowed)).toEqual([true, true, false]);
    });

    it('does not extend the window with later events, allowed or denied', async () => {
      const { limiter, advance } = await limiterUnderTest();
      const rule: RateLimitRule = { limit: 1, windowMs: SHORT_WINDOW_MS };
      await limiter.consume('register:ip:203.0.113.9', rule);

      await advance(SHORT_WINDOW_MS / 2);
      expect((await limiter.consume('register:ip:203.0.113.9', rule)).allowed).toBe(false);
      await advance(SHORT_WINDOW_MS / 2 + 50);

      expect((await limiter.consume('register:ip:203.0.113.9', rule)).allowed).toBe(true);
    });

    it('admits exactly the limit out of concurrent consumes', async () => {
      const { limiter } = await limiterUnderTest();
      const rule: RateLimitRule = { limit: 10, windowMs: 60_000 };

      const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('login:account:1', rule)));

      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
      expect(
        decisions
          .filter((decision) => decision.allowed)
          .map((decision) => decision.remaining)
          .sort((a, b) => a - b),
      ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('counts one event against several keys at once, answering each key in order', async () => {
      const { limiter } = await limiterUnderTest();
      const perHour: RateLimitRule = { limit: 5, windowMs: 3_600_000 };
      await limiter.consume('license-api:ip:203.0.113.9', PER_MINUTE);

      const decisions = await limiter.consumeAll([
        { key: 'license-api:ip:203.0.113.9', rule: PER_MINUTE },
        { key: 'license-api:device:l1:m1', rule: perHour },
      ]);

      expect(decisions).toEqual([
        { allowed: true, remaining: 1, retryAfterSeconds: 0 },
        { allowed: true, remaining: 4, retryAfterSeconds: 0 },
      ]);
      expect(await limiter.peek('license-api:device:l1:m1', perHour)).toEqual({ allowed: true, remaining: 4, retryAfterSeconds: 0 });
      expect(await limiter.consumeAll([])).toEqual([]);
    });

    it('counts every key even when one of them is over its limit, and denies only that one', async () => {
      const { limiter } = await limiterUnderTest();
      await consumeTimes(limiter, 'license-api:ip:203.0.113.9', PER_MINUTE, 3);

      const [ip, device] = await limiter.consumeAll([
        { key: 'license-api:ip:203.0.113.9', rule: PER_MINUTE },
        { key: 'license-api:device:l1:m1', rule: PER_MINUTE },
      ]);

      expect(ip).toMatchObject({ allowed: false, remaining: 0 });
      expect(ip?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(device).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      expect(await limiter.peek('license-api:device:l1:m1', PER_MINUTE)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    });

    it('admits exactly the limit out of concurrent consumes of several keys', async () => {
      const { limiter } = await limiterUnderTest();
      const rule: RateLimitRule = { limit: 10, windowMs: 60_000 };
      const charges = [
        { key: 'license-api:ip:203.0.113.9', rule },
        { key: 'license-api:device:l1:m1', rule: { limit: 20, windowMs: 60_000 } },
      ];

      const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.consumeAll(charges)));

      expect(decisions.filter(([ip]) => ip?.allowed)).toHaveLength(10);
      expect(decisions.map(([, device]) => device?.remaining).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });
  });
}
