import { beforeEach, describe, expect, it } from '@jest/globals';
import { toPublicUser } from '@pointforge/domain';
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
      for (const authentication of ['password-and-code', 'recovery-code'] as const) {
        const strong = aSession(userId, { authentication });
        await repositories.sessions.create(strong);
        expect((await repositories.sessions.findWithUser(strong.id))?.session).toEqual(strong);
      }
      expect(await repositories.sessions.findById(aSession(userId).id)).toBeNull();
    });

    it('findWithUser reads the session and its user as the API may show it, together, and null for an unknown id', async () => {
      const session = aSession(userId);
      await repositories.sessions.create(session);

      expect(await repositories.sessions.findWithUser(session.id)).toEqual({ session, user: toPublicUser((await repositories.users.findById(userId))!) });
      expect(await repositories.sessions.findWithUser(aSession(userId).id)).toBeNull();
    });

    // A read before each change, as a cache in front of findWithUser would keep it.
    it('findWithUser answers with what is stored now, whatever it answered before', async () => {
      const session = aSession(userId);
      await repositories.sessions.create(session);
      await repositories.sessions.findWithUser(session.id);

      const seen = later(T0, 60_000);
      await repositories.sessions.touch(session.id, seen);
      expect((await repositories.sessions.findWithUser(session.id))?.session.lastSeenAt).toEqual(seen);

      const user = (await repositories.users.findById(userId))!;
      await repositories.users.update({ ...user, firstName: 'Renamed', isVerified: !user.isVerified });
      expect((await repositories.sessions.findWithUser(session.id))?.user).toMatchObject({ firstName: 'Renamed', isVerified: !user.isVerified });

      expect(await repositories.users.setRole(userId, 'admin')).toBe(true);
      expect((await repositories.sessions.findWithUser(session.id))?.user.role).toBe('admin');

      await repositories.sessions.delete(session.id);
      expect(await repositories.sessions.findWithUser(session.id)).toBeNull();
    });

    it('findWithUser finds no session ended by deleteAllForUser or with its user, though it found it before', async () => {
      const [kept, ended] = [aSession(userId), aSession(userId)];
      for (const session of [kept, ended]) await repositories.sessions.create(session);
      for (const session of [kept, ended]) await repositories.sessions.findWithUser(session.id);

      await repositories.sessions.deleteAllForUser(userId, kept.id);
      expect(await repositories.sessions.findWithUser(ended.id)).toBeNull();
      expect((await repositories.sessions.findWithUser(kept.id))?.session).toEqual(kept);

      await repositories.users.delete(userId);
      expect(await repositories.sessions.findWithUser(kept.id)).toBeNull();
    });

    it('findWithUser still finds a session whose ending was rolled back, and not one whose ending was committed', async () => {
      const session = aSession(userId);
      await repositories.sessions.create(session);
      await repositories.sessions.findWithUser(session.id);

      const failure = new Error('rolled back');
      await expect(
        repositories.transaction.run(async () => {
          await repositories.sessions.delete(session.id);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await repositories.sessions.findWithUser(session.id))?.session).toEqual(session);

      await repositories.transaction.run(() => repositories.sessions.delete(session.id));
      expect(await repositories.sessions.findWithUser(session.id)).toBeNull();
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
