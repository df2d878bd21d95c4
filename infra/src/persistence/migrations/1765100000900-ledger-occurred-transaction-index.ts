import { TableIndex, type MigrationInterface } from 'typeorm';
import { replacedIndex } from './added-index';

/*
 * The ledger is read by time range in (occurred_at, provider_transaction_id) order (the
 * reconciliation's sweep for missing invoices, the revenue figures): with both columns in the
 * index the rows come out in that order, where the time-only index left MariaDB to sort a
 * month of payments on every run. It replaces the time-only index, which it covers.
 */
const OCCURRED_TRANSACTION_INDEX = replacedIndex(
  'payment_ledger',
  new TableIndex({ name: 'IDX_payment_ledger_occurred', columnNames: ['occurred_at'] }),
  new TableIndex({ name: 'IDX_payment_ledger_occurred_transaction', columnNames: ['occurred_at', 'provider_transaction_id'] }),
);

export class LedgerOccurredTransactionIndex1765100000900 implements MigrationInterface {
  name = 'LedgerOccurredTransactionIndex1765100000900';
  up = OCCURRED_TRANSACTION_INDEX.up;
  down = OCCURRED_TRANSACTION_INDEX.down;
}
