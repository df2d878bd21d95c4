import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/*
 * An operator's suspension of a licence, kept apart from `is_active` (billing's switch) so
 * that reinstating it never undoes a refund. Null: not suspended, as every existing row.
 */
const SUSPENDED_AT = addedColumn('licenses', new TableColumn({ name: 'suspended_at', type: 'datetime', precision: 3, isNullable: true }));

export class LicenseSuspension1764600000000 implements MigrationInterface {
  name = 'LicenseSuspension1764600000000';
  up = SUSPENDED_AT.up;
  down = SUSPENDED_AT.down;
}
