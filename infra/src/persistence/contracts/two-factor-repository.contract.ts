import { beforeEach, describe, expect, it } from '@jest/globals';
import type { TwoFactorCredential } from '@pointforge/domain';
import type { Repositories } from '../typeorm-repositories';
import { concurrently, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTHER_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const HASHES = Array.from({ length: 10 }, (_, i) => i.toString(16).padStart(64, 'a'));

function aPendingCredential(userId: string, overrides: Partial<TwoFactorCredential> = {}): TwoFactorCredential {
  return { userId, secret: SECRET, enabledAt: null, lastUsedStep: null, createdAt: T0, ...overrides };
}

export function describeTwoFactorRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describe(`TwoFactorRepositoryPort: ${name}`, () => {
    let repositories: Repositories;
    let userId: string;

    beforeEach(async () => {
      repositories = await setup();
      userId = (await givenUser(repositories)).id;
    });

    async function givenEnabled(): Promise<void> {
      expect(await repositories.twoFactor.savePending(aPendingCredential(userId))).toBe(true);
      expect(await repositories.twoFactor.enable({ userId, secret: SECRET }, later(T0, 1_000), 100, HASHES)).toBe(true);
    }

    it('stores a pending enrolment and finds it, every field unchanged', async () => {
      const credential = aPendingCredential(userId);

      expect(await repositories.twoFactor.savePending(credential)).toBe(true);

      expect(await repositories.twoFactor.findByUserId(userId)).toEqual(credential);
      expect(await repositories.twoFactor.findByUserId('no-such-user')).toBeNull();
    });

    it('a new pending enrolment replaces the earlier one', async () => {
      await repositories.twoFactor.savePending(aPendingCredential(userId));
      const newer = aPendingCredential(userId, { secret: OTHER_SECRET, createdAt: later(T0, 5_000) });

      expect(await repositories.twoFactor.savePending(newer)).toBe(true);

      expect(await repositories.twoFactor.findByUserId(userId)).toEqual(newer);
    });

    it('enable sets the instant and used step and stores the recovery codes, once', async () => {
      await givenEnabled();

      expect(await repositories.twoFactor.findByUserId(userId)).toEqual({
        ...aPendingCredential(userId),
        enabledAt: later(T0, 1_000),
        lastUsedStep: 100,
      });
      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(10);
      expect(await repositories.twoFactor.enable({ userId, secret: SECRET }, later(T0, 2_000), 101, HASHES)).toBe(false);
    });

    it('enable refuses a secret other than the pending one, or no enrolment at all', async () => {
      expect(await repositories.twoFactor.enable({ userId, secret: SECRET }, T0, 1, HASHES)).toBe(false);
      await repositories.twoFactor.savePending(aPendingCredential(userId));

      expect(await repositories.twoFactor.enable({ userId, secret: OTHER_SECRET }, T0, 1, HASHES)).toBe(false);
      expect((await repositories.twoFactor.findByUserId(userId))?.enabledAt).toBeNull();
      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(0);
    });

    it('an enabled credential is never replaced by a pending one', async () => {
      await givenEnabled();

      expect(await repositories.twoFactor.savePending(aPendingCredential(userId, { secret: OTHER_SECRET }))).toBe(false);
      expect((await repositories.twoFactor.findByUserId(userId))?.secret).toBe(SECRET);
    });

    it('lets exactly one of 10 concurrent enables win', async () => {
      await repositories.twoFactor.savePending(aPendingCredential(userId));

      const outcomes = await concurrently(10, () => repositories.twoFactor.enable({ userId, secret: SECRET }, T0, 1, HASHES));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(10);
    });

    it('records only later time steps: a replayed or older step is refused', async () => {
      await givenEnabled();

      expect(await repositories.twoFactor.recordUsedStep(userId, 101)).toBe(true);
      expect(await repositories.twoFactor.recordUsedStep(userId, 101)).toBe(false);
      expect(await repositories.twoFactor.recordUsedStep(userId, 100)).toBe(false);
      expect(await repositories.twoFactor.recordUsedStep(userId, 102)).toBe(true);
      expect((await repositories.twoFactor.findByUserId(userId))?.lastUsedStep).toBe(102);
    });

    it('lets exactly one of 10 concurrent uses of one step win', async () => {
      await givenEnabled();

      const outcomes = await concurrently(10, () => repositories.twoFactor.recordUsedStep(userId, 200));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it("a recovery code is consumed once; unknown codes and other users' codes are refused", async () => {
      await givenEnabled();
      const otherUserId = (await givenUser(repositories)).id;

      expect(await repositories.twoFactor.consumeRecoveryCode(userId, HASHES[0]!, later(T0, 5_000))).toBe(true);
      expect(await repositories.twoFactor.consumeRecoveryCode(userId, HASHES[0]!, later(T0, 6_000))).toBe(false);
      expect(await repositories.twoFactor.consumeRecoveryCode(userId, 'f'.repeat(64), T0)).toBe(false);
      expect(await repositories.twoFactor.consumeRecoveryCode(otherUserId, HASHES[1]!, T0)).toBe(false);
      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(9);
    });

    it('lets exactly one of 10 concurrent uses of one recovery code win', async () => {
      await givenEnabled();

      const outcomes = await concurrently(10, () => repositories.twoFactor.consumeRecoveryCode(userId, HASHES[2]!, T0));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it('replacing the recovery codes retires every old one, used or not, and needs an enabled credential', async () => {
      const newHashes = HASHES.map((hash) => hash.replace(/^a/, 'b'));
      expect(await repositories.twoFactor.replaceRecoveryCodes(userId, newHashes)).toBe(false);
      await repositories.twoFactor.savePending(aPendingCredential(userId));
      expect(await repositories.twoFactor.replaceRecoveryCodes(userId, newHashes)).toBe(false);
      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(0);
      expect(await repositories.twoFactor.enable({ userId, secret: SECRET }, later(T0, 1_000), 100, HASHES)).toBe(true);
      expect(await repositories.twoFactor.consumeRecoveryCode(userId, HASHES[0]!, later(T0, 2_000))).toBe(true);

      expect(await repositories.twoFactor.replaceRecoveryCodes(userId, newHashes)).toBe(true);

      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(10);
      expect(await repositories.twoFactor.consumeRecoveryCode(userId, HASHES[1]!, later(T0, 3_000))).toBe(false);
      expect(await repositories.twoFactor.consumeRecoveryCode(userId, newHashes[0]!, later(T0, 3_000))).toBe(true);
    });

    it('delete removes the credential and its recovery codes, and then a new enrolment can start', async () => {
      await givenEnabled();

      await repositories.twoFactor.delete(userId);

      expect(await repositories.twoFactor.findByUserId(userId)).toBeNull();
      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(0);
      expect(await repositories.twoFactor.savePending(aPendingCredential(userId))).toBe(true);
    });

    it('goes with its user when the account is deleted', async () => {
      await givenEnabled();

      await repositories.users.delete(userId);

      expect(await repositories.twoFactor.findByUserId(userId)).toBeNull();
      expect(await repositories.twoFactor.countUnusedRecoveryCodes(userId)).toBe(0);
    });
  });
}
