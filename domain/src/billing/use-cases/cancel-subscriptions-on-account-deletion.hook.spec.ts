import { createBillingTestKit } from '../../testing/billing-test-kit';

describe('CancelSubscriptionsOnAccountDeletionHook', () => {
  it('cancels every subscription of the account that is not over yet, at PayPal and here', async () => {
    const kit = createBillingTestKit();
    const active = await kit.givenActiveSubscription();
    const pending = await kit.givenCheckout('enterprise', 'monthly', active.user);
    const over = await kit.givenCheckout('professional', 'monthly', active.user);
    await kit.subscriptions.update({ ...over.subscription, status: 'expired' });
    const someoneElse = await kit.givenActiveSubscription();

    await kit.deletionHook.beforeAccountDeletion(active.user.id);

    expect(kit.payments.cancelled.map((call) => call.id).sort()).toEqual([active.paypalId, pending.paypalId].sort());
    expect(await kit.subscriptions.findById(active.subscription.id)).toMatchObject({ status: 'cancelled' });
    expect(await kit.subscriptions.findById(pending.subscription.id)).toMatchObject({ status: 'cancelled' });
    expect(await kit.subscriptions.findById(over.subscription.id)).toMatchObject({ status: 'expired' });
    expect(await kit.subscriptions.findById(someoneElse.subscription.id)).toMatchObject({ status: 'active' });
  });

  it('stops the deletion when PayPal cannot be reached', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenActiveSubscription();
    kit.payments.failGetFor(paypalId);

    await expect(kit.deletionHook.beforeAccountDeletion(user.id)).rejects.toThrow('could not be reached');
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
  });
});
