import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/* Pruning processed webhook events by age reads them by received_at. */
const RECEIVED_AT_INDEX = new TableIndex({ name: 'IDX_processed_webhook_events_received_at', columnNames: ['received_at'] });

export class WebhookEventReceivedIndex1764200000101 implements MigrationInterface {
  name = 'WebhookEventReceivedIndex1764200000101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('processed_webhook_events', RECEIVED_AT_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('processed_webhook_events', RECEIVED_AT_INDEX);
  }
}
