import { expect, it } from '@jest/globals';
import type { TwoFactorCredential } from '@pointforge/domain';
import { concurrently, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTHER_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const HASHES = Array.from({ length: 10 }, (_, i) => i.toString(16).padStart(64, 'a'));

function aPendingCredential(userId: string, overrides: Partial<TwoFactorCredential> = {}): TwoFactorCredential {
  return { userId, secret: SECRET, enabledAt: null, lastUsedStep: null, createdAt: T0, ...overrides };
}

export function describeTwoFactorRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`TwoFactorRepositoryPort: ${name}`, setup, (given) => {
    async function givenEnabled(): Promise<void> {
      expect(await given.repositories.twoFactor.savePending(aPendingCredential(given.user.id))).toBe(true);
      expect(await given.repositories.twoFactor.enable({ userId: given.user.id, secret: SECRET }, later(T0, 1_000), 100, HASHES)).toBe(true);
    }

    it('stores a pending enrolment and finds it, every field unchanged', async () => {
      const credential = aPendingCredential(given.user.id);

      expect(await given.repositories.twoFactor.savePending(credential)).toBe(true);

      expect(await given.repositories.twoFactor.findByUserId(given.user.id)).toEqual(credential);
      expect(await given.repositories.twoFactor.findByUserId('no-such-user')).toBeNull();
    });

    it('a new pending enrolment replaces the earlier one', async () => {
      await given.repositories.twoFactor.savePending(aPendingCredential(given.user.id));
      const newer = aPendingCredential(given.user.id, { secret: OTHER_SECRET, createdAt: later(T0, 5_000) });

      expect(await given.repositories.twoFactor.savePending(newer)).toBe(true);

      expect(await given.repositories.twoFactor.findByUserId(given.user.id)).toEqual(newer);
    });

    it('enable sets the instant and used step and stores the recovery codes, once', async () => {
      await givenEnabled();

      expect(await given.repositories.twoFactor.findByUserId(given.user.id)).toEqual({
        ...aPendingCredential(given.user.id),
        enabledAt: later(T0, 1_000),
        lastUsedStep: 100,
      });
      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(10);
      expect(await given.repositories.twoFactor.enable({ userId: given.user.id, secret: SECRET }, later(T0, 2_000), 101, HASHES)).toBe(false);
    });

    it('enable refuses a secret other than the pending one, or no enrolment at all', async () => {
      expect(await given.repositories.twoFactor.enable({ userId: given.user.id, secret: SECRET }, T0, 1, HASHES)).toBe(false);
      await given.repositories.twoFactor.savePending(aPendingCredential(given.user.id));

      expect(await given.repositories.twoFactor.enable({ userId: given.user.id, secret: OTHER_SECRET }, T0, 1, HASHES)).toBe(false);
      expect((await given.repositories.twoFactor.findByUserId(given.user.id))?.enabledAt).toBeNull();
      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(0);
    });

    it('an enabled credential is never replaced by a pending one', async () => {
      await givenEnabled();

      expect(await given.repositories.twoFactor.savePending(aPendingCredential(given.user.id, { secret: OTHER_SECRET }))).toBe(false);
      expect((await given.repositories.twoFactor.findByUserId(given.user.id))?.secret).toBe(SECRET);
    });

    it('lets exactly one of 10 concurrent enables win', async () => {
      await given.repositories.twoFactor.savePending(aPendingCredential(given.user.id));

      const outcomes = await concurrently(10, () => given.repositories.twoFactor.enable({ userId: given.user.id, secret: SECRET }, T0, 1, HASHES));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(10);
    });

    it('records only later time steps: a replayed or older step is refused', async () => {
      await givenEnabled();

      expect(await given.repositories.twoFactor.recordUsedStep(given.user.id, 101)).toBe(true);
      expect(await given.repositories.twoFactor.recordUsedStep(given.user.id, 101)).toBe(false);
      expect(await given.repositories.twoFactor.recordUsedStep(given.user.id, 100)).toBe(false);
      expect(await given.repositories.twoFactor.recordUsedStep(given.user.id, 102)).toBe(true);
      expect((await given.repositories.twoFactor.findByUserId(given.user.id))?.lastUsedStep).toBe(102);
    });

    it('lets exactly one of 10 concurrent uses of one step win', async () => {
      await givenEnabled();

      const outcomes = await concurrently(10, () => given.repositories.twoFactor.recordUsedStep(given.user.id, 200));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it("a recovery code is consumed once; unknown codes and other users' codes are refused", async () => {
      await givenEnabled();
      const otherUserId = (await givenUser(given.repositories)).id;

      expect(await given.repositories.twoFactor.consumeRecoveryCode(given.user.id, HASHES[0]!, later(T0, 5_000))).toBe(true);
      expect(await given.repositories.twoFactor.consumeRecoveryCode(given.user.id, HASHES[0]!, later(T0, 6_000))).toBe(false);
      expect(await given.repositories.twoFactor.consumeRecoveryCode(given.user.id, 'f'.repeat(64), T0)).toBe(false);
      expect(await given.repositories.twoFactor.consumeRecoveryCode(otherUserId, HASHES[1]!, T0)).toBe(false);
      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(9);
    });

    it('lets exactly one of 10 concurrent uses of one recovery code win', async () => {
      await givenEnabled();

      const outcomes = await concurrently(10, () => given.repositories.twoFactor.consumeRecoveryCode(given.user.id, HASHES[2]!, T0));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it('replacing the recovery codes retires every old one, used or not, and needs an enabled credential', async () => {
      const newHashes = HASHES.map((hash) => hash.replace(/^a/, 'b'));
      expect(await given.repositories.twoFactor.replaceRecoveryCodes(given.user.id, newHashes)).toBe(false);
      await given.repositories.twoFactor.savePending(aPendingCredential(given.user.id));
      expect(await given.repositories.twoFactor.replaceRecoveryCodes(given.user.id, newHashes)).toBe(false);
      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(0);
      expect(await given.repositories.twoFactor.enable({ userId: given.user.id, secret: SECRET }, later(T0, 1_000), 100, HASHES)).toBe(true);
      expect(await given.repositories.twoFactor.consumeRecoveryCode(given.user.id, HASHES[0]!, later(T0, 2_000))).toBe(true);

      expect(await given.repositories.twoFactor.replaceRecoveryCodes(given.user.id, newHashes)).toBe(true);

      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(10);
      expect(await given.repositories.twoFactor.consumeRecoveryCode(given.user.id, HASHES[1]!, later(T0, 3_000))).toBe(false);
      expect(await given.repositories.twoFactor.consumeRecoveryCode(given.user.id, newHashes[0]!, later(T0, 3_000))).toBe(true);
    });

    it('delete removes the credential and its recovery codes, and then a new enrolment can start', async () => {
      await givenEnabled();

      await given.repositories.twoFactor.delete(given.user.id);

      expect(await given.repositories.twoFactor.findByUserId(given.user.id)).toBeNull();
      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(0);
      expect(await given.repositories.twoFactor.savePending(aPendingCredential(given.user.id))).toBe(true);
    });

    it('goes with its user when the account is deleted', async () => {
      await givenEnabled();

      await given.repositories.users.delete(given.user.id);

      expect(await given.repositories.twoFactor.findByUserId(given.user.id)).toBeNull();
      expect(await given.repositories.twoFactor.countUnusedRecoveryCodes(given.user.id)).toBe(0);
    });
  });
}
