import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { BackupSettings } from '../backup';
import { createDataSource, runMigrations, type DatabaseEngine } from '../persistence';
import { createTypeormRepositories, type Repositories } from '../persistence';
import { createTestMysqlDatabase } from './test-services';
import { testTwoFactorSecrets } from './two-factor-secrets';

/** An installation to back up: its own database (SQLite file or MariaDB database), downloads folder and backups folder. */
export interface BackupInstallation {
  engine: DatabaseEngine;
  settings: BackupSettings;
  /** A folder of the installation's own, to keep backups in. */
  backups: string;
  /** The database as the app sees it; reopened after a restore by `reopen`. */
  readonly dataSource: DataSource;
  readonly repositories: Repositories;
  /** Closes the app's connection (as stopping the app would) and deletes the database altogether. */
  dropDatabase(): Promise<void>;
  /** Opens the database again, without migrating it. */
  reopen(): Promise<void>;
  destroy(): Promise<void>;
}

export async function openBackupInstallation(engine: DatabaseEngine, label: string): Promise<BackupInstallation> {
  const directory = await mkdtemp(join(tmpdir(), `pftest-${label}-`));
  const mysql = engine === 'mysql' ? await createTestMysqlDatabase(label) : null;
  const settings: BackupSettings = {
    databaseUrl: mysql?.url,
    sqlitePath: join(directory, 'app.db'),
    storage: { kind: 'local', directory: join(directory, 'downloads') },
    s3: { region: 'us-east-1' },
  };
  const backups = join(directory, 'backups');
  await mkdir(backups);
  let dataSource = createDataSource({ databaseUrl: settings.databaseUrl, sqlitePath: settings.sqlitePath });
  await dataSource.initialize();
  await runMigrations(dataSource);
  const close = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
  };
  return {
    engine,
    settings,
    backups,
    get dataSource() {
      return dataSource;
    },
    get repositories() {
      return createTypeormRepositories(dataSource, testTwoFactorSecrets());
    },
    async dropDatabase() {
      await close();
      if (mysql) await mysql.drop();
      else for (const suffix of ['', '-wal', '-shm']) await rm(`${settings.sqlitePath}${suffix}`, { force: true });
    },
    async reopen() {
      await close();
      dataSource = createDataSource({ databaseUrl: settings.databaseUrl, sqlitePath: settings.sqlitePath });
      await dataSource.initialize();
    },
    async destroy() {
      await close();
      await mysql?.drop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
