import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Repositories } from '../typeorm-repositories';
import { aSession, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';

export function describeSessionRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describe(`SessionRepositoryPort: ${name}`, () => {
    let repositories: Repositories;
    let userId: string;

    beforeEach(async () => {
      repositories = await setup();
      userId = (await givenUser(repositories)).id;
    });

    it('reads back a stored session unchanged, and null for an unknown id', async () => {
      const session = aSession(userId);
      await repositories.sessions.create(session);

      expect(await repositories.sessions.findById(session.id)).toEqual(session);
      expect(await repositories.sessions.findById(aSession(userId).id)).toBeNull();
    });

    it('findWithUser reads the session and its whole user together, and null for an unknown id', async () => {
      const session = aSession(userId);
      await repositories.sessions.create(session);

      expect(await repositories.sessions.findWithUser(session.id)).toEqual({ session, user: await repositories.users.findById(userId) });
      expect(await repositories.sessions.findWithUser(aSession(userId).id)).toBeNull();
    });

    it('touch moves lastSeenAt only', async () => {
      const session = aSession(userId);
      await repositories.sessions.create(session);
      const seen = later(T0, 86_400_123);
      await repositories.sessions.touch(session.id, seen);

      expect(await repositories.sessions.findById(session.id)).toEqual({ ...session, lastSeenAt: seen });
    });

    it('deletes one session and keeps the others', async () => {
      const ended = aSession(userId);
      const kept = aSession(userId);
      await repositories.sessions.create(ended);
      await repositories.sessions.create(kept);
      await repositories.sessions.delete(ended.id);

      expect(await repositories.sessions.findById(ended.id)).toBeNull();
      expect(await repositories.sessions.findById(kept.id)).toEqual(kept);
    });

    it("deleteAllForUser ends every session of the user, not other users'", async () => {
      const otherUserId = (await givenUser(repositories)).id;
      const mine = [aSession(userId), aSession(userId)];
      const theirs = aSession(otherUserId);
      for (const session of [...mine, theirs]) await repositories.sessions.create(session);

      await repositories.sessions.deleteAllForUser(userId);

      for (const session of mine) expect(await repositories.sessions.findById(session.id)).toBeNull();
      expect(await repositories.sessions.findById(theirs.id)).toEqual(theirs);
    });

    it('deleteAllForUser keeps the session given as exceptId', async () => {
      const current = aSession(userId);
      const others = [aSession(userId), aSession(userId)];
      for (const session of [current, ...others]) await repositories.sessions.create(session);

      await repositories.sessions.deleteAllForUser(userId, current.id);

      expect(await repositories.sessions.findById(current.id)).toEqual(current);
      for (const session of others) expect(await repositories.sessions.findById(session.id)).toBeNull();
    });

    it('deleting the user ends its sessions', async () => {
      const session = aSession(userId);
      await repositories.sessions.create(session);
      await repositories.users.delete(userId);

      expect(await repositories.sessions.findById(session.id)).toBeNull();
      expect(await repositories.sessions.findWithUser(session.id)).toBeNull();
    });

    it('lists a user’s latest sessions, most recently active first, up to the limit', async () => {
      const user = await givenUser(repositories);
      const other = await givenUser(repositories);
      const idle = aSession(user.id, { lastSeenAt: later(T0, 1_000) });
      const busy = aSession(user.id, { lastSeenAt: later(T0, 5_000) });
      for (const session of [idle, busy, aSession(other.id)]) await repositories.sessions.create(session);

      expect(await repositories.sessions.listRecentForUser(user.id, 10)).toEqual([busy, idle]);
      expect(await repositories.sessions.listRecentForUser(user.id, 1)).toEqual([busy]);
    });
  });
}
