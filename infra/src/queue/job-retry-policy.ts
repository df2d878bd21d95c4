import type { JobsOptions } from 'bullmq';

/** How often a failing job is tried and how long to wait in between; both queue adapters follow it. */
export interface JobRetryPolicy {
  /** Total tries, the first one included. */
  attempts: number;
  /** Wait before the first retry; every later retry waits twice as long as the one before. */
  backoffBaseDelayMs: number;
}

export const DEFAULT_JOB_RETRY_POLICY: JobRetryPolicy = { attempts: 5, backoffBaseDelayMs: 2_000 };

/**
 * Completed jobs are remembered for a day (at most 1000 of them) so that enqueueing the same
 * job id again within that time is still a no-op. Age is in seconds, as BullMQ counts it.
 */
export const COMPLETED_JOB_RETENTION = { age: 24 * 60 * 60, count: 1_000 } as const;

/**
 * Wait before the next try after `attemptsMade` failed tries. The formula is BullMQ's
 * built-in 'exponential' backoff, so the in-process queue retries on the same schedule as
 * Redis does (a spec compares the two).
 */
export function retryDelayMs(policy: JobRetryPolicy, attemptsMade: number): number {
  return Math.round(2 ** (attemptsMade - 1) * policy.backoffBaseDelayMs);
}

/** The policy as BullMQ job options. Failed jobs are never removed: they stay for inspection. */
export function bullmqJobOptions(policy: JobRetryPolicy): JobsOptions {
  return {
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffBaseDelayMs },
    removeOnComplete: { ...COMPLETED_JOB_RETENTION },
    removeOnFail: false,
  };
}

/** For queues registered elsewhere (the Nest app's BullModule), so every job follows the policy. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = bullmqJobOptions(DEFAULT_JOB_RETRY_POLICY);
