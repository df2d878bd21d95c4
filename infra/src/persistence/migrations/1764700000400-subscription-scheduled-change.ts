import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/* A downgrade waiting for the end of the paid period, as JSON; null (every existing row): none. */
const SCHEDULED_CHANGE = addedColumn('subscriptions', new TableColumn({ name: 'scheduled_change_json', type: 'text', isNullable: true }));

export class SubscriptionScheduledChange1764700000400 implements MigrationInterface {
  name = 'SubscriptionScheduledChange1764700000400';
  up = SCHEDULED_CHANGE.up;
  down = SCHEDULED_CHANGE.down;
}
