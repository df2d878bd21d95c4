import { expect, it } from '@jest/globals';
import { aUser } from '@pointforge/domain/testing';
import { givenUser, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

export function describeTransactionContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`TransactionPort: ${name}`, setup, (given) => {
    it('commits the writes of every repository made inside a run that succeeds', async () => {
      const user = aUser().build();

      const result = await given.repositories.transaction.run(async () => {
        await given.repositories.users.create(user);
        await given.repositories.sentMail.markSent(`welcome:${user.id}`, T0);
        return 'done';
      });

      expect(result).toBe('done');
      expect(await given.repositories.users.findById(user.id)).not.toBeNull();
      expect(await given.repositories.sentMail.wasSent(`welcome:${user.id}`)).toBe(true);
    });

    it('leaves nothing of a run that throws, whichever repositories it wrote through', async () => {
      const existing = await givenUser(given.repositories);
      const user = aUser().build();

      const failing = given.repositories.transaction.run(async () => {
        await given.repositories.users.create(user);
        await given.repositories.sentMail.markSent(`welcome:${user.id}`, T0);
        await given.repositories.users.delete(existing.id);
        throw new Error('fails half-way');
      });

      await expect(failing).rejects.toThrow('fails half-way');
      expect(await given.repositories.users.findById(user.id)).toBeNull();
      expect(await given.repositories.sentMail.wasSent(`welcome:${user.id}`)).toBe(false);
      expect(await given.repositories.users.findById(existing.id)).not.toBeNull();
    });

    it('rolls back a nested run that fails without undoing the outer one that catches it', async () => {
      const outer = aUser().build();
      const inner = aUser().build();

      await given.repositories.transaction.run(async () => {
        await given.repositories.users.create(outer);
        await given.repositories.transaction
          .run(async () => {
            await given.repositories.users.create(inner);
            throw new Error('inner fails');
          })
          .catch(() => undefined);
      });

      expect(await given.repositories.users.findById(outer.id)).not.toBeNull();
      expect(await given.repositories.users.findById(inner.id)).toBeNull();
    });
  });
}
