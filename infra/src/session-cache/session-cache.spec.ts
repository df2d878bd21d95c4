import { describe, expect, it } from '@jest/globals';
import { aUser } from '@pointforge/domain/testing';
import { toPublicUser, type SessionWithUser } from '@pointforge/domain';
import { InMemorySessionVersions } from '../testing/in-memory-session-versions';
import { aSession } from '../testing/repository-fixtures';
import { SessionCache } from './session-cache';

function aSessionWithUser(userId = `user-${Math.random()}`): SessionWithUser {
  return { session: aSession(userId), user: toPublicUser(aUser().withId(userId).build()) };
}

/** Two replicas' caches over one "database" and one set of versions, on a clock the test moves; reads are counted. */
function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let nowMs = 0;
  const versions = new InMemorySessionVersions();
  const database = new Map<string, SessionWithUser>();
  let reads = 0;
  const replica = () => {
    const cache = new SessionCache(versions, { ...options, now: () => nowMs });
    return (id: string) =>
      cache.read(id, async () => {
        reads += 1;
        return database.get(id) ?? null;
      });
  };
  return {
    cache: replica(),
    replica,
    versions,
    database,
    reads: () => reads,
    advance: (ms: number) => (nowMs += ms),
    given(value: SessionWithUser): SessionWithUser {
      database.set(value.session.id, value);
      return value;
    },
  };
}

describe('SessionCache', () => {
  it('reads a session twice to store it (to learn its user, then under its versions), then answers from memory while they hold', async () => {
    const { cache, reads, given } = setUp();
    const found = given(aSessionWithUser());

    expect(await cache(found.session.id)).toEqual(found);
    expect(reads()).toBe(2);
    expect(await cache(found.session.id)).toEqual(found);
    expect(await cache(found.session.id)).toEqual(found);
    expect(reads()).toBe(2);
  });

  it('reads again once the session, its user or everything has moved on, on whichever replica it was cached', async () => {
    const { cache, replica, versions, database, reads, given } = setUp();
    const other = replica();
    const found = given(aSessionWithUser('ann'));
    await other(found.session.id);
    expect(reads()).toBe(2);

    for (const invalidation of [{ kind: 'session', id: found.session.id }, { kind: 'user', id: 'ann' }, { kind: 'all' }] as const) {
      const renamed = { ...found, user: { ...found.user, firstName: `after ${invalidation.kind}` } };
      database.set(found.session.id, renamed);
      await versions.bump(invalidation);
      expect(await other(found.session.id)).toEqual(renamed);
    }
    await versions.bump({ kind: 'session', id: found.session.id });
    database.delete(found.session.id);
    expect(await cache(found.session.id)).toBeNull();
    expect(await other(found.session.id)).toBeNull();
  });

  it("moves on for nobody else: another session's or user's change leaves the entry in use", async () => {
    const { cache, versions, reads, given } = setUp();
    const found = given(aSessionWithUser('ann'));
    await cache(found.session.id);

    await versions.bump({ kind: 'session', id: 'another session' });
    await versions.bump({ kind: 'user', id: 'bob' });
    await cache(found.session.id);
    expect(reads()).toBe(2);
  });

  it('keeps nothing for an unknown session: one created a moment later is found', async () => {
    const { cache, given } = setUp();
    const later = aSessionWithUser();

    expect(await cache(later.session.id)).toBeNull();
    given(later);
    expect(await cache(later.session.id)).toEqual(later);
  });

  it('stores under the versions read between its two reads: a change committed meanwhile is never hidden', async () => {
    const versions = new InMemorySessionVersions();
    const before = aSessionWithUser('ann');
    const after = { ...before, user: { ...before.user, firstName: 'Changed' } };
    let stored: SessionWithUser = before;
    const cache = new SessionCache(versions);
    let readsSoFar = 0;
    const load = async () => {
      readsSoFar += 1;
      const answer = stored;
      // The change commits, and moves the user on, right after the first read.
      if (readsSoFar === 1) {
        stored = after;
        await versions.bump({ kind: 'user', id: 'ann' });
      }
      return answer;
    };

    expect(await cache.read(before.session.id, load)).toEqual(after);
    expect(await cache.read(before.session.id, load)).toEqual(after);
  });

  it('uses and keeps nothing while the versions cannot be read (Redis away), and caches again once they can', async () => {
    const { cache, versions, reads, given } = setUp();
    const found = given(aSessionWithUser());
    await cache(found.session.id);

    versions.reachable = false;
    await cache(found.session.id);
    await cache(found.session.id);
    expect(reads()).toBe(4);

    versions.reachable = true;
    await cache(found.session.id);
    await cache(found.session.id);
    expect(reads()).toBe(6);
  });

  it('reads again after its lifetime, however the versions stand', async () => {
    const { cache, reads, given, advance } = setUp({ ttlMs: 30_000 });
    const found = given(aSessionWithUser());
    await cache(found.session.id);

    advance(29_999);
    await cache(found.session.id);
    expect(reads()).toBe(2);
    advance(1);
    await cache(found.session.id);
    expect(reads()).toBe(4);
  });

  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const { cache, reads, given } = setUp({ maxEntries: 2 });
    const [first, second, third] = [given(aSessionWithUser()), given(aSessionWithUser()), given(aSessionWithUser())];
    for (const value of [first, second, third]) await cache(value.session.id);
    expect(reads()).toBe(6);

    await cache(third.session.id);
    await cache(second.session.id);
    expect(reads()).toBe(6);
    await cache(first.session.id);
    expect(reads()).toBe(8);
  });

  it('carries a touch into later answers', async () => {
    const versions = new InMemorySessionVersions();
    const cache = new SessionCache(versions);
    const found = aSessionWithUser();
    const load = async () => found;
    await cache.read(found.session.id, load);
    const seen = new Date('2030-01-01T00:00:00Z');

    cache.touched(found.session.id, seen);
    expect((await cache.read(found.session.id, load))?.session.lastSeenAt).toEqual(seen);
  });

  it('hands out answers no request can change for the others', async () => {
    const { cache, given } = setUp();
    const found = given(aSessionWithUser());
    await cache(found.session.id);
    const shared = (await cache(found.session.id))!;

    expect(() => ((shared.user as { firstName: string | null }).firstName = 'Mallory')).toThrow(TypeError);
    expect(() => ((shared.session as { lastSeenAt: Date }).lastSeenAt = new Date())).toThrow(TypeError);
  });
});
