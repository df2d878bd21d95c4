import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

/** PayPal event ids (`WH-…`) are short; this leaves room for other providers. */
const WEBHOOK_EVENT_ID_MAX_LENGTH = 128;

/** A provider event already handled; the primary key on event_id is what makes handling once-only. */
export interface ProcessedWebhookEventRow {
  event_id: string;
  event_type: string;
  received_at: Date;
}

export const ProcessedWebhookEventOrmEntity = new EntitySchema<ProcessedWebhookEventRow>({
  name: 'processed_webhook_events',
  tableName: 'processed_webhook_events',
  columns: {
    event_id: primaryKeyColumn(WEBHOOK_EVENT_ID_MAX_LENGTH),
    event_type: stringColumn(128),
    received_at: instantColumn(),
  },
  indices: [{ name: 'IDX_processed_webhook_events_received_at', columns: ['received_at'] }],
});
