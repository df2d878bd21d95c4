import { afterAll, beforeAll, describe } from '@jest/globals';
import { openTestDatabase, TEST_DATABASE_ENGINES, type TestDatabase } from '../testing/test-databases';
import { SessionCache } from '../session-cache/session-cache';
import { InMemorySessionVersions } from '../testing/in-memory-session-versions';
import { withSessionCache } from '../session-cache/session-caching-repositories';
import { describeRepositoryContracts } from './contracts/repositories.contract';
import { describeSessionRepositoryContract } from './contracts/session-repository.contract';
import { describeUserRepositoryContract } from './contracts/user-repository.contract';
import { DatabaseAccess } from './database-access';
import { createTypeormRepositories } from './typeorm-repositories';

describe.each(TEST_DATABASE_ENGINES)('TypeORM repositories on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(engine, 'repositories');
  });

  afterAll(async () => {
    await database?.destroy();
  });

  describeRepositoryContracts(engine, async () => {
    await database.clear();
    return createTypeormRepositories(database.dataSource);
  });

  // As the API wires them with Redis, invalidating after each commit (here with the versions in memory).
  for (const describeContract of [describeSessionRepositoryContract, describeUserRepositoryContract]) {
    describeContract(`${engine} behind a live session cache`, async () => {
      await database.clear();
      const versions = new InMemorySessionVersions();
      const access = DatabaseAccess.for(database.dataSource);
      return withSessionCache(createTypeormRepositories(database.dataSource), {
        cache: new SessionCache(versions),
        invalidate: (change) => versions.bump(change),
        afterCommit: (callback) => access.afterCommit(callback),
      });
    });
  }
});
