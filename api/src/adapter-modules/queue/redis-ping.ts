import type { Queue } from 'bullmq';

/** Whether Redis answers, for /readyz. Provided only when REDIS_URL is set. */
export abstract class RedisPing {
  abstract ping(): Promise<void>;

  /**
   * A round trip over the queue's own connection, so readiness checks the client jobs
   * really use. BullMQ's client interface has no PING; reading an absent key is as cheap.
   */
  static through(queue: Queue): RedisPing {
    return {
      async ping() {
        const client = await queue.client;
        if (client.status !== 'ready') throw new Error(`Redis connection is ${client.status}`);
        await client.get(`${queue.keys.meta}:readyz`);
      },
    };
  }
}
