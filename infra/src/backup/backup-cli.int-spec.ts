import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { aUser } from '@pointforge/domain/testing';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBackupInstallation, type BackupInstallation } from '../testing/backup-fixtures';
import { TEST_DATABASE_ENGINES } from '../testing/test-databases';
import { runTypeScriptCli } from '../testing/typescript-cli';
import { buildSchema } from './schema-version';

/** The source, so the test needs no build; `make backup` runs the same file from infra/dist. */
const runCli = (args: string[], env: Record<string, string>) => runTypeScriptCli(join(__dirname, 'backup-cli.ts'), args, env, 60_000);

/** The installation's settings as the CLI reads them, with a stored file to back up. */
async function cliEnvironment(installation: BackupInstallation): Promise<Record<string, string>> {
  const { settings } = installation;
  const downloads = settings.storage.kind === 'local' ? settings.storage.directory : '';
  await mkdir(downloads, { recursive: true });
  await writeFile(join(downloads, 'installer.exe'), 'the installer');
  return {
    DATABASE_URL: settings.databaseUrl ?? '',
    SQLITE_PATH: settings.sqlitePath,
    DOWNLOADS_DIR: downloads,
    BACKUP_TO: '',
    BACKUP_KEEP: '',
    S3_BUCKET: '',
  };
}

describe.each(TEST_DATABASE_ENGINES)('backup-cli.js (%s)', (engine) => {
  let installation: BackupInstallation;
  let env: Record<string, string>;

  beforeEach(async () => {
    installation = await openBackupInstallation(engine, 'cli');
    env = await cliEnvironment(installation);
  });

  afterEach(async () => {
    await installation.destroy();
  });

  it('backs up with one line on stdout, and restores with one line naming the schema', async () => {
    await installation.repositories.users.create(aUser().withEmail('cli@example.com').build());

    const backup = await runCli(['backup', '--to', installation.backups], env);
    const [name] = await readdir(installation.backups);
    const file = join(installation.backups, name ?? '');
    expect(backup).toEqual({ exitCode: 0, stdout: `backup written: ${file}\n`, stderr: '' });
    expect(name).toMatch(/^pointforge-backup-\d{8}T\d{6}Z\.tar\.gz$/);

    await installation.dropDatabase();
    const restore = await runCli(['restore', file], env);
    expect(restore).toEqual({ exitCode: 0, stdout: `restored ${file} (schema ${buildSchema().name})\n`, stderr: '' });
    await installation.reopen();
    expect(await installation.dataSource.query('SELECT email FROM users')).toEqual([{ email: 'cli@example.com' }]);
  });

  it('fails with one line on stderr naming the cause, and exit 1', async () => {
    const missing = join(installation.backups, 'pointforge-backup-20200101T000000Z.tar.gz');
    const restore = await runCli(['restore', missing], env);
    expect(restore.exitCode).toBe(1);
    expect(restore.stdout).toBe('');
    expect(restore.stderr).toMatch(new RegExp(`^backup-cli: backup ${missing} cannot be read: .*ENOENT.*\\n$`));

    const notAnArchive = join(installation.backups, 'pointforge-backup-20200101T000001Z.tar.gz');
    await writeFile(notAnArchive, '{"not": "a tar.gz"}');
    const unreadable = await runCli(['restore', notAnArchive], env);
    expect(unreadable).toMatchObject({ exitCode: 1, stdout: '' });
    expect(unreadable.stderr).toMatch(new RegExp(`^backup-cli: backup ${notAnArchive} cannot be read: [^\\n]+\\n$`));

    const usage = await runCli(['backup', '--keep', '0'], env);
    expect(usage).toEqual({ exitCode: 1, stdout: '', stderr: 'backup-cli: --keep must be a whole number of backups, at least 1; it is "0"\n' });
  });
});

describe('backup-cli.js restore on MariaDB without its client', () => {
  let installation: BackupInstallation;
  let emptyPath: string;

  beforeEach(async () => {
    installation = await openBackupInstallation('mysql', 'cli-noclient');
    emptyPath = await mkdtemp(join(tmpdir(), 'pftest-no-client-'));
  });

  afterEach(async () => {
    await installation.destroy();
    await rm(emptyPath, { recursive: true, force: true });
  });

  it('refuses with one line before dropping anything, so the rows survive', async () => {
    await installation.repositories.users.create(aUser().withEmail('survivor@example.com').build());
    const env = await cliEnvironment(installation);
    await runCli(['backup', '--to', installation.backups], env);
    const [name] = await readdir(installation.backups);

    const restore = await runCli(['restore', join(installation.backups, name ?? '')], { ...env, PATH: emptyPath });

    expect(restore).toEqual({
      exitCode: 1,
      stdout: '',
      stderr: 'backup-cli: neither mariadb nor mysql is installed (Debian: apt-get install mariadb-client)\n',
    });
    expect(await installation.dataSource.query('SELECT email FROM users')).toEqual([{ email: 'survivor@example.com' }]);
  });
});
