import { join } from 'node:path';
import { createDataSource, runMigrations, type DatabaseEngine } from '../persistence';
import type { BackupSettings } from './backup-settings';
import { dumpMysql, restoreMysql } from './mysql-dump';
import { newestMigration, type SchemaVersion } from './schema-version';
import { backupSqlite, restoreSqlite } from './sqlite-snapshot';

/** Where each engine's copy sits in the archive. */
const SQLITE_FILE = ['database', 'app.db'];
const MYSQL_DUMP = ['database', 'dump.sql'];

/** The manifest path of the database copy a backup of `engine` must hold. */
export function databaseEntryOf(engine: DatabaseEngine): string {
  return (engine === 'mysql' ? MYSQL_DUMP : SQLITE_FILE).join('/');
}

/** Copies the configured database into the staged backup; returns the schema it is at. */
export function snapshotDatabase(settings: BackupSettings, staging: string): Promise<SchemaVersion> {
  return settings.databaseUrl
    ? dumpMysql(settings.databaseUrl, join(staging, ...MYSQL_DUMP))
    : backupSqlite(settings.sqlitePath, join(staging, ...SQLITE_FILE));
}

/** Replaces the configured database with the unpacked backup's copy. */
export function restoreDatabase(settings: BackupSettings, unpacked: string): Promise<void> {
  return settings.databaseUrl
    ? restoreMysql(join(unpacked, ...MYSQL_DUMP), settings.databaseUrl)
    : restoreSqlite(join(unpacked, ...SQLITE_FILE), settings.sqlitePath);
}

/** Applies the migrations this build has and the restored database lacks; returns their names and the schema it ends at. */
export async function migrateRestored(settings: BackupSettings): Promise<{ applied: string[]; schema: SchemaVersion }> {
  const dataSource = createDataSource({ databaseUrl: settings.databaseUrl, sqlitePath: settings.sqlitePath });
  await dataSource.initialize();
  try {
    const applied = await runMigrations(dataSource);
    return { applied, schema: await newestMigration((sql) => dataSource.query(sql)) };
  } finally {
    await dataSource.destroy();
  }
}
