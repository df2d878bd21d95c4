import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/* A plan change on its way through PayPal (order, revision), as JSON; null (every existing row): none. */
const PLAN_CHANGE = addedColumn('subscriptions', new TableColumn({ name: 'plan_change_json', type: 'text', isNullable: true }));

export class SubscriptionPlanChange1764700000300 implements MigrationInterface {
  name = 'SubscriptionPlanChange1764700000300';
  up = PLAN_CHANGE.up;
  down = PLAN_CHANGE.down;
}
