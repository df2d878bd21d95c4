import Database from 'better-sqlite3';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { BackupError } from './backup-manifest';
import type { SchemaVersion } from './schema-version';
import { newestMigration } from './schema-version';

/**
 * Copies the live SQLite database with SQLite's online backup API: the server keeps reading
 * and writing (WAL lets a reader and a writer run side by side). After better-sqlite3's
 * first step of 100 pages the rest is asked for in one step, inside one read transaction,
 * so the copy is one consistent moment; in small steps, every write by the server between
 * two of them would restart the copy, and a busy server could keep it from ever finishing.
 * The copy is then switched to a rollback journal, so it is one self-contained file.
 */
export async function backupSqlite(sqlitePath: string, destination: string): Promise<SchemaVersion> {
  if (!(await stat(sqlitePath).catch(() => null))?.isFile()) throw new BackupError(`the SQLite database ${sqlitePath} does not exist`);
  const live = new Database(sqlitePath, { fileMustExist: true });
  try {
    await mkdir(dirname(destination), { recursive: true });
    await live.backup(destination, { progress: ({ totalPages }) => totalPages + 1 });
  } finally {
    live.close();
  }
  const copy = new Database(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return await newestMigration((sql) => Promise.resolve(copy.prepare(sql).all()));
  } finally {
    copy.close();
  }
}

/**
 * Replaces the SQLite file with the backup's copy: written beside it and renamed into
 * place, with the old file's WAL and shared-memory files removed first, since SQLite would
 * otherwise replay the old database's last writes onto the restored one. The app must be
 * stopped: a running server keeps the replaced file open and would go on writing to it.
 */
export async function restoreSqlite(snapshot: string, sqlitePath: string): Promise<void> {
  await mkdir(dirname(sqlitePath), { recursive: true });
  const draft = `${sqlitePath}.restoring`;
  try {
    await copyFile(snapshot, draft);
    await rm(`${sqlitePath}-wal`, { force: true });
    await rm(`${sqlitePath}-shm`, { force: true });
    await rename(draft, sqlitePath);
  } finally {
    await rm(draft, { force: true });
  }
}
