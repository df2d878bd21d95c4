import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdTables } from './created-tables';
import { foreignKey, instant, primaryKey, reference, varchar } from './table-shapes';

/*
 * Published releases of the desktop app: one row per version, platform and channel (unique),
 * with the artifact's object key, size, digests and Ed25519 signature, the Markdown notes,
 * the release date and the publishing operator (SET NULL when the account goes).
 */
function tables(queryRunner: QueryRunner): Table[] {
  const onMysql = queryRunner.connection.options.type === 'mysql';
  // Versions compare byte for byte on MySQL as on SQLite: 1.0.0-Beta and 1.0.0-beta are two versions.
  const version = { ...varchar('version', 32), ...(onMysql ? { charset: 'ascii', collation: 'ascii_bin' } : {}) };
  return [
    new Table({
      name: 'releases',
      columns: [
        primaryKey('id'),
        version,
        varchar('channel', 10),
        varchar('platform', 10),
        varchar('object_key', 512),
        varchar('file_name', 200),
        // An artifact may pass 2 GiB, past a 32-bit INT.
        { name: 'size', type: 'bigint' },
        varchar('sha256', 64),
        varchar('sha512', 128),
        varchar('ed_signature', 88),
        // 20,000 characters of notes may take 80,000 bytes in utf8mb4, past MySQL's TEXT.
        { name: 'notes', type: onMysql ? 'mediumtext' : 'text' },
        instant('released_at'),
        reference('published_by', true),
        instant('created_at'),
      ],
      indices: [
        { name: 'UQ_releases_version_platform_channel', columnNames: ['version', 'platform', 'channel'], isUnique: true },
        { name: 'IDX_releases_channel_platform', columnNames: ['channel', 'platform'] },
        // The SET NULL from a deleted user finds its rows by this (SQLite indexes no foreign key itself).
        { name: 'IDX_releases_published_by', columnNames: ['published_by'] },
      ],
      foreignKeys: [foreignKey('releases', 'published_by', 'users', 'SET NULL')],
    }),
  ];
}

const RELEASE_TABLES = createdTables(tables);

export class Releases1765100000500 implements MigrationInterface {
  name = 'Releases1765100000500';
  up = RELEASE_TABLES.up;
  down = RELEASE_TABLES.down;
}
