import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn } from '../orm-columns';

/** Fits a job name plus a few ids; short enough for a utf8mb4 index on MySQL. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** A delivered mail; the primary key on idempotency_key makes a retried job a no-op. */
export interface SentMailRow {
  idempotency_key: string;
  sent_at: Date;
}

export const SentMailOrmEntity = new EntitySchema<SentMailRow>({
  name: 'sent_mail',
  tableName: 'sent_mail',
  columns: {
    idempotency_key: primaryKeyColumn(IDEMPOTENCY_KEY_MAX_LENGTH),
    sent_at: instantColumn(),
  },
});
