import { beforeEach, describe, expect, it } from '@jest/globals';
import { createInMemoryRepositories } from '@pointforge/domain/testing';
import { InMemorySessionVersions } from '../testing/in-memory-session-versions';
import { aSession, givenUser } from '../testing/repository-fixtures';
import { SessionCache, type SessionInvalidation } from './session-cache';
import { withSessionCache } from './session-caching-repositories';

describe('the repositories behind the session cache', () => {
  let invalidated: SessionInvalidation[];
  /** Callbacks waiting for "the commit", which the test runs by hand. */
  let waitingForCommit: Array<() => Promise<void> | void>;
  let repositories: ReturnType<typeof createInMemoryRepositories>;
  let userId: string;

  beforeEach(async () => {
    invalidated = [];
    waitingForCommit = [];
    repositories = withSessionCache(createInMemoryRepositories(), {
      cache: new SessionCache(new InMemorySessionVersions()),
      invalidate: (change) => {
        invalidated.push(change);
      },
      afterCommit: (callback) => {
        waitingForCommit.push(callback);
      },
    });
    userId = (await givenUser(repositories)).id;
  });

  function commit(): void {
    for (const callback of waitingForCommit.splice(0)) void callback();
  }

  it('invalidate what each write changes, and only once it has committed', async () => {
    const session = aSession(userId);
    await repositories.sessions.create(session);
    const user = (await repositories.users.findById(userId))!;

    await repositories.sessions.delete(session.id);
    await repositories.sessions.deleteAllForUser(userId);
    await repositories.users.update({ ...user, firstName: 'Renamed' });
    await repositories.users.setRole(userId, 'admin');
    await repositories.users.delete(userId);
    expect(invalidated).toEqual([]);

    commit();
    expect(invalidated).toEqual([
      { kind: 'session', id: session.id },
      { kind: 'user', id: userId },
      { kind: 'user', id: userId },
      { kind: 'user', id: userId },
      { kind: 'user', id: userId },
    ]);
  });

  it('invalidate nothing for reads, new rows and activity', async () => {
    const session = aSession(userId);
    await repositories.sessions.create(session);
    await repositories.sessions.findWithUser(session.id);
    await repositories.sessions.touch(session.id, new Date());
    await repositories.sessions.listRecentForUser(userId, 5);
    await repositories.users.findById(userId);
    commit();

    expect(invalidated).toEqual([]);
  });
});
