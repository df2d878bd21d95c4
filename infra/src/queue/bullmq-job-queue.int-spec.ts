import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { testRedisUrl, uniqueRedisPrefix } from '../testing/test-services';
import { createBullmqQueue, JOBS_QUEUE_NAME } from './bullmq-connection';
import { BullmqJobQueue } from './bullmq-job-queue';
import { BullmqJobWorker } from './bullmq-job-worker';
import { describeJobQueueContract, FAST_RETRY_POLICY, mailJob, RecordingJobQueueLogger, sleep, testHandlers, waitUntil } from './job-queue.contract';

const redis = new Redis(testRedisUrl);
const prefixesUsed: string[] = [];

function newPrefix(): string {
  const prefix = uniqueRedisPrefix('job-queue');
  prefixesUsed.push(prefix);
  return prefix;
}

async function keysUnder(prefix: string): Promise<string[]> {
  return redis.keys(`${prefix}:*`);
}

afterAll(async () => {
  for (const prefix of prefixesUsed) {
    const keys = await keysUnder(prefix);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
  }
  await redis.quit();
});

describeJobQueueContract('BullmqJobQueue with BullmqJobWorker', async ({ retryPolicy, logger }) => {
  const prefix = newPrefix();
  const bullQueue = createBullmqQueue({ redisUrl: testRedisUrl, prefix });
  const queue = new BullmqJobQueue(bullQueue, retryPolicy);
  let worker: BullmqJobWorker | undefined;
  return {
    queue,
    async start(handlers) {
      worker = new BullmqJobWorker({ redisUrl: testRedisUrl, prefix, handlers, logger });
      await worker.start();
    },
    stop: async () => worker?.close(),
    failedJobs: () => queue.failedJobs(),
    async dispose() {
      await bullQueue.obliterate({ force: true });
      await bullQueue.close();
    },
  };
});

describe('BullMQ adapters', () => {
  let bullQueue: Queue;
  let worker: BullmqJobWorker | undefined;

  afterEach(async () => {
    await worker?.close();
    await bullQueue.close();
  });

  it('stores jobs in the jobs queue under the configured prefix', async () => {
    const prefix = newPrefix();
    bullQueue = createBullmqQueue({ redisUrl: testRedisUrl, prefix });

    await new BullmqJobQueue(bullQueue).enqueue('send-mail', mailJob('stored'), { jobId: 'stored' });

    expect(bullQueue.name).toBe(JOBS_QUEUE_NAME);
    expect(await keysUnder(`${prefix}:${JOBS_QUEUE_NAME}`)).not.toEqual([]);
    const [job] = await bullQueue.getWaiting();
    expect(job?.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnFail: false });
  });

  it('fails a job whose name no handler knows at once, without retrying it', async () => {
    const prefix = newPrefix();
    bullQueue = createBullmqQueue({ redisUrl: testRedisUrl, prefix });
    const logger = new RecordingJobQueueLogger();
    worker = new BullmqJobWorker({ redisUrl: testRedisUrl, prefix, handlers: testHandlers({ 'send-mail': async () => undefined }), logger });
    await worker.start();

    await bullQueue.add('retired-job', {}, { attempts: FAST_RETRY_POLICY.attempts });

    await waitUntil(async () => (await bullQueue.getFailedCount()) === 1, 'the job fails');
    const [failed] = await new BullmqJobQueue(bullQueue).failedJobs();
    expect(failed).toMatchObject({ name: 'retired-job', attemptsMade: 1, error: 'No handler for job "retired-job".' });
    expect(logger.warnings).toEqual([]);
    expect(logger.errors).toEqual([expect.stringContaining('kept as failed')]);
  });

  it('keeps one job scheduler however many queues schedule the job, and a worker takes each run once', async () => {
    const prefix = newPrefix();
    bullQueue = createBullmqQueue({ redisUrl: testRedisUrl, prefix });
    const otherReplica = createBullmqQueue({ redisUrl: testRedisUrl, prefix });
    const runs: { id: string; payload: unknown }[] = [];
    worker = new BullmqJobWorker({
      redisUrl: testRedisUrl,
      prefix,
      handlers: testHandlers({ 'reconcile-subscriptions': async (payload) => void runs.push({ id: String(runs.length), payload }) }),
    });
    await worker.start();

    try {
      await new BullmqJobQueue(bullQueue).schedule('reconcile-subscriptions', 300);
      await new BullmqJobQueue(otherReplica).schedule('reconcile-subscriptions', 300);

      expect(await bullQueue.getJobSchedulers()).toEqual([
        expect.objectContaining({ key: 'reconcile-subscriptions', name: 'reconcile-subscriptions', every: 300 }),
      ]);
      await waitUntil(() => runs.length >= 3, 'three runs arrive', 5_000);
      const startedAt = Date.now();
      const before = runs.length;
      await sleep(1_200);
      // One scheduler every 300 ms adds about four runs in 1.2 s; two would add about eight.
      expect(runs.length - before).toBeGreaterThanOrEqual(2);
      expect(runs.length - before).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 300) + 1);
      expect(runs.every((run) => JSON.stringify(run.payload) === '{}')).toBe(true);
      expect(await bullQueue.getJobSchedulersCount()).toBe(1);
    } finally {
      await otherReplica.close();
    }
  });
});
