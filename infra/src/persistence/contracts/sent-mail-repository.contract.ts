import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Repositories } from '../typeorm-repositories';
import { later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';

export function describeSentMailRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describe(`SentMailRepositoryPort: ${name}`, () => {
    let repositories: Repositories;

    beforeEach(async () => {
      repositories = await setup();
    });

    it('remembers which idempotency keys were sent, and marking twice is harmless', async () => {
      const sentMail = repositories.sentMail;
      expect(await sentMail.wasSent('verify-email:user-1:1')).toBe(false);

      await sentMail.markSent('verify-email:user-1:1', T0);
      await sentMail.markSent('verify-email:user-1:1', later(T0, 1_000));

      expect(await sentMail.wasSent('verify-email:user-1:1')).toBe(true);
      expect(await sentMail.wasSent('verify-email:user-1:2')).toBe(false);
    });
  });
}
