import { beforeEach, describe, expect, it } from '@jest/globals';
import { DAY_MS, JobQueuePort, type EnqueueOptions, type JobName, type JobPayloads } from '@pointforge/domain';
import { RecordingJobQueue } from '@pointforge/domain/testing';
import { IsNull } from 'typeorm';
import { databaseForSuite, TEST_DATABASE_ENGINES } from '../../testing/test-databases';
import { DatabaseAccess } from '../database-access';
import { OutboxJobQueue } from './outbox-job-queue';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';
import { OutboxRelay, type OutboxRelayLogger } from './outbox-relay';

function mailJob(n: number): JobPayloads['send-mail'] {
  return {
    idempotencyKey: `test:${n}`,
    message: { to: `user${n}@example.test`, template: 'password-changed', data: { firstName: null, resetUrl: 'https://x.test' } },
  };
}

/** A delivery queue that records what it accepts, and refuses everything while `down`. */
class FlakyQueue extends RecordingJobQueue {
  down = false;
  offered = 0;

  override async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void> {
    this.offered += 1;
    if (this.down) throw new Error('Connection is closed.');
    await super.enqueue(name, payload, options);
  }
}

class RecordingLogger implements OutboxRelayLogger {
  readonly lines: string[] = [];
  log(message: string): void {
    this.lines.push(`log: ${message}`);
  }
  warn(message: string): void {
    this.lines.push(`warn: ${message}`);
  }
  error(message: string): void {
    this.lines.push(`error: ${message}`);
  }
}

/** A time `days` from now, for the prune's clock. */
function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY_MS);
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(TEST_DATABASE_ENGINES)('Outbox on %s', (engine) => {
  const database = databaseForSuite(engine, 'outbox');
  let delivery: FlakyQueue;
  let outbox: OutboxJobQueue;

  beforeEach(async () => {
    await database.clear();
    delivery = new FlakyQueue();
    outbox = new OutboxJobQueue(database.dataSource, delivery);
  });

  const relayOf = (options: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) =>
    new OutboxRelay({ dataSource: database.dataSource, deliveryQueue: delivery, logger: new RecordingLogger(), ...options });
  const transaction = <T>(work: () => Promise<T>) => DatabaseAccess.for(database.dataSource).transaction(work);
  const waitingRows = () => database.dataSource.manager.countBy(OutboxMessageOrmEntity, { relayed_at: IsNull() });

  it('relays jobs of a committed transaction, with their job ids, and none of a rolled-back one', async () => {
    await transaction(async () => {
      await outbox.enqueue('send-mail', mailJob(1), { jobId: 'mail-1' });
      await outbox.enqueue('send-mail', mailJob(2));
    });
    await transaction(async () => {
      await outbox.enqueue('send-mail', mailJob(3), { jobId: 'mail-3' });
      throw new Error('rolled back');
    }).catch(() => undefined);

    const pass = await relayOf().relayWaiting();

    expect(pass).toEqual({ relayed: 2 });
    expect(delivery.jobs.map((job) => job.payload)).toEqual([mailJob(1), mailJob(2)]);
    expect(delivery.jobs[0].jobId).toBe('mail-1');
    // Without a caller's id the row's own id is the job id, so a repeated hand-over is one job.
    expect(delivery.jobs[1].jobId).toMatch(/^[0-9a-f]{16}-[0-9a-f-]{19}$/);
    expect(await relayOf().relayWaiting()).toEqual({ relayed: 0 });
  });

  it('keeps jobs in the database while the queue is down and hands them over in order once it is back', async () => {
    for (let n = 1; n <= 3; n += 1) await outbox.enqueue('send-mail', mailJob(n));
    delivery.down = true;
    const relay = relayOf();

    const failed = await relay.relayWaiting();

    expect(failed.relayed).toBe(0);
    expect(failed.failure).toContain('Connection is closed.');
    const rows = await database.dataSource.manager.find(OutboxMessageOrmEntity, { order: { created_at: 'ASC' } });
    expect(rows.map((row) => [row.relayed_at, row.attempts, row.lease_token])).toEqual([
      [null, 1, null],
      [null, 0, null],
      [null, 0, null],
    ]);
    expect(rows[0].last_error).toContain('Connection is closed.');

    delivery.down = false;
    expect(await relay.relayWaiting()).toEqual({ relayed: 3 });
    expect(delivery.jobs.map((job) => job.payload)).toEqual([mailJob(1), mailJob(2), mailJob(3)]);
  });

  it('counts a hand-over that hangs (Redis holding commands while unreachable) as failed', async () => {
    await outbox.enqueue('send-mail', mailJob(1));
    const hanging = new (class extends JobQueuePort {
      enqueue = () => new Promise<void>(() => undefined);
      schedule = async () => undefined;
    })();

    const pass = await relayOf({ deliveryQueue: hanging, handOverTimeoutMs: 50 }).relayWaiting();

    expect(pass.failure).toContain('timed out after 50 ms');
    expect(await relayOf().relayWaiting()).toEqual({ relayed: 1 });
  });

  it('hands each job over once when several relays run at the same time', async () => {
    for (let n = 1; n <= 60; n += 1) await outbox.enqueue('send-mail', mailJob(n));

    const passes = await Promise.all([1, 2, 3].map(() => relayOf({ batchSize: 25 }).relayWaiting()));
    const more = await relayOf().relayWaiting();

    expect(passes.reduce((sum, pass) => sum + pass.relayed, 0) + more.relayed).toBe(60);
    expect(delivery.offered).toBe(60);
    expect(new Set(delivery.jobs.map((job) => job.jobId)).size).toBe(60);
  });

  it('stops a pass before its lease could lapse and leaves the rest, untouched, to the next pass', async () => {
    for (let n = 1; n <= 5; n += 1) await outbox.enqueue('send-mail', mailJob(n));
    const slow = new (class extends FlakyQueue {
      override async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void> {
        await new Promise((resolve) => setTimeout(resolve, 120));
        await super.enqueue(name, payload, options);
      }
    })();
    const relay = relayOf({ deliveryQueue: slow, leaseMs: 400, handOverTimeoutMs: 150 });

    const first = await relay.relayWaiting();

    expect(first.relayed).toBeGreaterThan(0);
    expect(first.relayed).toBeLessThan(5);
    expect(first.failure).toBeUndefined();
    let total = first.relayed;
    while (total < 5) total += (await relay.relayWaiting()).relayed;
    expect(slow.jobs.map((job) => job.payload)).toEqual([1, 2, 3, 4, 5].map(mailJob));
  });

  it('when running, relays a committed job at once instead of waiting for the next poll', async () => {
    const relay = relayOf({ pollIntervalMs: 60_000 });
    const stopListening = outbox.onCommitted(() => relay.wake());
    relay.start();
    try {
      await waitUntil(() => delivery.offered === 0, 'the first pass');
      const started = Date.now();
      await transaction(() => outbox.enqueue('send-mail', mailJob(1)));
      await waitUntil(() => delivery.jobs.length === 1, 'the job is relayed');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      stopListening();
      await relay.stop();
    }
  });

  it('logs an outage once when it starts and once when it ends, however many passes fail', async () => {
    const logger = new RecordingLogger();
    const relay = relayOf({ logger, pollIntervalMs: 10, maxBackoffMs: 20 });
    await outbox.enqueue('send-mail', mailJob(1));
    delivery.down = true;
    relay.start();
    try {
      await waitUntil(() => delivery.offered >= 4, 'several failed passes');
      expect(relay.degraded).toBe(true);
      delivery.down = false;
      await waitUntil(() => delivery.jobs.length === 1, 'the job is relayed');
      await waitUntil(() => !relay.degraded, 'the relay recovers');
    } finally {
      await relay.stop();
    }
    expect(logger.lines.filter((line) => line.startsWith('warn:'))).toHaveLength(1);
    expect(logger.lines.filter((line) => line.includes('reaches the queue again'))).toHaveLength(1);
  });

  it('reports the jobs waiting and when the oldest was written, for the outbox metrics', async () => {
    expect(await relayOf().backlog()).toEqual({ waiting: 0, oldestCreatedAt: null });
    const before = Date.now();
    await outbox.enqueue('send-mail', mailJob(1));
    await outbox.enqueue('send-mail', mailJob(2));
    delivery.down = true;
    await relayOf().relayWaiting();

    const backlog = await relayOf().backlog();

    expect(backlog.waiting).toBe(2);
    expect(backlog.oldestCreatedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(backlog.oldestCreatedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    delivery.down = false;
    await relayOf().relayWaiting();
    expect(await relayOf().backlog()).toEqual({ waiting: 0, oldestCreatedAt: null });
  });

  it('prunes relayed jobs older than the configured retention and keeps the rest', async () => {
    await outbox.enqueue('send-mail', mailJob(1));
    await outbox.enqueue('send-mail', mailJob(2));
    await relayOf().relayWaiting();
    await outbox.enqueue('send-mail', mailJob(3));
    const relay = relayOf({ retentionDays: 2 });

    expect(await relay.prune(daysFromNow(1.9))).toBe(0);
    expect(await relay.prune(daysFromNow(2.1))).toBe(2);
    expect(await database.dataSource.manager.count(OutboxMessageOrmEntity)).toBe(1);
    // A job still waiting is never pruned, however old.
    expect(await relay.prune(daysFromNow(400))).toBe(0);
    expect(await waitingRows()).toBe(1);
  });

  it('keeps relayed jobs a week by default', async () => {
    await outbox.enqueue('send-mail', mailJob(1));
    await relayOf().relayWaiting();

    expect(await relayOf().prune(daysFromNow(6.9))).toBe(0);
    expect(await relayOf().prune(daysFromNow(7.1))).toBe(1);
  });
});
