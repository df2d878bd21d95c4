import Redis from 'ioredis';
import { SENT_MAIL_JOURNAL_RETENTION_MS, type SentMailJournal } from './sent-mail-journal';

/**
 * The sent-mail journal of the production shape: one Redis key per sent mail, expiring after
 * the retention. Redis is not restored with the database, so it still knows what went out
 * after the backup. It needs Redis's persistence on (`appendonly yes`, as compose sets) and a
 * policy that never evicts keys (`noeviction`, which BullMQ requires as well).
 */
export class RedisSentMailJournal implements SentMailJournal {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** A command waits through a few reconnect attempts, then fails, and the job is retried: the worker's jobs cannot run without Redis anyway. */
  static connect(redisUrl: string, prefix: string): RedisSentMailJournal {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    // ioredis reconnects by itself; a command that fails still throws to its caller.
    redis.on('error', () => undefined);
    return new RedisSentMailJournal(redis, prefix);
  }

  async has(idempotencyKey: string): Promise<boolean> {
    return (await this.redis.exists(this.key(idempotencyKey))) === 1;
  }

  /** NX: the first record stands, as in the database. */
  async record(idempotencyKey: string, sentAt: Date): Promise<void> {
    await this.redis.set(this.key(idempotencyKey), sentAt.toISOString(), 'PX', SENT_MAIL_JOURNAL_RETENTION_MS, 'NX');
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private key(idempotencyKey: string): string {
    return `${this.prefix}:sent-mail:${idempotencyKey}`;
  }
}
