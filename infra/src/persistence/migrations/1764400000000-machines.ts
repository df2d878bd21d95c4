import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdTables } from './created-tables';
import { foreignKey, instant, primaryKey, reference, varchar } from './table-shapes';

/*
 * Desktop activations: `machines`, one row per licence and computer fingerprint (unique),
 * deleted with their licence; and `trial_fingerprints`, the computers that ran a trial
 * (a keyed hash of the fingerprint), kept whatever happens to the account or the activation.
 */
function tables(queryRunner: QueryRunner): Table[] {
  const onMysql = queryRunner.connection.options.type === 'mysql';
  return [
    new Table({
      name: 'machines',
      columns: [
        primaryKey('id'),
        reference('license_id'),
        // Fingerprints are ASCII and case-sensitive (base64): MySQL compares them byte for byte, as SQLite does.
        { ...varchar('fingerprint', 256), ...(onMysql ? { charset: 'ascii', collation: 'ascii_bin' } : {}) },
        varchar('name', 100, true),
        varchar('platform', 10, true),
        varchar('app_version', 32, true),
        instant('activated_at'),
        instant('last_seen_at'),
      ],
      indices: [{ name: 'UQ_machines_license_id_fingerprint', columnNames: ['license_id', 'fingerprint'], isUnique: true }],
      foreignKeys: [foreignKey('machines', 'license_id', 'licenses', 'CASCADE')],
    }),
    new Table({
      name: 'trial_fingerprints',
      columns: [primaryKey('fingerprint_key', '64'), reference('license_id'), instant('created_at')],
    }),
  ];
}

const MACHINE_TABLES = createdTables(tables);

export class Machines1764400000000 implements MigrationInterface {
  name = 'Machines1764400000000';
  up = MACHINE_TABLES.up;
  down = MACHINE_TABLES.down;
}
