import { createBillingTestKit } from '../../testing/billing-test-kit';
import { anOpenDispute } from '../../testing/builders';
import { ListDisputesUseCase } from './list-disputes.use-case';

describe('the console’s Disputes list', () => {
  it('lists every dispute newest first, each with its customer (none once the account is deleted), 25 a page', async () => {
    const kit = createBillingTestKit();
    const list = new ListDisputesUseCase(kit.disputes, kit.subscriptions, kit.users);
    const first = await kit.givenActiveSubscription();
    const second = await kit.givenActiveSubscription();
    for (const [disputeId, subscriptionId] of [
      ['PP-D-1', first.subscription.id],
      ['PP-D-2', second.subscription.id],
    ] as const) {
      await kit.disputes.save(anOpenDispute(disputeId, subscriptionId, kit.clock.now()));
      kit.clock.advance(1_000);
    }
    await kit.subscriptions.detachFromUser(second.user.id);

    const page = await list.execute({});

    expect(page).toMatchObject({ pageSize: 25, total: 2, totalCapped: false, nextCursor: null });
    expect(page.items.map((dispute) => [dispute.disputeId, dispute.customer])).toEqual([
      ['PP-D-2', null],
      ['PP-D-1', { id: first.user.id, email: first.user.email }],
    ]);
    await expect(list.execute({ cursor: '%%' })).rejects.toMatchObject({ code: 'VALIDATION.FAILED' });
  });
});
