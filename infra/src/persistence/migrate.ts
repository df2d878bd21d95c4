import { MigrationExecutor, type DataSource } from 'typeorm';
import { createDataSource, describeDatabase } from './data-source';

/** Applies every pending migration; returns their names in the order applied. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations();
  return applied.map((migration) => migration.name);
}

/** Reverts every applied migration, newest first; returns their names in that order. */
export async function revertAllMigrations(dataSource: DataSource): Promise<string[]> {
  // Newest first, the order undoLastMigration takes them.
  const executed = await new MigrationExecutor(dataSource).getExecutedMigrations();
  for (let remaining = executed.length; remaining > 0; remaining -= 1) {
    await dataSource.undoLastMigration();
  }
  return executed.map((migration) => migration.name);
}

/** `node infra/dist/persistence/migrate.js [up|down]`, configured by DATABASE_URL / SQLITE_PATH. */
async function main(direction: string): Promise<void> {
  if (direction !== 'up' && direction !== 'down') {
    throw new Error(`unknown direction "${direction}"; use "up" or "down".`);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const engine = describeDatabase(databaseUrl);
  const dataSource = createDataSource({ databaseUrl, sqlitePath: process.env.SQLITE_PATH || undefined });
  await dataSource.initialize();
  try {
    const names = direction === 'up' ? await runMigrations(dataSource) : await revertAllMigrations(dataSource);
    const verb = direction === 'up' ? 'applied' : 'reverted';
    for (const name of names) console.log(`${verb} ${name} (${engine})`);
    if (names.length === 0) console.log(`no migrations to ${direction === 'up' ? 'apply' : 'revert'} (${engine})`);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main(process.argv[2] ?? 'up').catch((error: unknown) => {
    console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
