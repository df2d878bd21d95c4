import { DAY_MS } from '../../shared/time';
import { createBillingTestKit } from '../../testing/billing-test-kit';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');

describe('ReconcileSubscriptionsUseCase', () => {
  it('picks up a cancellation made at PayPal without a webhook', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.setStatus(paypalId, 'CANCELLED');

    const report = await kit.reconcile.execute();

    expect(report).toEqual({ checked: 1, failed: 0, licensesDeactivated: 0 });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'cancelled', nextBillingDate: null, endDate: NEXT_BILLING });
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });
  });

  it('deactivates licences whose expiry has passed, and only those', async () => {
    const kit = createBillingTestKit();
    const { paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    const later = await kit.givenActiveSubscription('standard', 'annual', new Date('2026-06-01T00:00:00.000Z'));
    kit.payments.setStatus(paypalId, 'CANCELLED');
    kit.clock.set(new Date(NEXT_BILLING.getTime() + DAY_MS));

    const report = await kit.reconcile.execute();

    expect(report.licensesDeactivated).toBe(1);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false });
    expect(await kit.licenses.findById(later.license.id)).toMatchObject({ isActive: true });
  });

  it('counts a subscription PayPal cannot answer for and carries on with the others', async () => {
    const kit = createBillingTestKit();
    const failing = await kit.givenActiveSubscription();
    const other = await kit.givenActiveSubscription();
    kit.payments.failGetFor(failing.paypalId);
    kit.payments.setStatus(other.paypalId, 'SUSPENDED');

    const report = await kit.reconcile.execute();

    expect(report).toEqual({ checked: 2, failed: 1, licensesDeactivated: 0 });
    expect(await kit.subscriptions.findById(other.subscription.id)).toMatchObject({ status: 'suspended' });
  });
});
