import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { fixedChar, instant, ownedByUser, primaryKey, varchar } from './table-shapes';

/*
 * The billing profile an invoice is made out to: one per user, gone with the user
 * (CASCADE). Issued documents keep their own copy, so nothing else references it.
 */
const BILLING_PROFILES = createdTables((queryRunner) => [
  new Table({
    name: 'billing_profiles',
    columns: [
      primaryKey('user_id'),
      varchar('kind', 16),
      varchar('legal_name', 200),
      varchar('address_line1', 200),
      varchar('address_line2', 200, true),
      varchar('city', 100),
      varchar('region', 100, true),
      varchar('postal_code', 20, true),
      fixedChar('country', 2, queryRunner.connection.options.type === 'mysql'),
      varchar('vat_number', 30, true),
      instant('updated_at'),
    ],
    foreignKeys: [ownedByUser('billing_profiles', 'CASCADE')],
  }),
]);

export class BillingProfiles1764900000200 implements MigrationInterface {
  name = 'BillingProfiles1764900000200';
  up = BILLING_PROFILES.up;
  down = BILLING_PROFILES.down;
}
