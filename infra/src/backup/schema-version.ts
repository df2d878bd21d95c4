import { migrations } from '../persistence/migrations';
import { BackupError } from './backup-manifest';

/** A database's schema, named by the newest migration applied to it. */
export interface SchemaVersion {
  name: string;
  timestamp: number;
}

/** Runs one SQL statement on whichever connection a caller has, and returns its rows. */
export type SqlQuery = (sql: string) => Promise<unknown[]>;

/** From TypeORM's migrations table, where `timestamp` is the number the migration's class name ends with. */
export async function newestMigration(query: SqlQuery): Promise<SchemaVersion> {
  const rows = (await query('SELECT name, timestamp FROM migrations ORDER BY timestamp DESC LIMIT 1').catch(() => [])) as Array<{
    name: string;
    timestamp: number | string;
  }>;
  const newest = rows[0];
  if (newest === undefined) throw new BackupError('the database has no applied migrations (run make migrate first)');
  return { name: newest.name, timestamp: Number(newest.timestamp) };
}

/** The migrations this build ships, by name, oldest first. */
function buildSchemas(): SchemaVersion[] {
  return migrations.map((migration) => ({ name: migration.name, timestamp: Number(/\d{13}$/.exec(migration.name)?.[0]) }));
}

/** The schema this build's migrations end at. */
export function buildSchema(): SchemaVersion {
  return buildSchemas().reduce((newest, schema) => (schema.timestamp > newest.timestamp ? schema : newest));
}

/**
 * A backup can be restored into this build when its schema is one of this build's own
 * migrations: then the pending ones migrate it up. A newer one is refused, since this build
 * would run on tables it does not know; so is an unknown older one (a branch never merged).
 */
export function assertRestorable(backup: SchemaVersion, archive: string): void {
  const current = buildSchema();
  if (backup.timestamp > current.timestamp) {
    throw new BackupError(`backup ${archive} has schema ${backup.name}, newer than this build's ${current.name}; restore it with a newer build`);
  }
  if (!buildSchemas().some((schema) => schema.name === backup.name)) {
    throw new BackupError(`backup ${archive} has schema ${backup.name}, which this build's migrations (up to ${current.name}) do not contain`);
  }
}
