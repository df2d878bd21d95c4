import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openBackupInstallation, type BackupInstallation } from '../testing/backup-fixtures';
import { runTypeScriptCli } from '../testing/typescript-cli';

const SCHEDULER = join(__dirname, 'backup-scheduler.ts');
const REGISTER = resolve(__dirname, '../../../scripts/bench/register.js');

describe('backup-scheduler.js, the compose backup service', () => {
  let installation: BackupInstallation;
  let scheduler: ChildProcess | undefined;

  beforeEach(async () => {
    installation = await openBackupInstallation('sqlite', 'scheduler');
  });

  afterEach(async () => {
    scheduler?.kill();
    await installation.destroy();
  });

  const env = () => ({
    SQLITE_PATH: installation.settings.sqlitePath,
    DOWNLOADS_DIR: join(installation.backups, '..', 'downloads'),
    BACKUP_TO: installation.backups,
  });

  it('takes a backup at start and then one every interval, one log line each, keeping BACKUP_KEEP', async () => {
    // 1.5 s between runs, so two runs fall in different seconds and get different names.
    scheduler = spawn(process.execPath, ['-r', REGISTER, SCHEDULER], {
      env: { ...process.env, ...env(), BACKUP_INTERVAL_HOURS: String(1.5 / 3600), BACKUP_KEEP: '2' },
    });
    const lines: string[] = [];
    await new Promise<void>((resolveRuns, reject) => {
      scheduler?.stdout?.on('data', (chunk: Buffer) => {
        lines.push(...chunk.toString().trim().split('\n'));
        if (lines.length >= 3) resolveRuns();
      });
      scheduler?.once('exit', (code) => reject(new Error(`the scheduler stopped (exit ${code})`)));
    });

    for (const line of lines)
      expect(line).toMatch(/^\S+Z backup written: \S+pointforge-backup-\d{8}T\d{6}Z\.tar\.gz in [\d.]+ s; \d older deleted; next in [\d.e-]+ h$/);
    expect((await readdir(installation.backups)).length).toBe(2);
  });

  it('exits 1 with one line when a run fails, so the container restarts', async () => {
    await installation.dropDatabase();

    const run = await runTypeScriptCli(SCHEDULER, [], { ...env(), BACKUP_INTERVAL_HOURS: '24' });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^\\S+Z backup failed: the SQLite database ${installation.settings.sqlitePath} does not exist\\n$`));
  });

  it('warns at start when BACKUP_KEEP × BACKUP_INTERVAL_HOURS outlasts the sent-mail journal', async () => {
    await installation.dropDatabase();

    const run = await runTypeScriptCli(SCHEDULER, [], { ...env(), BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '46' });

    expect(run.stderr.split('\n')[0]).toMatch(
      /^\S+Z warning: BACKUP_KEEP × BACKUP_INTERVAL_HOURS keeps backups 46 days, longer than the sent-mail journal's 45; restoring the oldest can send mail again$/,
    );
  });
});
