import { TableIndex, type MigrationInterface } from 'typeorm';
import { addedIndex } from './added-index';

/* Pruning processed webhook events by age reads them by received_at. */
const RECEIVED_AT_INDEX = addedIndex(
  'processed_webhook_events',
  new TableIndex({ name: 'IDX_processed_webhook_events_received_at', columnNames: ['received_at'] }),
);

export class WebhookEventReceivedIndex1764200000101 implements MigrationInterface {
  name = 'WebhookEventReceivedIndex1764200000101';
  up = RECEIVED_AT_INDEX.up;
  down = RECEIVED_AT_INDEX.down;
}
