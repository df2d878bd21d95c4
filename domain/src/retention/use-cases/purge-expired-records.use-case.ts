import type { ClockPort } from '../../shared/clock.port';
import { RETAINED_RECORDS, retentionCutoff, type RetainedRecord, type RetentionPolicy } from '../retention-policy';
import type { RetentionPort } from '../retention.port';

/** Rows per delete: short enough that no write waits long on its locks (or on SQLite's one writer). */
export const RETENTION_BATCH_SIZE = 1_000;
/**
 * Batches per record per run: a run ends however far behind it starts (a first run on years of
 * rows); the next day's run goes on from there.
 */
export const RETENTION_MAX_BATCHES = 500;

/** Rows deleted per record; a record kept forever is left out. */
export type RetentionReport = Partial<Record<RetainedRecord, number>>;

/** The daily purge: each record's rows past its window go, in bounded batches, oldest first. */
export class PurgeExpiredRecordsUseCase {
  constructor(
    private readonly retention: RetentionPort,
    private readonly clock: ClockPort,
    private readonly policy: RetentionPolicy,
  ) {}

  async execute(): Promise<RetentionReport> {
    const now = this.clock.now();
    const report: RetentionReport = {};
    for (const record of RETAINED_RECORDS) {
      const days = this.policy[record];
      if (days !== null) report[record] = await this.purge(record, retentionCutoff(now, days));
    }
    return report;
  }

  private async purge(record: RetainedRecord, cutoff: Date): Promise<number> {
    let purged = 0;
    for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch += 1) {
      const deleted = await this.retention.purgeBatch(record, cutoff, RETENTION_BATCH_SIZE);
      purged += deleted;
      if (deleted < RETENTION_BATCH_SIZE) break;
    }
    return purged;
  }
}
