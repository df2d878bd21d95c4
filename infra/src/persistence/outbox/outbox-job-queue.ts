import { randomUUID } from 'node:crypto';
import { JobQueuePort, type EnqueueOptions, type JobName, type JobPayloads, type SchedulableJobName } from '@pointforge/domain';
import type { DataSource } from 'typeorm';
import { DatabaseAccess } from '../database-access';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';

let sequence = 0;

/**
 * A row id that sorts in the order this process wrote the rows, even within one
 * millisecond (the relay hands over oldest first: a verification email before the next
 * one): milliseconds and a per-process counter in hex, then random characters.
 */
function nextOutboxId(): string {
  sequence = (sequence + 1) % 0x10000;
  return `${Date.now().toString(16).padStart(12, '0')}${sequence.toString(16).padStart(4, '0')}-${randomUUID().slice(0, 19)}`;
}

/**
 * The job queue the use cases see: `enqueue` writes the job to the outbox table, inside the
 * caller's transaction when there is one, so a change and its jobs commit together or not at
 * all, and a request never waits on Redis. The OutboxRelay hands committed rows to the real
 * queue. Schedules are not caused by a change, so they go to the real queue directly.
 */
export class OutboxJobQueue extends JobQueuePort {
  private readonly database: DatabaseAccess;
  private readonly committedListeners = new Set<() => void>();

  constructor(
    dataSource: DataSource,
    private readonly deliveryQueue: JobQueuePort,
  ) {
    super();
    this.database = DatabaseAccess.for(dataSource);
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void> {
    const id = nextOutboxId();
    await this.database.run((manager) =>
      manager.insert(OutboxMessageOrmEntity, {
        id,
        job_name: name,
        payload: JSON.stringify(payload),
        job_id: options?.jobId ?? id,
        created_at: new Date(),
        attempts: 0,
        last_error: null,
        lease_token: null,
        lease_until: null,
        relayed_at: null,
      }),
    );
    this.database.afterCommit(() => this.committedListeners.forEach((listener) => listener()));
  }

  schedule(name: SchedulableJobName, everyMs: number): Promise<void> {
    return this.deliveryQueue.schedule(name, everyMs);
  }

  /** Calls `listener` whenever a job has been committed to the outbox (the relay wakes on it). */
  onCommitted(listener: () => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }
}
