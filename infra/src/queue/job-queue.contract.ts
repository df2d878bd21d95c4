import { afterEach, describe, expect, it } from '@jest/globals';
import type { JobHandlers, JobPayloads, JobQueuePort } from '@pointforge/domain';
import type { FailedJob, JobQueueLogger } from './job-failure';
import type { JobRetryPolicy } from './job-retry-policy';

/** One queue adapter with whatever consumes it (itself, or a BullMQ worker). */
export interface JobQueueUnderTest {
  queue: JobQueuePort;
  start(handlers: JobHandlers): Promise<void>;
  /** Graceful stop; may be called twice. */
  stop(): Promise<void>;
  failedJobs(): Promise<FailedJob[]>;
  /** Removes what the test left behind, after stop. */
  dispose(): Promise<void>;
}

export type JobQueueFactory = (settings: { retryPolicy: JobRetryPolicy; logger: JobQueueLogger }) => Promise<JobQueueUnderTest>;

/** Three tries 10 ms and 20 ms apart keep the retry cases fast. */
export const FAST_RETRY_POLICY: JobRetryPolicy = { attempts: 3, backoffBaseDelayMs: 10 };

export class RecordingJobQueueLogger implements JobQueueLogger {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];

  warn(message: string): void {
    this.warnings.push(message);
  }

  error(message: string): void {
    this.errors.push(message);
  }
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    }
    await sleep(5);
  }
}

/**
 * The given handlers, and for every other job one that throws, so a test lists only the jobs
 * it expects and a stray job shows as a failure.
 */
export function testHandlers(handlers: Partial<JobHandlers>): JobHandlers {
  const unexpected = async (): Promise<void> => {
    throw new Error('This test expects no such job.');
  };
  return { 'send-mail': unexpected, 'reconcile-subscriptions': unexpected, 'purge-expired-records': unexpected, ...handlers };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function mailJob(idempotencyKey: string): JobPayloads['send-mail'] {
  return {
    idempotencyKey,
    message: {
      to: 'ada@example.com',
      template: 'verify-email',
      data: { firstName: 'Ada', verifyUrl: `https://pointforge.example/verify-email/${idempotencyKey}` },
    },
  };
}

/** The behaviour every JobQueuePort adapter shares with the others. */
export function describeJobQueueContract(adapterName: string, create: JobQueueFactory): void {
  describe(`${adapterName} honours the job queue contract`, () => {
    let subject: JobQueueUnderTest | undefined;
    let logger: RecordingJobQueueLogger;

    async function createSubject(): Promise<JobQueueUnderTest> {
      logger = new RecordingJobQueueLogger();
      subject = await create({ retryPolicy: FAST_RETRY_POLICY, logger });
      return subject;
    }

    afterEach(async () => {
      await subject?.stop();
      await subject?.dispose();
      subject = undefined;
    });

    it('hands a job to the handler for its name, with its payload', async () => {
      const { queue, start } = await createSubject();
      const received: JobPayloads['send-mail'][] = [];
      await start(testHandlers({ 'send-mail': async (payload) => void received.push(payload) }));

      await queue.enqueue('send-mail', mailJob('welcome'));

      await waitUntil(() => received.length === 1, 'the job is handled');
      expect(received).toEqual([mailJob('welcome')]);
    });

    it('retries a handler that throws twice, and it then succeeds', async () => {
      const { queue, start, failedJobs } = await createSubject();
      let calls = 0;
      let succeeded = false;
      await start(
        testHandlers({
          'send-mail': async () => {
            calls += 1;
            if (calls <= 2) {
              throw new Error(`SMTP timeout ${calls}`);
            }
            succeeded = true;
          },
        }),
      );

      await queue.enqueue('send-mail', mailJob('flaky'));

      await waitUntil(() => succeeded, 'the third try succeeds');
      expect(calls).toBe(3);
      expect(await failedJobs()).toEqual([]);
      expect(logger.warnings).toEqual([expect.stringContaining('SMTP timeout 1'), expect.stringContaining('SMTP timeout 2')]);
      expect(logger.errors).toEqual([]);
    });

    it('keeps a job that fails every attempt as failed, with its error', async () => {
      const { queue, start, failedJobs } = await createSubject();
      let calls = 0;
      await start(
        testHandlers({
          'send-mail': async () => {
            calls += 1;
            throw new Error('Mailbox unavailable');
          },
        }),
      );

      await queue.enqueue('send-mail', mailJob('doomed'), { jobId: 'mail:doomed' });

      await waitUntil(async () => (await failedJobs()).length === 1 && logger.errors.length === 1, 'the job is kept as failed');
      const [failed] = await failedJobs();
      expect(failed).toMatchObject({
        id: 'mail:doomed',
        name: 'send-mail',
        payload: mailJob('doomed'),
        attemptsMade: FAST_RETRY_POLICY.attempts,
        error: 'Mailbox unavailable',
      });
      expect(failed?.failedAt).toBeInstanceOf(Date);
      expect(calls).toBe(FAST_RETRY_POLICY.attempts);
      expect(logger.errors).toEqual([expect.stringMatching(/attempt 3 of 3.*Mailbox unavailable/)]);
    });

    it('delivers a job id once, whether the first job is still queued or already done', async () => {
      const { queue, start } = await createSubject();
      const handled: string[] = [];
      await start(testHandlers({ 'send-mail': async (payload) => void handled.push(payload.idempotencyKey) }));

      await queue.enqueue('send-mail', mailJob('first'), { jobId: 'verify-email:42' });
      await queue.enqueue('send-mail', mailJob('queued duplicate'), { jobId: 'verify-email:42' });
      await waitUntil(() => handled.includes('first'), 'the first job is handled');
      await queue.enqueue('send-mail', mailJob('late duplicate'), { jobId: 'verify-email:42' });
      await queue.enqueue('send-mail', mailJob('numeric id'), { jobId: '12345' });
      await queue.enqueue('send-mail', mailJob('numeric duplicate'), { jobId: '12345' });
      // Jobs run in order, so once this one is handled any duplicate would have been too.
      await queue.enqueue('send-mail', mailJob('last'));

      await waitUntil(() => handled.includes('last'), 'the last job is handled');
      expect(handled).toEqual(['first', 'numeric id', 'last']);
    });

    it('stops only after the running handler has finished', async () => {
      const { queue, start, stop } = await createSubject();
      const events: string[] = [];
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await start(
        testHandlers({
          'send-mail': async () => {
            events.push('handler started');
            await released;
            events.push('handler finished');
          },
        }),
      );
      await queue.enqueue('send-mail', mailJob('slow'));
      await waitUntil(() => events.includes('handler started'), 'the handler starts');

      const stopped = stop().then(() => void events.push('stopped'));
      await sleep(100);
      expect(events).toEqual(['handler started']);

      release();
      await stopped;
      expect(events).toEqual(['handler started', 'handler finished', 'stopped']);
    });

    it('adds a scheduled job again and again at its interval, with an empty payload', async () => {
      const { queue, start } = await createSubject();
      const runs: unknown[] = [];
      await start(testHandlers({ 'reconcile-subscriptions': async (payload) => void runs.push(payload) }));

      await queue.schedule('reconcile-subscriptions', 250);

      await waitUntil(() => runs.length >= 2, 'the scheduled job runs twice');
      expect(runs.slice(0, 2)).toEqual([{}, {}]);
    });
  });
}
