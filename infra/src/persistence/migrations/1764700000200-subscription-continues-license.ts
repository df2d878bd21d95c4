import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/*
 * The licence a resumed subscription takes over from the cancelled one it continues (the
 * same key, its paid period carried on). Null for every existing row: each was bought at
 * checkout and has a licence of its own.
 */
const CONTINUES_LICENSE_ID = addedColumn('subscriptions', new TableColumn({ name: 'continues_license_id', type: 'varchar', length: '36', isNullable: true }));

export class SubscriptionContinuesLicense1764700000200 implements MigrationInterface {
  name = 'SubscriptionContinuesLicense1764700000200';
  up = CONTINUES_LICENSE_ID.up;
  down = CONTINUES_LICENSE_ID.down;
}
