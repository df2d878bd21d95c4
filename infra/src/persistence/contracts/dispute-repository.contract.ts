import { beforeEach, describe, expect, it } from '@jest/globals';
import type { SubscriptionDispute } from '@pointforge/domain';
import type { Repositories } from '../typeorm-repositories';
import { givenSubscription, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';

export function describeDisputeRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describe(`DisputeRepositoryPort: ${name}`, () => {
    let repositories: Repositories;

    beforeEach(async () => {
      repositories = await setup();
    });

    it('records a dispute, then its later state under the same id (opening time kept); lists a subscription’s, oldest first', async () => {
      const user = await givenUser(repositories);
      const subscription = await givenSubscription(repositories, user.id);
      const other = await givenSubscription(repositories, user.id);
      const opened: SubscriptionDispute = {
        disputeId: 'PP-D-1',
        subscriptionId: subscription.id,
        saleId: 'SALE-1',
        status: 'OPEN',
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        outcome: null,
        amount: { value: '720.00', currency: 'USD' },
        openedAt: T0,
        updatedAt: T0,
      };
      const second: SubscriptionDispute = { ...opened, disputeId: 'PP-D-2', amount: null, reason: null, openedAt: later(T0, 5_000), updatedAt: later(T0, 5_000) };
      await repositories.disputes.save(opened);
      await repositories.disputes.save(second);
      await repositories.disputes.save({ ...opened, disputeId: 'PP-D-3', subscriptionId: other.id });

      const resolved = { ...opened, status: 'RESOLVED', outcome: 'RESOLVED_SELLER_FAVOUR', openedAt: later(T0, 9_000), updatedAt: later(T0, 9_000) };
      await repositories.disputes.save(resolved);

      expect(await repositories.disputes.listForSubscription(subscription.id)).toEqual([{ ...resolved, openedAt: T0 }, second]);
    });
  });
}
