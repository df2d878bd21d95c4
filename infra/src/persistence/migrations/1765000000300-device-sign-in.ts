import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdTables } from './created-tables';
import { foreignKey, instant, integer, ownedByUser, primaryKey, reference, varchar } from './table-shapes';

/*
 * Desktop sign-in by device code (RFC 8628): `device_authorizations`, an app's pending
 * request until its code is exchanged (unique device-code hash and user code), and
 * `device_grants`, a device's credential (unique token hashes, one per licence and
 * fingerprint). Grants go with their person, their licence and, once bound to it, their
 * activation (a release deletes them: ON DELETE CASCADE on machine_id).
 */
function tables(queryRunner: QueryRunner): Table[] {
  const onMysql = queryRunner.connection.options.type === 'mysql';
  // Fingerprints are ASCII and case-sensitive (base64): MySQL compares them byte for byte, as SQLite does.
  const fingerprint = { ...varchar('fingerprint', 256), ...(onMysql ? { charset: 'ascii', collation: 'ascii_bin' } : {}) };
  return [
    new Table({
      name: 'device_authorizations',
      columns: [
        primaryKey('id'),
        varchar('device_code_hash', 64),
        varchar('user_code', 8),
        varchar('client_id', 64),
        fingerprint,
        varchar('device_name', 100, true),
        varchar('platform', 10, true),
        varchar('app_version', 32, true),
        instant('requested_at'),
        instant('expires_at'),
        integer('interval_seconds'),
        instant('last_polled_at', true),
        varchar('decision', 10),
        reference('user_id', true),
        reference('license_id', true),
      ],
      indices: [
        { name: 'UQ_device_authorizations_device_code_hash', columnNames: ['device_code_hash'], isUnique: true },
        { name: 'UQ_device_authorizations_user_code', columnNames: ['user_code'], isUnique: true },
        { name: 'IDX_device_authorizations_expires_at', columnNames: ['expires_at'] },
      ],
      foreignKeys: [ownedByUser('device_authorizations', 'CASCADE'), foreignKey('device_authorizations', 'license_id', 'licenses', 'CASCADE')],
    }),
    new Table({
      name: 'device_grants',
      columns: [
        primaryKey('id'),
        reference('user_id'),
        reference('license_id'),
        fingerprint,
        reference('machine_id', true),
        varchar('access_token_hash', 64),
        instant('access_expires_at'),
        varchar('refresh_token_hash', 64),
        instant('refresh_expires_at'),
        instant('created_at'),
      ],
      indices: [
        { name: 'UQ_device_grants_access_token_hash', columnNames: ['access_token_hash'], isUnique: true },
        { name: 'UQ_device_grants_refresh_token_hash', columnNames: ['refresh_token_hash'], isUnique: true },
        { name: 'UQ_device_grants_license_id_fingerprint', columnNames: ['license_id', 'fingerprint'], isUnique: true },
        // The cascades from a deleted person or machine find their grants by these (SQLite indexes no foreign key itself).
        { name: 'IDX_device_grants_user_id', columnNames: ['user_id'] },
        { name: 'IDX_device_grants_machine_id', columnNames: ['machine_id'] },
      ],
      foreignKeys: [
        ownedByUser('device_grants', 'CASCADE'),
        foreignKey('device_grants', 'license_id', 'licenses', 'CASCADE'),
        foreignKey('device_grants', 'machine_id', 'machines', 'CASCADE'),
      ],
    }),
  ];
}

const DEVICE_SIGN_IN_TABLES = createdTables(tables);

export class DeviceSignIn1765000000300 implements MigrationInterface {
  name = 'DeviceSignIn1765000000300';
  up = DEVICE_SIGN_IN_TABLES.up;
  down = DEVICE_SIGN_IN_TABLES.down;
}
