import { afterAll, beforeAll, describe } from '@jest/globals';
import { openTestDatabase, TEST_DATABASE_ENGINES, type TestDatabase } from '../testing/test-databases';
import { describeRepositoryContracts } from './contracts/repositories.contract';
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
});
