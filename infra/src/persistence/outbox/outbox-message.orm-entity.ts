import { EntitySchema } from 'typeorm';
import { instantColumn, integerColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

/** A job waiting in the outbox (relayed_at null) or already handed to the queue. */
export interface OutboxMessageRow {
  id: string;
  job_name: string;
  /** The job's payload as JSON. */
  payload: string;
  /** The queue's job id: the caller's, or the row id, so a relayed-twice job is still one job. */
  job_id: string;
  created_at: Date;
  /** Failed hand-overs so far. */
  attempts: number;
  last_error: string | null;
  /** Which relay pass holds the row, and until when, so concurrent relays do not both take it. */
  lease_token: string | null;
  lease_until: Date | null;
  relayed_at: Date | null;
}

export const OutboxMessageOrmEntity = new EntitySchema<OutboxMessageRow>({
  name: 'outbox',
  tableName: 'outbox',
  columns: {
    id: primaryKeyColumn(),
    job_name: stringColumn(64),
    payload: { type: 'text' },
    job_id: stringColumn(255),
    created_at: instantColumn(),
    attempts: integerColumn(),
    last_error: stringColumn(500, true),
    lease_token: stringColumn(36, true),
    lease_until: instantColumn(true),
    relayed_at: instantColumn(true),
  },
});
