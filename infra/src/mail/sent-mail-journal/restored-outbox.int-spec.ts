import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeliverMailUseCase, type JobPayloads } from '@pointforge/domain';
import { FixedClock, InMemoryMailDeliveryLog, RecordingMailer } from '@pointforge/domain/testing';
import { IsNull, Not } from 'typeorm';
import { DatabaseAccess } from '../../persistence/database-access';
import { SentMailOrmEntity } from '../../persistence/mail/sent-mail.orm-entity';
import { TypeormSentMailRepository } from '../../persistence/mail/typeorm-sent-mail.repository';
import { OutboxJobQueue } from '../../persistence/outbox/outbox-job-queue';
import { OutboxMessageOrmEntity } from '../../persistence/outbox/outbox-message.orm-entity';
import { OutboxRelay } from '../../persistence/outbox/outbox-relay';
import { InProcessJobQueue } from '../../queue/in-process-job-queue';
import { databaseForSuite } from '../../testing/test-databases';
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../testing/test-services';
import { FileSentMailJournal } from './file-sent-mail-journal';
import { JournaledSentMailRepository } from './journaled-sent-mail.repository';
import { RedisSentMailJournal } from './redis-sent-mail-journal';
import type { SentMailJournal } from './sent-mail-journal';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** The journal outlives each case, as it outlives a restore: every case's keys are its own. */
let run = 0;

function mailTo(n: number): JobPayloads['send-mail'] {
  return {
    idempotencyKey: `verify-email:run-${run}:${n}`,
    message: { to: `restore${n}@example.test`, template: 'password-changed', data: { firstName: null, resetUrl: 'https://x.test' } },
  };
}

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The journal each shape keeps: a file beside the SQLite file, or Redis beside MariaDB. */
const SHAPES = [
  {
    name: 'the embedded default (SQLite, a journal file)',
    engine: 'sqlite' as const,
    async openJournal(): Promise<{ journal: SentMailJournal; remove: () => Promise<void> }> {
      const dir = await mkdtemp(join(tmpdir(), 'pftest-journal-'));
      const journal = await FileSentMailJournal.open(join(dir, 'sent-mail.journal'));
      return { journal, remove: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'the production shape (MariaDB, a journal in Redis)',
    engine: 'mysql' as const,
    async openJournal(): Promise<{ journal: SentMailJournal; remove: () => Promise<void> }> {
      const prefix = uniqueRedisPrefix('journal');
      return { journal: RedisSentMailJournal.connect(testRedisUrl, prefix), remove: () => deleteRedisKeys(prefix) };
    },
  },
];

describe.each(SHAPES)('An outbox put back in time on $name', ({ engine, openJournal }) => {
  const database = databaseForSuite(engine, 'restored_outbox');
  let journal: { journal: SentMailJournal; remove: () => Promise<void> };
  let mailer: RecordingMailer;
  let outbox: OutboxJobQueue;

  beforeAll(async () => {
    journal = await openJournal();
  });

  afterAll(async () => {
    await journal.journal.close();
    await journal.remove();
  });

  beforeEach(async () => {
    run += 1;
    await database.clear();
    mailer = new RecordingMailer();
    outbox = new OutboxJobQueue(database.dataSource, new InProcessJobQueue({ logger: quiet }));
  });

  /** A process's queue running the send-mail job as the app wires it; a new one per "process". */
  function startedQueue(): InProcessJobQueue {
    const sentMail = new JournaledSentMailRepository(new TypeormSentMailRepository(DatabaseAccess.for(database.dataSource)), journal.journal, quiet);
    const deliver = new DeliverMailUseCase(mailer, sentMail, new FixedClock(new Date()), new InMemoryMailDeliveryLog());
    const queue = new InProcessJobQueue({ logger: quiet });
    const nothing = async () => undefined;
    queue.start({
      'send-mail': async (payload) => void (await deliver.execute(payload)),
      'reconcile-subscriptions': nothing,
      'purge-expired-records': nothing,
    });
    return queue;
  }

  const relayTo = (queue: InProcessJobQueue) => new OutboxRelay({ dataSource: database.dataSource, deliveryQueue: queue, logger: quiet }).relayWaiting();
  const finished = (queue: InProcessJobQueue, count: number) => async () => queue.recentJobs().filter((job) => job.state === 'completed').length === count;

  /** What a restore to a backup taken before the relay does to these tables: rows waiting again, no sent marks. */
  async function putDatabaseBackToBeforeTheRelay(): Promise<void> {
    await database.dataSource.manager.update(OutboxMessageOrmEntity, { relayed_at: Not(IsNull()) }, { relayed_at: null });
    await database.dataSource.manager.clear(SentMailOrmEntity);
  }

  /** A process relays what waits and runs every job it got (`jobs` of them) before it stops. */
  async function relayAndRun(jobs: number): Promise<void> {
    const queue = startedQueue();
    expect(await relayTo(queue)).toEqual({ relayed: jobs });
    await waitUntil(finished(queue, jobs), `${jobs} job(s) ran`);
    await queue.stop();
  }

  const enqueueMail = (n: number) => outbox.enqueue('send-mail', mailTo(n), { jobId: mailTo(n).idempotencyKey });

  it('a mail sent, the database put back to before it was relayed, the relay run again: one mail', async () => {
    await enqueueMail(1);
    await relayAndRun(1);

    await putDatabaseBackToBeforeTheRelay();
    // A restarted process: its queue remembers no job id, as BullMQ forgets completed ones after a day.
    await relayAndRun(1);

    expect(mailer.sent.map((message) => message.to)).toEqual(['restore1@example.test']);
  });

  it('a mail relayed but never sent before the stop is sent once after the restore, and the one already sent is not', async () => {
    await enqueueMail(1);
    await relayAndRun(1);
    await enqueueMail(2);
    // Handed to a queue that stops before running it (the process was stopped for the restore).
    const stopped = new InProcessJobQueue({ logger: quiet });
    await relayTo(stopped);
    await stopped.stop();

    await putDatabaseBackToBeforeTheRelay();
    await relayAndRun(2);

    expect(mailer.sent.map((message) => message.to)).toEqual(['restore1@example.test', 'restore2@example.test']);
  });
});
