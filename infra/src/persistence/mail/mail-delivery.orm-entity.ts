import type { MailDeliveryStatus, MailTemplateName } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, integerColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

/** The last outcome of one email's delivery, by its idempotency key. */
export interface MailDeliveryRow {
  idempotency_key: string;
  recipient: string;
  template: MailTemplateName;
  status: MailDeliveryStatus;
  attempts: number;
  last_error: string | null;
  updated_at: Date;
}

export const MailDeliveryOrmEntity = new EntitySchema<MailDeliveryRow>({
  name: 'mail_deliveries',
  tableName: 'mail_deliveries',
  columns: {
    idempotency_key: primaryKeyColumn(255),
    recipient: stringColumn(254),
    template: stringColumn(64),
    status: stringColumn(16),
    attempts: integerColumn(),
    last_error: stringColumn(500, true),
    updated_at: instantColumn(),
  },
});
