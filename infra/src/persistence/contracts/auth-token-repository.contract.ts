import { expect, it } from '@jest/globals';
import { anAuthToken, concurrently, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

export function describeAuthTokenRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`AuthTokenRepositoryPort: ${name}`, setup, (given) => {
    it('finds a stored token by hash and purpose, every field unchanged', async () => {
      const token = anAuthToken(given.user.id, 'verify-email');
      await given.repositories.authTokens.replace(token);

      expect(await given.repositories.authTokens.findValid(token.tokenHash, 'verify-email', T0)).toEqual(token);
    });

    it('does not find a token under another hash or purpose', async () => {
      const token = anAuthToken(given.user.id, 'verify-email');
      await given.repositories.authTokens.replace(token);

      expect(await given.repositories.authTokens.findValid(token.tokenHash, 'reset-password', T0)).toBeNull();
      expect(await given.repositories.authTokens.findValid(anAuthToken(given.user.id, 'verify-email').tokenHash, 'verify-email', T0)).toBeNull();
    });

    it('is valid until its expiry instant, and not at it', async () => {
      const token = anAuthToken(given.user.id, 'reset-password', { expiresAt: later(T0, 3_600_000) });
      await given.repositories.authTokens.replace(token);

      expect(await given.repositories.authTokens.findValid(token.tokenHash, 'reset-password', later(token.expiresAt, -1))).toEqual(token);
      expect(await given.repositories.authTokens.findValid(token.tokenHash, 'reset-password', token.expiresAt)).toBeNull();
    });

    it('is single use: consume succeeds once, then the token is no longer valid', async () => {
      const token = anAuthToken(given.user.id, 'verify-email');
      await given.repositories.authTokens.replace(token);

      expect(await given.repositories.authTokens.consume(token.id, later(T0, 10))).toBe(true);
      expect(await given.repositories.authTokens.consume(token.id, later(T0, 20))).toBe(false);
      expect(await given.repositories.authTokens.findValid(token.tokenHash, 'verify-email', later(T0, 30))).toBeNull();
      expect(await given.repositories.authTokens.consume('no-such-token', T0)).toBe(false);
    });

    it('findByHash still finds a used or expired token, under its own purpose only', async () => {
      const token = anAuthToken(given.user.id, 'verify-email', { expiresAt: later(T0, 60_000) });
      await given.repositories.authTokens.replace(token);
      await given.repositories.authTokens.consume(token.id, later(T0, 10));

      expect(await given.repositories.authTokens.findByHash(token.tokenHash, 'verify-email')).toEqual({ ...token, usedAt: later(T0, 10) });
      expect(await given.repositories.authTokens.findByHash(token.tokenHash, 'reset-password')).toBeNull();
      expect(await given.repositories.authTokens.findByHash(anAuthToken(given.user.id, 'verify-email').tokenHash, 'verify-email')).toBeNull();
    });

    it('lets exactly one of 20 concurrent consumes win', async () => {
      const token = anAuthToken(given.user.id, 'reset-password');
      await given.repositories.authTokens.replace(token);

      const outcomes = await concurrently(20, () => given.repositories.authTokens.consume(token.id, later(T0, 10)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it("add keeps the user's earlier unexpired tokens valid and drops the expired ones", async () => {
      const expired = anAuthToken(given.user.id, 'verify-email', { expiresAt: later(T0, 60_000) });
      const earlier = anAuthToken(given.user.id, 'verify-email');
      for (const token of [expired, earlier]) await given.repositories.authTokens.add(token);

      const newer = anAuthToken(given.user.id, 'verify-email', { createdAt: later(T0, 60_000), expiresAt: later(T0, 120_000) });
      await given.repositories.authTokens.add(newer);

      const at = later(T0, 60_000);
      expect(await given.repositories.authTokens.findValid(earlier.tokenHash, 'verify-email', at)).toEqual(earlier);
      expect(await given.repositories.authTokens.findValid(newer.tokenHash, 'verify-email', at)).toEqual(newer);
      // Dropped rather than merely invalid: consuming them finds nothing to change.
      expect(await given.repositories.authTokens.consume(expired.id, T0)).toBe(false);
    });

    it("consumeAllOfPurpose uses up every token of the user for that purpose, once, and nobody else's", async () => {
      const otherUserId = (await givenUser(given.repositories)).id;
      const mine = [anAuthToken(given.user.id, 'verify-email'), anAuthToken(given.user.id, 'verify-email')];
      const myReset = anAuthToken(given.user.id, 'reset-password');
      const theirs = anAuthToken(otherUserId, 'verify-email');
      for (const token of [...mine, theirs]) await given.repositories.authTokens.add(token);
      await given.repositories.authTokens.replace(myReset);

      expect(await given.repositories.authTokens.consumeAllOfPurpose(given.user.id, 'verify-email', later(T0, 10))).toBe(true);
      expect(await given.repositories.authTokens.consumeAllOfPurpose(given.user.id, 'verify-email', later(T0, 20))).toBe(false);

      for (const token of mine) expect(await given.repositories.authTokens.findValid(token.tokenHash, 'verify-email', T0)).toBeNull();
      expect(await given.repositories.authTokens.findValid(myReset.tokenHash, 'reset-password', T0)).toEqual(myReset);
      expect(await given.repositories.authTokens.findValid(theirs.tokenHash, 'verify-email', T0)).toEqual(theirs);
    });

    it('lets exactly one of 20 concurrent consumeAllOfPurpose calls win', async () => {
      for (let i = 0; i < 3; i += 1) await given.repositories.authTokens.add(anAuthToken(given.user.id, 'verify-email'));

      const outcomes = await concurrently(20, () => given.repositories.authTokens.consumeAllOfPurpose(given.user.id, 'verify-email', later(T0, 10)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it("replace invalidates the user's earlier token of that purpose only", async () => {
      const otherUserId = (await givenUser(given.repositories)).id;
      const earlierReset = anAuthToken(given.user.id, 'reset-password');
      const verification = anAuthToken(given.user.id, 'verify-email');
      const othersReset = anAuthToken(otherUserId, 'reset-password');
      for (const token of [earlierReset, verification, othersReset]) await given.repositories.authTokens.replace(token);

      const newReset = anAuthToken(given.user.id, 'reset-password', { createdAt: later(T0, 60_000) });
      await given.repositories.authTokens.replace(newReset);

      expect(await given.repositories.authTokens.findValid(earlierReset.tokenHash, 'reset-password', T0)).toBeNull();
      expect(await given.repositories.authTokens.findValid(newReset.tokenHash, 'reset-password', T0)).toEqual(newReset);
      expect(await given.repositories.authTokens.findValid(verification.tokenHash, 'verify-email', T0)).toEqual(verification);
      expect(await given.repositories.authTokens.findValid(othersReset.tokenHash, 'reset-password', T0)).toEqual(othersReset);
    });

    it('stores the tokens of 20 users replacing theirs at once', async () => {
      const users = await concurrently(20, () => givenUser(given.repositories));
      const tokens = users.map((owner) => anAuthToken(owner.id, 'verify-email'));

      await concurrently(20, (i) => given.repositories.authTokens.replace(tokens[i]));

      for (const token of tokens) {
        expect(await given.repositories.authTokens.findValid(token.tokenHash, 'verify-email', T0)).toEqual(token);
      }
    });

    it("deleteAllForUser removes the user's tokens of every purpose, not other users'", async () => {
      const otherUserId = (await givenUser(given.repositories)).id;
      const mine = [anAuthToken(given.user.id, 'verify-email'), anAuthToken(given.user.id, 'reset-password')];
      const theirs = anAuthToken(otherUserId, 'verify-email');
      for (const token of [...mine, theirs]) await given.repositories.authTokens.replace(token);

      await given.repositories.authTokens.deleteAllForUser(given.user.id);

      for (const token of mine) expect(await given.repositories.authTokens.findValid(token.tokenHash, token.purpose, T0)).toBeNull();
      expect(await given.repositories.authTokens.findValid(theirs.tokenHash, 'verify-email', T0)).toEqual(theirs);
    });

    it('deleting the user removes its tokens', async () => {
      const token = anAuthToken(given.user.id, 'verify-email');
      await given.repositories.authTokens.replace(token);
      await given.repositories.users.delete(given.user.id);

      expect(await given.repositories.authTokens.findValid(token.tokenHash, 'verify-email', T0)).toBeNull();
    });
  });
}
