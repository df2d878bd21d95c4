import { createInMemoryRepositories } from '@pointforge/domain/testing';
import { behindLiveSessionCache } from '../testing/live-session-cache';
import { describeRepositoryContracts } from './contracts/repositories.contract';
import { describeSessionRepositoryContract } from './contracts/session-repository.contract';
import { describeUserRepositoryContract } from './contracts/user-repository.contract';

// The fakes in domain/testing pass the same contract as the TypeORM repositories
// (typeorm-repositories.int-spec.ts), so tests built on the fakes hold for the real thing.
describeRepositoryContracts('in-memory fakes', async () => createInMemoryRepositories());

// The session cache changes nothing a caller can see (on a database too: typeorm-repositories.int-spec.ts).
for (const describeContract of [describeSessionRepositoryContract, describeUserRepositoryContract]) {
  describeContract('in-memory fakes behind a live session cache', async () => behindLiveSessionCache(createInMemoryRepositories(), (callback) => callback()));
}
