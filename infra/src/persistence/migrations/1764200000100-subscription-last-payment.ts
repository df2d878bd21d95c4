import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/*
 * The latest PayPal payment a licence period was granted for: a licence is issued or
 * extended only when PayPal reports a newer one. Nullable: rows from before hold none, and
 * their next payment counts as new.
 */
const LAST_PAYMENT_AT = addedColumn('subscriptions', new TableColumn({ name: 'last_payment_at', type: 'datetime', precision: 3, isNullable: true }));

export class SubscriptionLastPayment1764200000100 implements MigrationInterface {
  name = 'SubscriptionLastPayment1764200000100';
  up = LAST_PAYMENT_AT.up;
  down = LAST_PAYMENT_AT.down;
}
