import { expect, it } from '@jest/globals';
import { toPublicUser } from '@pointforge/domain';
import { aSession, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

export function describeSessionRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`SessionRepositoryPort: ${name}`, setup, (given) => {
    it('reads back a stored session unchanged, and null for an unknown id', async () => {
      const session = aSession(given.user.id);
      await given.repositories.sessions.create(session);

      expect(await given.repositories.sessions.findById(session.id)).toEqual(session);
      for (const authentication of ['password-and-code', 'recovery-code'] as const) {
        const strong = aSession(given.user.id, { authentication });
        await given.repositories.sessions.create(strong);
        expect((await given.repositories.sessions.findWithUser(strong.id))?.session).toEqual(strong);
      }
      expect(await given.repositories.sessions.findById(aSession(given.user.id).id)).toBeNull();
    });

    it('findWithUser reads the session and its user as the API may show it, together, and null for an unknown id', async () => {
      const session = aSession(given.user.id);
      await given.repositories.sessions.create(session);

      expect(await given.repositories.sessions.findWithUser(session.id)).toEqual({
        session,
        user: toPublicUser((await given.repositories.users.findById(given.user.id))!),
      });
      expect(await given.repositories.sessions.findWithUser(aSession(given.user.id).id)).toBeNull();
    });

    // A read before each change, as a cache in front of findWithUser would keep it.
    it('findWithUser answers with what is stored now, whatever it answered before', async () => {
      const session = aSession(given.user.id);
      await given.repositories.sessions.create(session);
      await given.repositories.sessions.findWithUser(session.id);

      const seen = later(T0, 60_000);
      await given.repositories.sessions.touch(session.id, seen);
      expect((await given.repositories.sessions.findWithUser(session.id))?.session.lastSeenAt).toEqual(seen);

      const user = (await given.repositories.users.findById(given.user.id))!;
      await given.repositories.users.update({ ...user, firstName: 'Renamed', isVerified: !user.isVerified });
      expect((await given.repositories.sessions.findWithUser(session.id))?.user).toMatchObject({ firstName: 'Renamed', isVerified: !user.isVerified });

      expect(await given.repositories.users.setRole(given.user.id, 'admin')).toBe(true);
      expect((await given.repositories.sessions.findWithUser(session.id))?.user.role).toBe('admin');

      await given.repositories.sessions.delete(session.id);
      expect(await given.repositories.sessions.findWithUser(session.id)).toBeNull();
    });

    it('findWithUser finds no session ended by deleteAllForUser or with its user, though it found it before', async () => {
      const [kept, ended] = [aSession(given.user.id), aSession(given.user.id)];
      for (const session of [kept, ended]) await given.repositories.sessions.create(session);
      for (const session of [kept, ended]) await given.repositories.sessions.findWithUser(session.id);

      await given.repositories.sessions.deleteAllForUser(given.user.id, kept.id);
      expect(await given.repositories.sessions.findWithUser(ended.id)).toBeNull();
      expect((await given.repositories.sessions.findWithUser(kept.id))?.session).toEqual(kept);

      await given.repositories.users.delete(given.user.id);
      expect(await given.repositories.sessions.findWithUser(kept.id)).toBeNull();
    });

    it('findWithUser still finds a session whose ending was rolled back, and not one whose ending was committed', async () => {
      const session = aSession(given.user.id);
      await given.repositories.sessions.create(session);
      await given.repositories.sessions.findWithUser(session.id);

      const failure = new Error('rolled back');
      await expect(
        given.repositories.transaction.run(async () => {
          await given.repositories.sessions.delete(session.id);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await given.repositories.sessions.findWithUser(session.id))?.session).toEqual(session);

      await given.repositories.transaction.run(() => given.repositories.sessions.delete(session.id));
      expect(await given.repositories.sessions.findWithUser(session.id)).toBeNull();
    });

    it('touch moves lastSeenAt only', async () => {
      const session = aSession(given.user.id);
      await given.repositories.sessions.create(session);
      const seen = later(T0, 86_400_123);
      await given.repositories.sessions.touch(session.id, seen);

      expect(await given.repositories.sessions.findById(session.id)).toEqual({ ...session, lastSeenAt: seen });
    });

    it('deletes one session and keeps the others', async () => {
      const ended = aSession(given.user.id);
      const kept = aSession(given.user.id);
      await given.repositories.sessions.create(ended);
      await given.repositories.sessions.create(kept);
      await given.repositories.sessions.delete(ended.id);

      expect(await given.repositories.sessions.findById(ended.id)).toBeNull();
      expect(await given.repositories.sessions.findById(kept.id)).toEqual(kept);
    });

    it("deleteAllForUser ends every session of the user, not other users'", async () => {
      const otherUserId = (await givenUser(given.repositories)).id;
      const mine = [aSession(given.user.id), aSession(given.user.id)];
      const theirs = aSession(otherUserId);
      for (const session of [...mine, theirs]) await given.repositories.sessions.create(session);

      await given.repositories.sessions.deleteAllForUser(given.user.id);

      for (const session of mine) expect(await given.repositories.sessions.findById(session.id)).toBeNull();
      expect(await given.repositories.sessions.findById(theirs.id)).toEqual(theirs);
    });

    it('deleteAllForUser keeps the session given as exceptId', async () => {
      const current = aSession(given.user.id);
      const others = [aSession(given.user.id), aSession(given.user.id)];
      for (const session of [current, ...others]) await given.repositories.sessions.create(session);

      await given.repositories.sessions.deleteAllForUser(given.user.id, current.id);

      expect(await given.repositories.sessions.findById(current.id)).toEqual(current);
      for (const session of others) expect(await given.repositories.sessions.findById(session.id)).toBeNull();
    });

    it('deleting the user ends its sessions', async () => {
      const session = aSession(given.user.id);
      await given.repositories.sessions.create(session);
      await given.repositories.users.delete(given.user.id);

      expect(await given.repositories.sessions.findById(session.id)).toBeNull();
      expect(await given.repositories.sessions.findWithUser(session.id)).toBeNull();
    });

    it('lists a user’s latest sessions, most recently active first, up to the limit', async () => {
      const user = await givenUser(given.repositories);
      const other = await givenUser(given.repositories);
      const idle = aSession(user.id, { lastSeenAt: later(T0, 1_000) });
      const busy = aSession(user.id, { lastSeenAt: later(T0, 5_000) });
      for (const session of [idle, busy, aSession(other.id)]) await given.repositories.sessions.create(session);

      expect(await given.repositories.sessions.listRecentForUser(user.id, 10)).toEqual([busy, idle]);
      expect(await given.repositories.sessions.listRecentForUser(user.id, 1)).toEqual([busy]);
    });
  });
}
