import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { instant, integer, ownedByUser, primaryKey, varchar } from './table-shapes';

/*
 * Two-factor sign-in: one TOTP credential per user (pending until confirmed) and its
 * recovery codes, stored as SHA-256 hashes. Both go with their user (CASCADE).
 */
const TWO_FACTOR_TABLES = createdTables(() => [
  new Table({
    name: 'two_factor_credentials',
    columns: [primaryKey('user_id'), varchar('secret', 64), instant('enabled_at', true), integer('last_used_step', true), instant('created_at')],
    foreignKeys: [ownedByUser('two_factor_credentials', 'CASCADE')],
  }),
  new Table({
    name: 'two_factor_recovery_codes',
    columns: [primaryKey('user_id'), primaryKey('code_hash', '64'), instant('used_at', true)],
    foreignKeys: [ownedByUser('two_factor_recovery_codes', 'CASCADE')],
  }),
]);

export class TwoFactor1764100000100 implements MigrationInterface {
  name = 'TwoFactor1764100000100';
  up = TWO_FACTOR_TABLES.up;
  down = TWO_FACTOR_TABLES.down;
}
