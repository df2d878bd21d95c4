import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { JobPayloads } from '@pointforge/domain';
import { InProcessJobQueue } from './in-process-job-queue';
import { describeJobQueueContract, FAST_RETRY_POLICY, mailJob, RecordingJobQueueLogger, sleep, testHandlers, waitUntil } from './job-queue.contract';
import { COMPLETED_JOB_RETENTION } from './job-retry-policy';

describeJobQueueContract('InProcessJobQueue', async ({ retryPolicy, logger }) => {
  const queue = new InProcessJobQueue({ retryPolicy, logger });
  return {
    queue,
    start: async (handlers) => queue.start(handlers),
    stop: () => queue.stop(),
    failedJobs: () => queue.failedJobs(),
    dispose: async () => undefined,
  };
});

describe('InProcessJobQueue', () => {
  let queue: InProcessJobQueue;
  let logger: RecordingJobQueueLogger;

  function createQueue(backoffBaseDelayMs = FAST_RETRY_POLICY.backoffBaseDelayMs): InProcessJobQueue {
    logger = new RecordingJobQueueLogger();
    queue = new InProcessJobQueue({ retryPolicy: { ...FAST_RETRY_POLICY, backoffBaseDelayMs }, logger });
    return queue;
  }

  afterEach(async () => {
    jest.useRealTimers();
    await queue.stop();
  });

  it('runs the handler after enqueue has returned, never inside the caller’s await', async () => {
    createQueue();
    const handled: string[] = [];
    queue.start(testHandlers({ 'send-mail': async (payload) => void handled.push(payload.idempotencyKey) }));

    await queue.enqueue('send-mail', mailJob('later'));

    expect(handled).toEqual([]);
    await waitUntil(() => handled.length === 1, 'the job is handled');
  });

  it('runs jobs enqueued before start once it starts', async () => {
    createQueue();
    const handled: string[] = [];
    await queue.enqueue('send-mail', mailJob('early'));
    await sleep(20);

    queue.start(testHandlers({ 'send-mail': async (payload) => void handled.push(payload.idempotencyKey) }));

    await waitUntil(() => handled.length === 1, 'the early job is handled');
    expect(handled).toEqual(['early']);
  });

  it('lists what it holds and the latest finished jobs, newest first, without their payloads', async () => {
    createQueue();
    await queue.enqueue('send-mail', mailJob('waiting'), { jobId: 'job-waiting' });
    expect(queue.recentJobs()).toEqual([{ id: 'job-waiting', name: 'send-mail', state: 'waiting', attemptsMade: 0, finishedAt: null, error: null }]);

    queue.start(
      testHandlers({
        'send-mail': async (payload) => {
          if (payload.idempotencyKey === 'broken') throw new Error('SMTP refused');
        },
      }),
    );
    await queue.enqueue('send-mail', mailJob('broken'), { jobId: 'job-broken' });
    await waitUntil(() => queue.recentJobs().filter((job) => job.finishedAt !== null).length === 2, 'both jobs finish');

    const [latest, earlier] = queue.recentJobs();
    expect(latest).toEqual({ id: 'job-broken', name: 'send-mail', state: 'failed', attemptsMade: 3, finishedAt: expect.any(Date), error: 'SMTP refused' });
    expect(earlier).toMatchObject({ id: 'job-waiting', state: 'completed', attemptsMade: 1, error: null });
    expect(JSON.stringify(queue.recentJobs())).not.toContain('verify-email');
  });

  it('hands the handler a copy of the payload, as it would come back from Redis', async () => {
    createQueue();
    const received: JobPayloads['send-mail'][] = [];
    queue.start(testHandlers({ 'send-mail': async (payload) => void received.push(payload) }));
    const payload = mailJob('original');

    await queue.enqueue('send-mail', payload);
    payload.idempotencyKey = 'changed by the caller';

    await waitUntil(() => received.length === 1, 'the job is handled');
    expect(received[0]).toEqual(mailJob('original'));
  });

  it('waits twice as long before each retry', async () => {
    createQueue(40);
    const calledAt: number[] = [];
    queue.start(
      testHandlers({
        'send-mail': async () => {
          calledAt.push(Date.now());
          throw new Error('down');
        },
      }),
    );

    await queue.enqueue('send-mail', mailJob('backoff'));

    await waitUntil(() => calledAt.length === 3, 'three tries');
    const [first = 0, second = 0, third = 0] = calledAt;
    // Timers may fire a millisecond early; anything near the delay shows the schedule.
    expect(second - first).toBeGreaterThanOrEqual(38);
    expect(third - second).toBeGreaterThanOrEqual(78);
  });

  it('cancels a pending retry on stop, without waiting for it', async () => {
    createQueue(60_000);
    let calls = 0;
    queue.start(
      testHandlers({
        'send-mail': async () => {
          calls += 1;
          throw new Error('down');
        },
      }),
    );
    await queue.enqueue('send-mail', mailJob('retry later'));
    await waitUntil(() => logger.warnings.length === 1, 'the first try fails');

    const stoppedWithin = Date.now();
    await queue.stop();

    expect(Date.now() - stoppedWithin).toBeLessThan(1_000);
    expect(calls).toBe(1);
    expect(await queue.failedJobs()).toEqual([]);
    expect(logger.warnings).toContainEqual(expect.stringContaining('1 pending job(s) were dropped'));
  });

  it('refuses new jobs once stopped', async () => {
    createQueue();
    queue.start(testHandlers({ 'send-mail': async () => undefined }));
    await queue.stop();

    await expect(queue.enqueue('send-mail', mailJob('too late'))).rejects.toThrow('stopped');
  });

  it('forgets a completed job id after a day, so the id can be used again', async () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T00:00:00Z') });
    createQueue();
    const handled: string[] = [];
    queue.start(testHandlers({ 'send-mail': async (payload) => void handled.push(payload.idempotencyKey) }));

    await queue.enqueue('send-mail', mailJob('monday'), { jobId: 'daily-report' });
    await jest.advanceTimersByTimeAsync(0);
    await queue.enqueue('send-mail', mailJob('same day'), { jobId: 'daily-report' });
    await jest.advanceTimersByTimeAsync(0);
    jest.setSystemTime(new Date('2025-06-02T00:00:01Z'));
    await queue.enqueue('send-mail', mailJob('next day'), { jobId: 'daily-report' });
    await jest.advanceTimersByTimeAsync(0);

    expect(handled).toEqual(['monday', 'next day']);
  });

  it('remembers at most the most recent completed job ids', async () => {
    createQueue();
    const handled: string[] = [];
    queue.start(testHandlers({ 'send-mail': async (payload) => void handled.push(payload.idempotencyKey) }));
    const count = COMPLETED_JOB_RETENTION.count + 1;

    for (let n = 0; n < count; n += 1) {
      await queue.enqueue('send-mail', mailJob(`job ${n}`), { jobId: `job-${n}` });
    }
    await waitUntil(() => handled.length === count, 'every job is handled');
    await queue.enqueue('send-mail', mailJob('oldest again'), { jobId: 'job-0' });
    await queue.enqueue('send-mail', mailJob('newest again'), { jobId: `job-${count - 1}` });

    await waitUntil(() => handled.includes('oldest again'), 'the oldest id runs again');
    expect(handled).not.toContain('newest again');
  });

  /** A started queue on fake timers whose handler counts the scheduled job's runs. */
  function startCountingScheduledRuns(): { runs(): number } {
    jest.useFakeTimers();
    createQueue();
    let runs = 0;
    queue.start(testHandlers({ 'reconcile-subscriptions': async () => void (runs += 1) }));
    return { runs: () => runs };
  }

  it('enqueues a scheduled job every interval from one timer, a second schedule replacing the first', async () => {
    const scheduled = startCountingScheduledRuns();

    // The timer enqueues; the job then runs on the next timer turn, a millisecond later.
    await queue.schedule('reconcile-subscriptions', 1_000);
    await jest.advanceTimersByTimeAsync(999);
    expect(scheduled.runs()).toBe(0);
    await jest.advanceTimersByTimeAsync(2);
    expect(scheduled.runs()).toBe(1);

    await queue.schedule('reconcile-subscriptions', 1_000);
    await jest.advanceTimersByTimeAsync(3_001);
    expect(scheduled.runs()).toBe(4);
  });

  it('stops the schedules on stop', async () => {
    const scheduled = startCountingScheduledRuns();
    await queue.schedule('reconcile-subscriptions', 1_000);

    await queue.stop();
    await jest.advanceTimersByTimeAsync(5_000);

    expect(scheduled.runs()).toBe(0);
    expect(logger.errors).toEqual([]);
    await expect(queue.schedule('reconcile-subscriptions', 1_000)).rejects.toThrow('stopped');
  });
});
