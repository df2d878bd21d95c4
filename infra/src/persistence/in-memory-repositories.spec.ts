import { createInMemoryRepositories } from '@pointforge/domain/testing';
import { SessionCache } from '../session-cache/session-cache';
import { InMemorySessionVersions } from '../testing/in-memory-session-versions';
import { withSessionCache } from '../session-cache/session-caching-repositories';
import { describeRepositoryContracts } from './contracts/repositories.contract';
import { describeSessionRepositoryContract } from './contracts/session-repository.contract';
import { describeUserRepositoryContract } from './contracts/user-repository.contract';

// The fakes in domain/testing pass the same contract as the TypeORM repositories
// (typeorm-repositories.int-spec.ts), so tests built on the fakes hold for the real thing.
describeRepositoryContracts('in-memory fakes', async () => createInMemoryRepositories());

// The session cache changes nothing a caller can see (on a database too: typeorm-repositories.int-spec.ts).
for (const describeContract of [describeSessionRepositoryContract, describeUserRepositoryContract]) {
  describeContract('in-memory fakes behind a live session cache', async () => {
    const versions = new InMemorySessionVersions();
    return withSessionCache(createInMemoryRepositories(), {
      cache: new SessionCache(versions),
      invalidate: (change) => versions.bump(change),
      afterCommit: (callback) => callback(),
    });
  });
}
