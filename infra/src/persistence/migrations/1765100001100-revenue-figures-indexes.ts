import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * The revenue figures are aggregates in the database (docs/console.md, "Revenue"); these are
 * the indexes their statements read through:
 * - a subscription's payments before an instant (is it unpaid so far? was a failed renewal
 *   paid within the grace period?): (subscription_id, kind, occurred_at), which replaces the
 *   subscription-only index it covers;
 * - each subscription's payments in ledger order with what they bought, for the MRR changes:
 *   (kind, subscription_id, occurred_at, provider_transaction_id, plan, billing_type), read from
 *   the index alone;
 * - the refunds and reversals of a period: (kind, occurred_at), a range of the few that are not payments;
 * - live subscriptions per plan: (status, plan), which replaces the status-only index it covers;
 * - the trials started in a period: (subscription_id, created_at), a range of the licences
 *   without a subscription, and each trial's owner's first payment: (user_id, kind, occurred_at),
 *   read from the index alone.
 */
const REPLACED: Array<{ table: string; replaced: TableIndex; replacement: TableIndex }> = [
  {
    table: 'payment_ledger',
    replaced: new TableIndex({ name: 'IDX_payment_ledger_subscription_id', columnNames: ['subscription_id'] }),
    replacement: new TableIndex({ name: 'IDX_payment_ledger_subscription_kind_occurred', columnNames: ['subscription_id', 'kind', 'occurred_at'] }),
  },
  {
    table: 'subscriptions',
    replaced: new TableIndex({ name: 'IDX_subscriptions_status', columnNames: ['status'] }),
    replacement: new TableIndex({ name: 'IDX_subscriptions_status_plan', columnNames: ['status', 'plan'] }),
  },
];
const ADDED: Array<{ table: string; index: TableIndex }> = [
  {
    table: 'payment_ledger',
    index: new TableIndex({
      name: 'IDX_payment_ledger_payments_by_subscription',
      columnNames: ['kind', 'subscription_id', 'occurred_at', 'provider_transaction_id', 'plan', 'billing_type'],
    }),
  },
  { table: 'payment_ledger', index: new TableIndex({ name: 'IDX_payment_ledger_kind_occurred', columnNames: ['kind', 'occurred_at'] }) },
  { table: 'payment_ledger', index: new TableIndex({ name: 'IDX_payment_ledger_user_kind_occurred', columnNames: ['user_id', 'kind', 'occurred_at'] }) },
  { table: 'licenses', index: new TableIndex({ name: 'IDX_licenses_subscription_created', columnNames: ['subscription_id', 'created_at'] }) },
];

export class RevenueFiguresIndexes1765100001100 implements MigrationInterface {
  name = 'RevenueFiguresIndexes1765100001100';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, replaced, replacement } of REPLACED) {
      await queryRunner.createIndex(table, replacement);
      await queryRunner.dropIndex(table, replaced);
    }
    for (const { table, index } of ADDED) await queryRunner.createIndex(table, index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, index } of [...ADDED].reverse()) await queryRunner.dropIndex(table, index);
    for (const { table, replaced, replacement } of [...REPLACED].reverse()) {
      await queryRunner.createIndex(table, replaced);
      await queryRunner.dropIndex(table, replacement);
    }
  }
}
