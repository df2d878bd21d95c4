import { beforeEach, describe, expect, it } from '@jest/globals';
import { aUser } from '@pointforge/domain/testing';
import type { Repositories } from '../typeorm-repositories';
import { givenUser, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';

export function describeTransactionContract(name: string, setup: RepositoriesSetup): void {
  describe(`TransactionPort: ${name}`, () => {
    let repositories: Repositories;

    beforeEach(async () => {
      repositories = await setup();
    });

    it('commits the writes of every repository made inside a run that succeeds', async () => {
      const user = aUser().build();

      const result = await repositories.transaction.run(async () => {
        await repositories.users.create(user);
        await repositories.sentMail.markSent(`welcome:${user.id}`, T0);
        return 'done';
      });

      expect(result).toBe('done');
      expect(await repositories.users.findById(user.id)).not.toBeNull();
      expect(await repositories.sentMail.wasSent(`welcome:${user.id}`)).toBe(true);
    });

    it('leaves nothing of a run that throws, whichever repositories it wrote through', async () => {
      const existing = await givenUser(repositories);
      const user = aUser().build();

      const failing = repositories.transaction.run(async () => {
        await repositories.users.create(user);
        await repositories.sentMail.markSent(`welcome:${user.id}`, T0);
        await repositories.users.delete(existing.id);
        throw new Error('fails half-way');
      });

      await expect(failing).rejects.toThrow('fails half-way');
      expect(await repositories.users.findById(user.id)).toBeNull();
      expect(await repositories.sentMail.wasSent(`welcome:${user.id}`)).toBe(false);
      expect(await repositories.users.findById(existing.id)).not.toBeNull();
    });

    it('rolls back a nested run that fails without undoing the outer one that catches it', async () => {
      const outer = aUser().build();
      const inner = aUser().build();

      await repositories.transaction.run(async () => {
        await repositories.users.create(outer);
        await repositories.transaction
          .run(async () => {
            await repositories.users.create(inner);
            throw new Error('inner fails');
          })
          .catch(() => undefined);
      });

      expect(await repositories.users.findById(outer.id)).not.toBeNull();
      expect(await repositories.users.findById(inner.id)).toBeNull();
    });
  });
}
