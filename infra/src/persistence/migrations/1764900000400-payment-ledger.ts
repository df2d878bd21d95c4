import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { instant, integer, primaryKey, reference, varchar } from './table-shapes';

/*
 * Every payment, refund and reversal at PayPal, once per PayPal transaction id (the unique
 * index closes the race between the webhook, our own call's answer and reconciliation).
 * Tax records are kept five years (VAT Act s55): no foreign keys, as for the audit log, so
 * a row outlives its account and keeps its ids; and an insert here takes no shared lock on
 * the user's and subscription's rows, which checkout's transactions update at the same
 * moment (with the keys, concurrent confirmations deadlocked). Read per user and per date
 * range (documents, revenue figures), hence the two indexes on occurred_at.
 */
const PAYMENT_LEDGER = createdTables(() => [
  new Table({
    name: 'payment_ledger',
    columns: [
      primaryKey('id'),
      varchar('kind', 16),
      varchar('provider_transaction_id', 64),
      reference('user_id', true),
      reference('subscription_id'),
      varchar('plan', 32),
      varchar('billing_type', 16),
      integer('gross_cents'),
      integer('vat_cents'),
      integer('fee_cents', true),
      varchar('currency', 3),
      instant('occurred_at'),
      varchar('recorded_from', 16),
      varchar('relates_to_transaction_id', 64, true),
    ],
    indices: [
      { name: 'UQ_payment_ledger_provider_transaction_id', columnNames: ['provider_transaction_id'], isUnique: true },
      { name: 'IDX_payment_ledger_user_occurred', columnNames: ['user_id', 'occurred_at'] },
      { name: 'IDX_payment_ledger_occurred', columnNames: ['occurred_at'] },
      { name: 'IDX_payment_ledger_subscription_id', columnNames: ['subscription_id'] },
    ],
  }),
]);

export class PaymentLedger1764900000400 implements MigrationInterface {
  name = 'PaymentLedger1764900000400';
  up = PAYMENT_LEDGER.up;
  down = PAYMENT_LEDGER.down;
}
