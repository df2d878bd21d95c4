import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { openBackupInstallation, type BackupInstallation } from '../testing/backup-fixtures';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

/**
 * Another process writing as fast as it can, as the server would: one row a statement, each
 * its own transaction, with SQLite's default busy timeout. It stops with an error (and the
 * test sees it) if the backup ever locks it out.
 */
const WRITER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1], { timeout: 5000 });
db.pragma('journal_mode = WAL');
const insert = db.prepare('INSERT INTO writer_rows (written_at, padding) VALUES (?, randomblob(512))');
let written = 0;
const write = () => {
  for (let i = 0; i < 10; i += 1) { insert.run(Date.now()); written += 1; }
  process.stdout.write(written + '\\n');
  setTimeout(write, 1);
};
write();
`;

describe('SQLite online backup', () => {
  let installation: BackupInstallation;
  let writer: ChildProcessWithoutNullStreams | undefined;

  beforeEach(async () => {
    installation = await openBackupInstallation('sqlite', 'online');
    await installation.dataSource.query('CREATE TABLE writer_rows (id INTEGER PRIMARY KEY, written_at INTEGER NOT NULL, padding BLOB)');
    // A few megabytes, so the copy takes long enough for the writer to write during it.
    await installation.dataSource.query(
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8000) INSERT INTO writer_rows (written_at, padding) SELECT 0, randomblob(512) FROM n',
    );
  });

  afterEach(async () => {
    writer?.kill();
    await installation.destroy();
  });

  function startWriter(): Promise<ChildProcessWithoutNullStreams> {
    const child = spawn(process.execPath, ['-e', WRITER, installation.settings.sqlitePath], { cwd: process.cwd() });
    return new Promise((resolve, reject) => {
      child.stdout.once('data', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`the writer stopped (exit ${code})`)));
    });
  }

  const rows = (sql: string) => installation.dataSource.query(sql) as Promise<Array<{ count: number }>>;

  it('copies a consistent database while another process keeps writing, without blocking it', async () => {
    writer = await startWriter();
    let writerFailure = '';
    writer.stderr.on('data', (chunk: Buffer) => (writerFailure += chunk.toString()));
    const [before] = await rows('SELECT COUNT(*) AS count FROM writer_rows');

    const started = Date.now();
    const { location } = await createBackup({ ...installation.settings, to: installation.backups, keep: 14 });
    const finished = Date.now();
    const [during] = await rows(`SELECT COUNT(*) AS count FROM writer_rows WHERE written_at BETWEEN ${started} AND ${finished}`);
    const [after] = await rows('SELECT COUNT(*) AS count FROM writer_rows');
    expect(writer.exitCode).toBeNull();
    expect(writerFailure).toBe('');
    expect(during?.count).toBeGreaterThan(0);

    const elsewhere = { ...installation.settings, sqlitePath: join(installation.backups, 'restored.db') };
    await restoreBackup(location, elsewhere);
    const restored = new Database(elsewhere.sqlitePath, { fileMustExist: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const count = (restored.prepare('SELECT COUNT(*) AS count FROM writer_rows').get() as { count: number }).count;
      expect(count).toBeGreaterThanOrEqual(before?.count ?? Infinity);
      expect(count).toBeLessThanOrEqual(after?.count ?? 0);
    } finally {
      restored.close();
    }
  });
});
