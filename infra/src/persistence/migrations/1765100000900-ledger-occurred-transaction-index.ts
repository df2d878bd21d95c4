import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const OCCURRED = new TableIndex({ name: 'IDX_payment_ledger_occurred', columnNames: ['occurred_at'] });
const OCCURRED_TRANSACTION = new TableIndex({ name: 'IDX_payment_ledger_occurred_transaction', columnNames: ['occurred_at', 'provider_transaction_id'] });

/*
 * The ledger is read by time range in (occurred_at, provider_transaction_id) order (the
 * reconciliation's sweep for missing invoices, the revenue figures): with both columns in the
 * index the rows come out in that order, where the time-only index left MariaDB to sort a
 * month of payments on every run. It replaces the time-only index, which it covers.
 */
export class LedgerOccurredTransactionIndex1765100000900 implements MigrationInterface {
  name = 'LedgerOccurredTransactionIndex1765100000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('payment_ledger', OCCURRED_TRANSACTION);
    await queryRunner.dropIndex('payment_ledger', OCCURRED);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('payment_ledger', OCCURRED);
    await queryRunner.dropIndex('payment_ledger', OCCURRED_TRANSACTION);
  }
}
