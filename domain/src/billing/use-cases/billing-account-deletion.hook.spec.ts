import { createBillingTestKit } from '../../testing/billing-test-kit';

describe('BillingAccountDeletionHook', () => {
  it('cancels at PayPal every subscription of the account PayPal bills, and closes its unapproved checkouts here', async () => {
    const kit = createBillingTestKit();
    const pending = await kit.givenCheckout('enterprise', 'monthly');
    const over = await kit.givenCheckout('professional', 'monthly', pending.user);
    const active = await kit.givenActiveSubscription('standard', 'annual', undefined, pending.user);
    await kit.subscriptions.update({ ...over.subscription, status: 'expired' });
    const someoneElse = await kit.givenActiveSubscription();

    await kit.deletionHook.beforeAccountDeletion(active.user.id);

    expect(kit.payments.cancelled.map((call) => call.id)).toEqual([active.paypalId]);
    expect(await kit.subscriptions.findById(active.subscription.id)).toMatchObject({ status: 'cancelled' });
    expect(await kit.subscriptions.findById(pending.subscription.id)).toMatchObject({ status: 'abandoned' });
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

  it('is never blocked by a checkout PayPal cannot cancel (abandoned, or approved and not yet active)', async () => {
    const kit = createBillingTestKit();
    const abandoned = await kit.givenCheckout();
    const approved = await kit.givenCheckout('professional', 'monthly', abandoned.user);
    kit.payments.setStatus(approved.paypalId, 'APPROVED');

    await kit.deletionHook.beforeAccountDeletion(abandoned.user.id);

    expect(kit.payments.cancelled).toEqual([]);
    expect(await kit.subscriptions.findById(abandoned.subscription.id)).toMatchObject({ status: 'abandoned' });
    expect(await kit.subscriptions.findById(approved.subscription.id)).toMatchObject({ status: 'abandoned' });
  });

  it("detaches the account's subscriptions as it goes, keeping them as they are", async () => {
    const kit = createBillingTestKit();
    const { user, subscription } = await kit.givenActiveSubscription();
    const someoneElse = await kit.givenActiveSubscription();
    const [before, othersBefore] = [await kit.subscriptions.findById(subscription.id), await kit.subscriptions.findById(someoneElse.subscription.id)];

    await kit.deletionHook.onAccountDeletion(user.id);

    expect(await kit.subscriptions.findById(subscription.id)).toEqual({ ...before, userId: null });
    expect(await kit.subscriptions.findById(someoneElse.subscription.id)).toEqual(othersBefore);
  });
});
