import { Queue, type RedisOptions } from 'bullmq';

export const JOBS_QUEUE_NAME = 'jobs';

/**
 * Connection options for every BullMQ queue and worker: BullMQ opens and closes the ioredis
 * clients itself. `maxRetriesPerRequest: null` lets a worker's blocking reads wait out a
 * Redis restart instead of failing.
 */
export function bullmqConnectionOptions(redisUrl: string): RedisOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}

export interface BullmqQueueSettings {
  redisUrl: string;
  /** Key prefix in Redis (REDIS_PREFIX), so several deployments or test suites can share one server. */
  prefix: string;
}

/** The jobs queue for code outside Nest (scripts, tests); the Nest app registers its own through BullModule. */
export function createBullmqQueue({ redisUrl, prefix }: BullmqQueueSettings): Queue {
  return new Queue(JOBS_QUEUE_NAME, { connection: bullmqConnectionOptions(redisUrl), prefix });
}
