import { DAY_MS, type JobPayloads } from '@pointforge/domain';
import { RecordingJobQueue } from '@pointforge/domain/testing';
import { OutboxJobQueue } from '@pointforge/infra';
import { databaseForSuite, TEST_DATABASE_ENGINES } from '@pointforge/infra/testing/test-databases';
import { testConfig } from './support/test-config';
import { waitFor } from './support/wait-for';
import { OutboxRelayService } from '../src/adapter-modules/queue/outbox-relay.service';

function mailJob(n: number): JobPayloads['send-mail'] {
  return {
    idempotencyKey: `relay-service:${n}`,
    message: { to: `user${n}@example.test`, template: 'password-changed', data: { firstName: null, resetUrl: 'https://x.test' } },
  };
}

/** The relay this process runs, as the app builds it from its configuration. */
describe.each(TEST_DATABASE_ENGINES)('OutboxRelayService on %s', (engine) => {
  const database = databaseForSuite(engine, 'relay-service');

  beforeEach(() => database.clear());

  it('prunes relayed jobs past RETENTION_OUTBOX_DAYS, keeping younger and waiting ones', async () => {
    const delivery = new RecordingJobQueue();
    const outbox = new OutboxJobQueue(database.dataSource, delivery);
    for (const n of [1, 2, 3]) await outbox.enqueue('send-mail', mailJob(n), { jobId: `job-${n}` });
    // Relayed three days and one day ago; job-3 still waits.
    await database.dataSource.manager.update('outbox', { job_id: 'job-1' }, { relayed_at: new Date(Date.now() - 3 * DAY_MS) });
    await database.dataSource.manager.update('outbox', { job_id: 'job-2' }, { relayed_at: new Date(Date.now() - DAY_MS) });
    const service = new OutboxRelayService(database.dataSource, delivery, outbox, testConfig({ RETENTION_OUTBOX_DAYS: '2' }));

    service.onApplicationBootstrap();
    try {
      // The first pass relays the waiting job, then prunes (the default week would keep job-1).
      const left = await waitFor('job-1 to be pruned', async () => {
        const rows: Array<{ job_id: string }> = await database.dataSource.query('SELECT job_id FROM outbox ORDER BY job_id');
        return rows.length === 2 ? rows.map((row) => row.job_id) : undefined;
      });
      expect(left).toEqual(['job-2', 'job-3']);
      expect(delivery.jobs.map((job) => job.jobId)).toEqual(['job-3']);
    } finally {
      await service.beforeApplicationShutdown();
    }
  });
});
