import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { foreignKey, instant, primaryKey, reference, varchar } from './table-shapes';

/*
 * Buyers' disputes of subscription payments (PayPal's CUSTOMER.DISPUTE.*), recorded for the
 * operator. Each belongs to a subscription, which is never deleted (RESTRICT).
 */
const SUBSCRIPTION_DISPUTES = createdTables(() => [
  new Table({
    name: 'subscription_disputes',
    columns: [
      primaryKey('dispute_id', '64'),
      reference('subscription_id'),
      varchar('sale_id', 64),
      varchar('status', 64),
      varchar('reason', 64, true),
      varchar('outcome', 64, true),
      varchar('amount_value', 32, true),
      varchar('amount_currency', 3, true),
      instant('opened_at'),
      instant('updated_at'),
    ],
    indices: [{ name: 'IDX_subscription_disputes_subscription_id', columnNames: ['subscription_id'] }],
    foreignKeys: [foreignKey('subscription_disputes', 'subscription_id', 'subscriptions', 'RESTRICT')],
  }),
]);

export class SubscriptionDisputes1764200000102 implements MigrationInterface {
  name = 'SubscriptionDisputes1764200000102';
  up = SUBSCRIPTION_DISPUTES.up;
  down = SUBSCRIPTION_DISPUTES.down;
}
