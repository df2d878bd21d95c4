import { createInMemoryRepositories } from '@pointforge/domain/testing';
import { describeRepositoryContracts } from './contracts/repositories.contract';

// The fakes in domain/testing pass the same contract as the TypeORM repositories
// (typeorm-repositories.int-spec.ts), so tests built on the fakes hold for the real thing.
describeRepositoryContracts('in-memory fakes', async () => createInMemoryRepositories());
