import { afterAll, beforeAll } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations, type DatabaseEngine } from '../persistence';
import { createTestMysqlDatabase } from './test-services';

/** Both engines the application runs on; persistence suites run once per engine. */
export const TEST_DATABASE_ENGINES: readonly DatabaseEngine[] = ['sqlite', 'mysql'];

export interface TestDatabase {
  engine: DatabaseEngine;
  /** Initialised; migrated unless asked otherwise. */
  dataSource: DataSource;
  /** Empties every application table, children before parents. */
  clear(): Promise<void>;
  /** Closes the data source (unless a test did) and removes the database (SQLite file or MariaDB database). */
  destroy(): Promise<void>;
}

/**
 * A database of its own for one suite: a SQLite file in a temporary directory, or a fresh
 * MariaDB database from `createTestMysqlDatabase`.
 */
export async function openTestDatabase(engine: DatabaseEngine, label: string, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const { dataSource, removeStorage } = await createStorage(engine, label);
  await dataSource.initialize();
  if (engine === 'mysql') await openEveryPooledConnection(dataSource);
  if (options.migrate ?? true) await runMigrations(dataSource);
  return {
    engine,
    dataSource,
    clear: () => clearTables(dataSource),
    async destroy() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await removeStorage();
    },
  };
}

/** The suite's database as its cases and hooks see it; read only once the suite has started. */
export type SuiteDatabase = Pick<TestDatabase, 'dataSource' | 'clear'>;

/** For a describe block: a database of its own (openTestDatabase), opened before its cases and removed after them. */
export function databaseForSuite(engine: DatabaseEngine, label: string): SuiteDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(engine, label);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const opened = (): TestDatabase => {
    if (!database) throw new Error(`The ${label} test database is open only while the suite runs.`);
    return database;
  };
  return {
    get dataSource() {
      return opened().dataSource;
    },
    clear: () => opened().clear(),
  };
}

async function createStorage(engine: DatabaseEngine, label: string): Promise<{ dataSource: DataSource; removeStorage: () => Promise<void> }> {
  if (engine === 'mysql') {
    const database = await createTestMysqlDatabase(label);
    return { dataSource: createDataSource({ databaseUrl: database.url }), removeStorage: database.drop };
  }
  const directory = await mkdtemp(join(tmpdir(), `pftest-${label}-`));
  return {
    dataSource: createDataSource({ sqlitePath: join(directory, 'app.db') }),
    removeStorage: () => rm(directory, { recursive: true, force: true }),
  };
}

/** mysql2's default pool size, which the data source keeps. */
const MYSQL_POOL_SIZE = 10;

/**
 * A cold pool opens connections one by one, which quietly serialises the first burst of
 * concurrent calls; with every connection open, concurrency cases really race.
 */
async function openEveryPooledConnection(dataSource: DataSource): Promise<void> {
  await Promise.all(Array.from({ length: MYSQL_POOL_SIZE }, () => dataSource.query('SELECT SLEEP(0.05)')));
}

/** Deletes every row; a table is emptied only once no remaining table references it. */
async function clearTables(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    let remaining = await runner.getTables(dataSource.entityMetadatas.map((metadata) => metadata.tableName));
    while (remaining.length > 0) {
      const referenced = new Set(remaining.flatMap((table) => table.foreignKeys.map((foreignKey) => foreignKey.referencedTableName)));
      const leaves = remaining.filter((table) => !referenced.has(table.name));
      if (leaves.length === 0) throw new Error('Tables reference each other in a cycle; cannot clear them.');
      for (const table of leaves) await runner.query(`DELETE FROM ${runner.connection.driver.escape(table.name)}`);
      remaining = remaining.filter((table) => !leaves.includes(table));
    }
  } finally {
    await runner.release();
  }
}
