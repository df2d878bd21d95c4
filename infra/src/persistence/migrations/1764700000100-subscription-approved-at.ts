import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/*
 * When PayPal was first seen reporting a checkout approved while its first payment was still
 * being collected: the dashboard shows such a checkout as "Payment pending". Null: not
 * approved yet, as every existing row (their checkouts are settled or abandoned).
 */
const APPROVED_AT = addedColumn('subscriptions', new TableColumn({ name: 'approved_at', type: 'datetime', precision: 3, isNullable: true }));

export class SubscriptionApprovedAt1764700000100 implements MigrationInterface {
  name = 'SubscriptionApprovedAt1764700000100';
  up = APPROVED_AT.up;
  down = APPROVED_AT.down;
}
