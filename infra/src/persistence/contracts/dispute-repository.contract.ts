import { expect, it } from '@jest/globals';
import { pageRequest, type SubscriptionDispute } from '@pointforge/domain';
import { anOpenDispute } from '@pointforge/domain/testing';
import { givenSubscription, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

export function describeDisputeRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`DisputeRepositoryPort: ${name}`, setup, (given) => {
    it('records a dispute, then its later state under the same id (opening time kept); lists a subscription’s, oldest first', async () => {
      const user = await givenUser(given.repositories);
      const subscription = await givenSubscription(given.repositories, user.id);
      const other = await givenSubscription(given.repositories, user.id);
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
      const second: SubscriptionDispute = {
        ...opened,
        disputeId: 'PP-D-2',
        amount: null,
        reason: null,
        openedAt: later(T0, 5_000),
        updatedAt: later(T0, 5_000),
      };
      await given.repositories.disputes.save(opened);
      await given.repositories.disputes.save(second);
      await given.repositories.disputes.save({ ...opened, disputeId: 'PP-D-3', subscriptionId: other.id });

      const resolved = { ...opened, status: 'RESOLVED', outcome: 'RESOLVED_SELLER_FAVOUR', openedAt: later(T0, 9_000), updatedAt: later(T0, 9_000) };
      await given.repositories.disputes.save(resolved);

      expect(await given.repositories.disputes.listForSubscription(subscription.id)).toEqual([{ ...resolved, openedAt: T0 }, second]);
    });

    it('lists every subscription’s disputes newest first, a page at a time, with the total', async () => {
      const user = await givenUser(given.repositories);
      const subscription = await givenSubscription(given.repositories, user.id);
      const other = await givenSubscription(given.repositories, user.id);
      await given.repositories.disputes.save(anOpenDispute('PP-D-10', subscription.id, T0));
      await given.repositories.disputes.save(anOpenDispute('PP-D-12', other.id, later(T0, 2_000)));
      await given.repositories.disputes.save(anOpenDispute('PP-D-11', subscription.id, later(T0, 1_000)));

      const first = await given.repositories.disputes.list(pageRequest(undefined, 2));
      expect(first).toEqual({
        items: [anOpenDispute('PP-D-12', other.id, later(T0, 2_000)), anOpenDispute('PP-D-11', subscription.id, later(T0, 1_000))],
        pageSize: 2,
        nextCursor: expect.any(String),
        total: 3,
        totalCapped: false,
      });
      expect((await given.repositories.disputes.list(pageRequest(first.nextCursor ?? undefined, 2))).items.map((listed) => listed.disputeId)).toEqual([
        'PP-D-10',
      ]);
    });
  });
}
