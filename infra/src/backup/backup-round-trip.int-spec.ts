import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pageRequest } from '@pointforge/domain';
import { aUser } from '@pointforge/domain/testing';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openBackupInstallation, type BackupInstallation } from '../testing/backup-fixtures';
import { TEST_DATABASE_ENGINES } from '../testing/test-databases';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { buildSchema } from './schema-version';

const INSTALLER = 'installers/PointForge-Setup-1.0.7.exe';
const RELEASE = 'releases/1.0.8/PointForge-1.0.8.zip';

describe.each(TEST_DATABASE_ENGINES)('backup and restore (%s)', (engine) => {
  let installation: BackupInstallation;

  beforeEach(async () => {
    installation = await openBackupInstallation(engine, 'backup');
  });

  afterEach(async () => {
    await installation.destroy();
  });

  const downloads = () => (installation.settings.storage.kind === 'local' ? installation.settings.storage.directory : '');

  async function store(key: string, content: string): Promise<void> {
    await mkdir(join(downloads(), key, '..'), { recursive: true });
    await writeFile(join(downloads(), key), content);
  }

  async function emails(): Promise<string[]> {
    const rows = (await installation.dataSource.query('SELECT email FROM users ORDER BY email')) as Array<{ email: string }>;
    return rows.map((row) => row.email);
  }

  it('brings back every row and stored file after the database is dropped and the files lost', async () => {
    const users = [aUser().withEmail('ada@example.com').build(), aUser().withEmail('grace@example.com').build()];
    for (const user of users) await installation.repositories.users.create(user);
    await store(INSTALLER, 'the installer');
    await store(RELEASE, 'release bytes \u0000\u00ff');

    const { location, manifest } = await createBackup({ ...installation.settings, to: installation.backups, keep: 14 });

    expect(await readdir(installation.backups)).toEqual([expect.stringMatching(/^pointforge-backup-\d{8}T\d{6}Z\.tar\.gz$/)]);
    expect(location).toBe(join(installation.backups, (await readdir(installation.backups))[0] ?? ''));
    expect(manifest).toMatchObject({ engine, schema: buildSchema() });
    expect(manifest.files.map((file) => file.path)).toEqual(
      expect.arrayContaining([engine === 'mysql' ? 'database/dump.sql' : 'database/app.db', `storage/${INSTALLER}`, `storage/${RELEASE}`]),
    );

    await installation.dropDatabase();
    await rm(downloads(), { recursive: true });
    const restored = await restoreBackup(location, installation.settings);
    await installation.reopen();

    expect(restored).toMatchObject({ applied: [], schema: buildSchema() });
    expect(await emails()).toEqual(['ada@example.com', 'grace@example.com']);
    expect(await installation.repositories.users.findByEmail('grace@example.com')).toMatchObject({ id: users[1]?.id });
    expect(await readFile(join(downloads(), INSTALLER), 'utf8')).toBe('the installer');
    expect(await readFile(join(downloads(), RELEASE), 'utf8')).toBe('release bytes \u0000\u00ff');
  });

  it('finds a company named with a stopword by the console search after the restore', async () => {
    const user = aUser().withEmail('ops@example.com').withCompany('Will Survey').build();
    await installation.repositories.users.create(user);
    const { location } = await createBackup({ ...installation.settings, to: installation.backups, keep: 14 });
    await installation.dropDatabase();

    await restoreBackup(location, installation.settings);
    await installation.reopen();

    const found = await installation.repositories.customers.search({ search: 'will' }, pageRequest(), new Date());
    expect(found.items.map((customer) => customer.id)).toEqual([user.id]);
  });

  it('replaces rows written after the backup, as of the moment it was taken', async () => {
    await installation.repositories.users.create(aUser().withEmail('before@example.com').build());
    const { location } = await createBackup({ ...installation.settings, to: installation.backups, keep: 14 });
    await installation.repositories.users.create(aUser().withEmail('after@example.com').build());
    await installation.dataSource.destroy();

    await restoreBackup(location, installation.settings);
    await installation.reopen();

    expect(await emails()).toEqual(['before@example.com']);
  });

  it('migrates a backup taken before the newest migration up to this build', async () => {
    await installation.repositories.users.create(aUser().withEmail('older@example.com').build());
    await installation.dataSource.undoLastMigration();
    const { location, manifest } = await createBackup({ ...installation.settings, to: installation.backups, keep: 14 });
    expect(manifest.schema.name).not.toBe(buildSchema().name);
    await installation.dropDatabase();

    const restored = await restoreBackup(location, installation.settings);
    await installation.reopen();

    expect(restored).toMatchObject({ applied: [buildSchema().name], schema: buildSchema() });
    expect(await installation.dataSource.showMigrations()).toBe(false);
    expect(await emails()).toEqual(['older@example.com']);
  });

  it('refuses a backup from a newer schema, naming both versions, and leaves the database as it is', async () => {
    await installation.dataSource.query("INSERT INTO migrations (timestamp, name) VALUES (1799999999999, 'FromTheFuture1799999999999')");
    const { location } = await createBackup({ ...installation.settings, to: installation.backups, keep: 14 });
    await installation.dataSource.query("DELETE FROM migrations WHERE name = 'FromTheFuture1799999999999'");
    await installation.repositories.users.create(aUser().withEmail('kept@example.com').build());

    await expect(restoreBackup(location, installation.settings)).rejects.toThrow(
      `backup ${location} has schema FromTheFuture1799999999999, newer than this build's ${buildSchema().name}; restore it with a newer build`,
    );
    expect(await emails()).toEqual(['kept@example.com']);
  });
});
