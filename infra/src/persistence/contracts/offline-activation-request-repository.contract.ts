import { expect, it } from '@jest/globals';
import { concurrently, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

export function describeOfflineActivationRequestRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`OfflineActivationRequestRepositoryPort: ${name}`, setup, (given) => {
    const used = (nonceHash: string, machineId = '00000000-0000-4000-8000-00000000a001') => ({
      nonceHash,
      licenseId: '00000000-0000-4000-8000-00000000b001',
      machineId,
      usedAt: T0,
      expiresAt: later(T0, 7 * 86_400_000),
    });

    it('records a nonce once: the same nonce again, or concurrently, is refused', async () => {
      const outcomes = await concurrently(5, () => given.repositories.offlineActivationRequests.recordUse(used('c'.repeat(64))));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await given.repositories.offlineActivationRequests.recordUse(used('c'.repeat(64), '00000000-0000-4000-8000-00000000a002'))).toBe(false);
      expect(await given.repositories.offlineActivationRequests.recordUse(used('d'.repeat(64)))).toBe(true);
    });
  });
}
