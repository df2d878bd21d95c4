import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { foreignKey, instant, integer, ownedByUser, primaryKey, reference, varchar } from './table-shapes';

/*
 * Every payment, refund and reversal at PayPal, once per PayPal transaction id (the unique
 * index closes the race between the webhook, our own call's answer and reconciliation).
 * Tax records are kept five years (VAT Act s55), so deleting the user only detaches the row
 * (SET NULL) and the subscription, never deleted, is RESTRICT. Read per user and per date
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
    foreignKeys: [ownedByUser('payment_ledger', 'SET NULL'), foreignKey('payment_ledger', 'subscription_id', 'subscriptions', 'RESTRICT')],
  }),
]);

export class PaymentLedger1764900000400 implements MigrationInterface {
  name = 'PaymentLedger1764900000400';
  up = PAYMENT_LEDGER.up;
  down = PAYMENT_LEDGER.down;
}
