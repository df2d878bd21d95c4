import { BILLING_ERROR_CODES } from './billing-errors';
import { DAY_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { createBillingTestKit } from '../../testing/billing-test-kit';
import { aUser } from '../../testing/builders';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');

describe('CancelSubscriptionUseCase', () => {
  it('answers 404 to anyone but the owner, cancelling nothing', async () => {
    const kit = createBillingTestKit();
    const { subscription } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    const stranger = await kit.givenUser(aUser().verified());

    const error = await rejectionOf(kit.cancel.execute({ userId: stranger.id, subscriptionId: subscription.id }));

    expect(error.code).toBe(BILLING_ERROR_CODES.notFound);
    expect(kit.payments.cancelled).toEqual([]);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
  });

  it('cancels at PayPal once, keeps the licence active until its expiry and emails the owner', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);

    const result = await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });

    expect(kit.payments.cancelled).toEqual([{ id: paypalId, reason: expect.any(String), requestId: `pf-cancel-${subscription.id}` }]);
    expect(result).toMatchObject({ status: 'cancelled', endDate: NEXT_BILLING, nextBillingDate: null });
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: NEXT_BILLING });
    expect(kit.mailsOf('subscription-cancelled')).toEqual([
      expect.objectContaining({ to: user.email, data: expect.objectContaining({ planName: 'Standard', accessUntil: 'July 1, 2025' }) }),
    ]);

    kit.clock.set(new Date(NEXT_BILLING.getTime() - DAY_MS));
    await kit.reconcile.execute();
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: NEXT_BILLING });
  });

  it('refuses a subscription that is already over', async () => {
    const kit = createBillingTestKit();
    const { user, subscription } = await kit.givenActiveSubscription();
    await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });

    const error = await rejectionOf(kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id }));

    expect(error.code).toBe(BILLING_ERROR_CODES.nothingToCancel);
    expect(kit.payments.cancelled).toHaveLength(1);
  });

  it('does not call PayPal to cancel what PayPal has already cancelled', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenActiveSubscription();
    kit.payments.setStatus(paypalId, 'CANCELLED');

    const result = await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });

    expect(result.status).toBe('cancelled');
    expect(kit.payments.cancelled).toEqual([]);
  });

  it.each(['APPROVAL_PENDING', 'APPROVED'] as const)(
    'closes a checkout PayPal reports %s without asking PayPal to cancel it (PayPal refuses), and emails nobody',
    async (status) => {
      const kit = createBillingTestKit();
      const { user, subscription, paypalId } = await kit.givenCheckout();
      kit.payments.setStatus(paypalId, status);

      const result = await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });

      expect(result.status).toBe('abandoned');
      expect(kit.payments.cancelled).toEqual([]);
      expect(kit.mailsOf('subscription-cancelled')).toEqual([]);
      const again = await rejectionOf(kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id }));
      expect(again.code).toBe(BILLING_ERROR_CODES.nothingToCancel);
    },
  );

  it('cancels at PayPal a subscription PayPal has suspended', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenActiveSubscription();
    kit.payments.setStatus(paypalId, 'SUSPENDED');

    expect((await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id })).status).toBe('cancelled');
    expect(kit.payments.cancelled.map((call) => call.id)).toEqual([paypalId]);
  });
});
