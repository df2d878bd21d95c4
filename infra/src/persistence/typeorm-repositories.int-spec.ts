import { describe } from '@jest/globals';
import { databaseForSuite, TEST_DATABASE_ENGINES } from '../testing/test-databases';
import { behindLiveSessionCache } from '../testing/live-session-cache';
import { describeRepositoryContracts } from './contracts/repositories.contract';
import { describeSessionRepositoryContract } from './contracts/session-repository.contract';
import { describeUserRepositoryContract } from './contracts/user-repository.contract';
import { DatabaseAccess } from './database-access';
import { testTwoFactorSecrets } from '../testing/two-factor-secrets';
import { createTypeormRepositories } from './typeorm-repositories';

describe.each(TEST_DATABASE_ENGINES)('TypeORM repositories on %s', (engine) => {
  const database = databaseForSuite(engine, 'repositories');

  describeRepositoryContracts(engine, async () => {
    await database.clear();
    return createTypeormRepositories(database.dataSource, testTwoFactorSecrets());
  });

  // As the API wires them with Redis, invalidating after each commit (here with the versions in memory).
  for (const describeContract of [describeSessionRepositoryContract, describeUserRepositoryContract]) {
    describeContract(`${engine} behind a live session cache`, async () => {
      await database.clear();
      const access = DatabaseAccess.for(database.dataSource);
      return behindLiveSessionCache(createTypeormRepositories(database.dataSource, testTwoFactorSecrets()), (callback) => access.afterCommit(callback));
    });
  }
});
