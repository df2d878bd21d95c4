import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aUser } from '@pointforge/domain/testing';
import { openTestDatabase, TEST_DATABASE_ENGINES, type TestDatabase } from '../testing/test-databases';
import { createDataSource, pingDatabase } from './data-source';
import { testTwoFactorSecrets } from '../testing/two-factor-secrets';
import { createTypeormRepositories } from './typeorm-repositories';

describe('createDataSource on SQLite', () => {
  let directory: string;

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("creates the file's directory and opens it in WAL mode with foreign keys enforced", async () => {
    directory = await mkdtemp(join(tmpdir(), 'pftest-sqlite-'));
    const sqlitePath = join(directory, 'not', 'yet', 'there', 'app.db');
    const dataSource = createDataSource({ sqlitePath });
    await dataSource.initialize();
    try {
      expect((await stat(sqlitePath)).isFile()).toBe(true);
      expect(await dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe.each(TEST_DATABASE_ENGINES)('the %s data source', (engine) => {
  let database: TestDatabase;

  afterEach(async () => {
    await database.destroy();
  });

  it('answers a ping while open, and fails it once closed', async () => {
    database = await openTestDatabase(engine, 'data_source', { migrate: false });
    await expect(pingDatabase(database.dataSource)).resolves.toBeUndefined();

    await database.dataSource.destroy();
    await expect(pingDatabase(database.dataSource)).rejects.toThrow();
  });

  it('stores instants as UTC wall-clock time with milliseconds', async () => {
    database = await openTestDatabase(engine, 'data_source');
    const user = { ...aUser().build(), createdAt: new Date('2025-01-02T03:04:05.678Z') };
    await createTypeormRepositories(database.dataSource, testTwoFactorSecrets()).users.create(user);

    const [stored] = await database.dataSource.query('SELECT CAST(created_at AS CHAR) AS created_at FROM users');
    expect(stored.created_at).toBe('2025-01-02 03:04:05.678');
  });
});
