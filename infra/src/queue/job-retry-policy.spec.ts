import { describe, expect, it } from '@jest/globals';
import { Backoffs, type BackoffOptions } from 'bullmq';
import { bullmqJobOptions, DEFAULT_JOB_OPTIONS, DEFAULT_JOB_RETRY_POLICY, retryDelayMs } from './job-retry-policy';

describe('job retry policy', () => {
  it('tries five times, waiting 2, 4, 8 and 16 seconds between tries', () => {
    expect(DEFAULT_JOB_RETRY_POLICY.attempts).toBe(5);
    expect([1, 2, 3, 4].map((attemptsMade) => retryDelayMs(DEFAULT_JOB_RETRY_POLICY, attemptsMade))).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('gives BullMQ the same schedule the in-process queue follows', async () => {
    const policy = { attempts: 6, backoffBaseDelayMs: 150 };
    const backoff = bullmqJobOptions(policy).backoff as BackoffOptions;

    for (const attemptsMade of [1, 2, 3, 4, 5]) {
      const bullmqDelay = await Backoffs.calculate(backoff, attemptsMade, new Error('x'), {} as never);
      expect(bullmqDelay).toBe(retryDelayMs(policy, attemptsMade));
    }
  });

  it('removes completed jobs after a day or beyond 1000, and keeps failed ones', () => {
    expect(DEFAULT_JOB_OPTIONS).toEqual({
      attempts: 5,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 86_400, count: 1_000 },
      removeOnFail: false,
    });
  });
});
