import type { RetainedRecord } from './retention-policy';

/** Deletes records past their retention window, a bounded batch at a time. */
export abstract class RetentionPort {
  /**
   * Deletes at most `limit` rows of `record` whose time is before `cutoff`, oldest first,
   * in one short statement served by the time column's index; returns how many went.
   */
  abstract purgeBatch(record: RetainedRecord, cutoff: Date, limit: number): Promise<number>;
}
