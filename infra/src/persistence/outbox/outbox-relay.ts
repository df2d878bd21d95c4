import { randomUUID } from 'node:crypto';
import { retentionCutoff, type JobName, type JobPayloads, type JobQueuePort } from '@pointforge/domain';
import { In, IsNull, LessThan, type DataSource } from 'typeorm';
import { errorMessage, type JobQueueLogger } from '../../queue/job-failure';
import { withTimeout } from '../../shared/with-timeout';
import { DatabaseAccess } from '../database-access';
import { OutboxMessageOrmEntity, type OutboxMessageRow } from './outbox-message.orm-entity';

export interface OutboxRelayLogger extends JobQueueLogger {
  log(message: string): void;
}

export interface OutboxRelayOptions {
  dataSource: DataSource;
  /** Where committed jobs go: BullMQ, or the in-process queue of the embedded default. */
  deliveryQueue: JobQueuePort;
  logger?: OutboxRelayLogger;
  /** How often the outbox is read when nothing wakes the relay. */
  pollIntervalMs?: number;
  /** Rows taken per pass. */
  batchSize?: number;
  /** A hand-over that takes longer counts as failed (Redis unreachable holds commands, it does not refuse them). */
  handOverTimeoutMs?: number;
  /** The longest wait between passes while the queue keeps failing. */
  maxBackoffMs?: number;
  /** How long a pass holds its rows; a relay that dies holding them frees them after this. */
  leaseMs?: number;
  /** Days relayed rows are kept for inspection, then pruned (RETENTION_OUTBOX_DAYS). */
  retentionDays?: number;
}

/** Jobs committed to the outbox and not yet handed to the queue, for the outbox metrics. */
export interface OutboxBacklog {
  waiting: number;
  /** When the oldest waiting job was written; null when none waits. */
  oldestCreatedAt: Date | null;
}

export interface RelayPass {
  relayed: number;
  /** The hand-over error that ended the pass early, if one did. */
  failure?: string;
}

/** Days a relayed row is kept by default: a week of "did this job go out, and when" for support. */
export const OUTBOX_RETENTION_DEFAULT_DAYS = 7;
/**
 * Nothing depends on a relayed row: the queue holds the job, and the sent-mail journal is what
 * keeps a retried or re-relayed mail from going out twice. A day still leaves yesterday's
 * incidents inspectable; an unrelayed row is never pruned whatever the window.
 */
export const OUTBOX_RETENTION_MIN_DAYS = 1;

const DEFAULTS = {
  pollIntervalMs: 1_000,
  batchSize: 100,
  handOverTimeoutMs: 5_000,
  maxBackoffMs: 10_000,
  leaseMs: 60_000,
  retentionDays: OUTBOX_RETENTION_DEFAULT_DAYS,
};

/** Prune at most this often; pruning is housekeeping, not on any request's path. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 500;
const LAST_ERROR_MAX_LENGTH = 500;

/**
 * Moves committed outbox rows to the job queue, oldest first, and marks them relayed. Every
 * API and worker process runs one; a lease on the rows keeps two relays from taking the same
 * row, and if one is ever relayed twice (a relay died after the hand-over, before marking
 * it) the queue's job id and the mail's idempotency key make the repeat harmless.
 *
 * While the queue fails (Redis away) the rows wait in the database and the relay retries
 * with a growing pause, logging once when the outage starts and once when it ends.
 */
export class OutboxRelay {
  private readonly database: DatabaseAccess;
  private readonly settings: typeof DEFAULTS;
  private readonly logger: OutboxRelayLogger;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = true;
  private backoffMs = 0;
  private outage: { since: Date; failedPasses: number } | undefined;
  private lastPrunedAt = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.database = DatabaseAccess.for(options.dataSource);
    this.settings = { ...DEFAULTS, ...withoutUndefined(options) };
    this.logger = options.logger ?? console;
  }

  /** Starts relaying: a pass now, then one every poll interval, and one soon after each wake(). */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** A job was committed: relay it soon rather than at the next poll (unless backing off). */
  wake(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.wakeRequested = true;
    } else if (this.backoffMs === 0) {
      this.schedule(0);
    }
  }

  /** Takes no further pass and waits for the running one. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** Whether the last pass found the queue unreachable. */
  get degraded(): boolean {
    return this.outage !== undefined;
  }

  /** One pass: leases up to a batch of waiting rows and hands them to the queue in order. */
  async relayWaiting(): Promise<RelayPass> {
    const rows = await this.leaseWaitingRows();
    let relayed = 0;
    for (const [index, row] of rows.entries()) {
      // Hand over nothing the lease might not cover any more; the next pass takes the rest.
      if (row.lease_until && Date.now() + this.settings.handOverTimeoutMs > row.lease_until.getTime()) {
        await this.release(rows.slice(index));
        return { relayed };
      }
      try {
        await withTimeout(
          this.options.deliveryQueue.enqueue(row.job_name as JobName, JSON.parse(row.payload) as JobPayloads[JobName], {
            jobId: row.job_id,
          }),
          this.settings.handOverTimeoutMs,
          'Handing the job to the queue',
        );
      } catch (error) {
        const failure = errorMessage(error);
        await this.releaseAfterFailure(row, rows.slice(index + 1), failure);
        return { relayed, failure };
      }
      await this.database.run((manager) =>
        manager.update(
          OutboxMessageOrmEntity,
          { id: row.id, lease_token: row.lease_token as string },
          { relayed_at: new Date(), lease_token: null, lease_until: null },
        ),
      );
      relayed += 1;
    }
    return { relayed };
  }

  /** What waits in the outbox now (two queries on the relayed_at, created_at index). */
  async backlog(): Promise<OutboxBacklog> {
    const waiting = { relayed_at: IsNull() };
    return this.database.run(async (manager) => {
      const count = await manager.countBy(OutboxMessageOrmEntity, waiting);
      const oldest =
        count === 0
          ? null
          : await manager.findOne(OutboxMessageOrmEntity, { select: { id: true, created_at: true }, where: waiting, order: { created_at: 'ASC' } });
      return { waiting: count, oldestCreatedAt: oldest?.created_at ?? null };
    });
  }

  /**
   * Deletes rows relayed longer ago than the retention; returns how many. It goes in small
   * batches by primary key, so it never holds locks (or SQLite's one connection) long enough
   * to hold up the requests writing new jobs.
   */
  async prune(now: Date = new Date()): Promise<number> {
    const cutoff = retentionCutoff(now, this.settings.retentionDays);
    let pruned = 0;
    for (;;) {
      const batch = await this.database.run((manager) =>
        manager.find(OutboxMessageOrmEntity, { select: { id: true }, where: { relayed_at: LessThan(cutoff) }, take: PRUNE_BATCH }),
      );
      if (batch.length === 0) return pruned;
      const result = await this.database.run((manager) => manager.delete(OutboxMessageOrmEntity, { id: In(batch.map((row) => row.id)) }));
      pruned += result.affected ?? 0;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runPass(), delayMs);
    // The relay alone does not keep a process alive.
    this.timer.unref();
  }

  private runPass(): void {
    if (this.stopped || this.pass) return;
    this.wakeRequested = false;
    this.pass = this.passWithLogging().finally(() => {
      this.pass = undefined;
      if (this.stopped) return;
      if (this.backoffMs > 0) this.schedule(this.backoffMs);
      else this.schedule(this.wakeRequested ? 0 : this.settings.pollIntervalMs);
    });
  }

  private async passWithLogging(): Promise<void> {
    try {
      let pass: RelayPass;
      // A full batch means more may be waiting: keep going until a pass comes back short.
      do {
        pass = await this.relayWaiting();
        if (pass.failure !== undefined) return this.onFailedPass(pass.failure);
        this.onSuccessfulPass();
      } while (pass.relayed === this.settings.batchSize && !this.stopped);
      await this.pruneNowAndThen();
    } catch (error) {
      // The database itself failed: nothing was lost (the rows stay), try again later.
      this.onFailedPass(`database: ${errorMessage(error)}`);
    }
  }

  private onFailedPass(failure: string): void {
    this.backoffMs = Math.min(this.settings.maxBackoffMs, Math.max(this.settings.pollIntervalMs, this.backoffMs * 2));
    if (!this.outage) {
      this.outage = { since: new Date(), failedPasses: 0 };
      this.logger.warn(`Outbox relay cannot hand jobs to the queue (${failure}); they wait in the database and are retried.`);
    }
    this.outage.failedPasses += 1;
  }

  private onSuccessfulPass(): void {
    this.backoffMs = 0;
    if (this.outage) {
      const seconds = Math.round((Date.now() - this.outage.since.getTime()) / 1000);
      this.logger.log(`Outbox relay reaches the queue again after ${seconds} s and ${this.outage.failedPasses} failed pass(es).`);
      this.outage = undefined;
    }
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrunedAt < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = Date.now();
    const pruned = await this.prune();
    if (pruned > 0) this.logger.log(`Outbox: pruned ${pruned} relayed job(s) older than the retention.`);
  }

  /** Takes the oldest waiting rows no other pass holds; two passes racing each get their own rows. */
  private async leaseWaitingRows(): Promise<OutboxMessageRow[]> {
    const now = new Date();
    const notHeld = [
      { relayed_at: IsNull(), lease_until: IsNull() },
      { relayed_at: IsNull(), lease_until: LessThan(now) },
    ];
    const candidates = await this.database.run((manager) =>
      manager.find(OutboxMessageOrmEntity, {
        select: { id: true },
        where: notHeld,
        order: { created_at: 'ASC', id: 'ASC' },
        take: this.settings.batchSize,
      }),
    );
    if (candidates.length === 0) return [];
    const leaseToken = randomUUID();
    const lease = { lease_token: leaseToken, lease_until: new Date(now.getTime() + this.settings.leaseMs) };
    const ids = In(candidates.map((row) => row.id));
    await this.database.run(async (manager) => {
      for (const condition of notHeld) await manager.update(OutboxMessageOrmEntity, { ...condition, id: ids }, lease);
    });
    return this.database.run((manager) =>
      manager.find(OutboxMessageOrmEntity, { where: { id: ids, lease_token: leaseToken }, order: { created_at: 'ASC', id: 'ASC' } }),
    );
  }

  /** The failed row counts the attempt; it and the rows after it are free for the next pass. */
  private async releaseAfterFailure(failed: OutboxMessageRow, untried: OutboxMessageRow[], failure: string): Promise<void> {
    await this.database.run((manager) =>
      manager.update(
        OutboxMessageOrmEntity,
        { id: failed.id, lease_token: failed.lease_token as string },
        {
          attempts: failed.attempts + 1,
          last_error: failure.slice(0, LAST_ERROR_MAX_LENGTH),
          lease_token: null,
          lease_until: null,
        },
      ),
    );
    await this.release(untried);
  }

  /** Frees leased rows untouched, for the next pass. */
  private async release(rows: OutboxMessageRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.database.run((manager) =>
      manager.update(
        OutboxMessageOrmEntity,
        { id: In(rows.map((row) => row.id)), lease_token: rows[0]?.lease_token as string },
        { lease_token: null, lease_until: null },
      ),
    );
  }
}

function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
