import { DAY_MS } from '../../shared/time';
import { FixedClock } from '../../testing/fixed-clock';
import { retentionPolicy, type RetainedRecord } from '../retention-policy';
import { RetentionPort } from '../retention.port';
import { PurgeExpiredRecordsUseCase, RETENTION_BATCH_SIZE, RETENTION_MAX_BATCHES } from './purge-expired-records.use-case';

const NOW = new Date('2027-06-01T03:00:00.000Z');

/** Rows per record, each as its time, oldest first; a batch deletes from the oldest, as the SQL adapter does. */
class RowsByTime extends RetentionPort {
  readonly batches: Array<{ record: RetainedRecord; cutoff: Date; limit: number }> = [];
  private readonly rows: Partial<Record<RetainedRecord, Date[]>> = {};
  private readonly deleted: Partial<Record<RetainedRecord, number>> = {};

  constructor(rows: Partial<Record<RetainedRecord, Date[]>>) {
    super();
    for (const [record, times] of Object.entries(rows) as Array<[RetainedRecord, Date[]]>) {
      this.rows[record] = [...times].sort((a, b) => a.getTime() - b.getTime());
    }
  }

  async purgeBatch(record: RetainedRecord, cutoff: Date, limit: number): Promise<number> {
    this.batches.push({ record, cutoff, limit });
    const times = this.rows[record] ?? [];
    const first = this.deleted[record] ?? 0;
    let next = first;
    while (next < times.length && next - first < limit && times[next] < cutoff) next += 1;
    this.deleted[record] = next;
    return next - first;
  }

  left(record: RetainedRecord): number {
    return (this.rows[record]?.length ?? 0) - (this.deleted[record] ?? 0);
  }
}

const daysAgo = (days: number): Date => new Date(NOW.getTime() - days * DAY_MS);
const many = (count: number, time: Date): Date[] => Array.from({ length: count }, () => time);

describe('PurgeExpiredRecordsUseCase', () => {
  it('deletes each record past its window and keeps the newer ones, reporting the counts', async () => {
    const rows = new RowsByTime({
      'sent-mail': [daysAgo(91), daysAgo(89)],
      'mail-deliveries': [daysAgo(120)],
      audit: [daysAgo(2556), daysAgo(2554)],
      // Expired two days ago: purged; half a day ago: kept, a day's margin for clock skew.
      'offline-activation-requests': [daysAgo(2), daysAgo(0.5)],
      sessions: [daysAgo(31), daysAgo(29)],
      'auth-tokens': [daysAgo(400)],
    });
    const purge = new PurgeExpiredRecordsUseCase(rows, new FixedClock(NOW), retentionPolicy({ mailDays: 90, auditDays: 2555 }));

    expect(await purge.execute()).toEqual({
      'sent-mail': 1,
      'mail-deliveries': 1,
      audit: 1,
      'offline-activation-requests': 1,
      sessions: 1,
      'auth-tokens': 1,
    });
    expect(['sent-mail', 'audit', 'offline-activation-requests', 'sessions'].map((record) => rows.left(record as RetainedRecord))).toEqual([1, 1, 1, 1]);
  });

  it('never touches the audit log when it is kept forever', async () => {
    const rows = new RowsByTime({ audit: [daysAgo(10_000)] });
    const purge = new PurgeExpiredRecordsUseCase(rows, new FixedClock(NOW), retentionPolicy({ mailDays: 90, auditDays: null }));

    const report = await purge.execute();

    expect(report.audit).toBeUndefined();
    expect(rows.left('audit')).toBe(1);
    expect(rows.batches.some((batch) => batch.record === 'audit')).toBe(false);
  });

  it('goes in batches of a bounded size until one comes back short', async () => {
    const rows = new RowsByTime({ 'sent-mail': many(2 * RETENTION_BATCH_SIZE + 5, daysAgo(100)) });
    const purge = new PurgeExpiredRecordsUseCase(rows, new FixedClock(NOW), retentionPolicy({ mailDays: 90, auditDays: null }));

    expect((await purge.execute())['sent-mail']).toBe(2 * RETENTION_BATCH_SIZE + 5);
    const mailBatches = rows.batches.filter((batch) => batch.record === 'sent-mail');
    expect(mailBatches).toHaveLength(3);
    expect(mailBatches.every((batch) => batch.limit === RETENTION_BATCH_SIZE && batch.cutoff.getTime() === daysAgo(90).getTime())).toBe(true);
  });

  it('stops a run after its last allowed batch, leaving the rest to the next day', async () => {
    const rows = new RowsByTime({ 'mail-deliveries': many(RETENTION_MAX_BATCHES * RETENTION_BATCH_SIZE + 1, daysAgo(100)) });
    const purge = new PurgeExpiredRecordsUseCase(rows, new FixedClock(NOW), retentionPolicy({ mailDays: 90, auditDays: null }));

    expect((await purge.execute())['mail-deliveries']).toBe(RETENTION_MAX_BATCHES * RETENTION_BATCH_SIZE);
    expect(rows.left('mail-deliveries')).toBe(1);
  });
});
