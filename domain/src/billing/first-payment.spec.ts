import { MINUTE_MS } from '../shared/time';
import { createBillingTestKit } from '../testing/billing-test-kit';
import { isFirstPaymentDeclined } from './first-payment';
import { isPaymentPending } from './subscription.entity';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');

describe('the first payment of a checkout, as reconciliation and webhooks see it', () => {
  it('tells a declined first payment from one still being collected or one taken', () => {
    const base = { lastPaymentTime: null, cyclesCompleted: 0, failedPaymentsCount: 0 };
    expect(isFirstPaymentDeclined({ ...base, failedPaymentsCount: 1 })).toBe(true);
    expect(isFirstPaymentDeclined(base)).toBe(false);
    // A renewal failing after payments were taken is dunning, not a declined first payment.
    expect(isFirstPaymentDeclined({ lastPaymentTime: NEXT_BILLING, cyclesCompleted: 1, failedPaymentsCount: 1 })).toBe(false);
    expect(isFirstPaymentDeclined({ lastPaymentTime: null, cyclesCompleted: 1, failedPaymentsCount: 1 })).toBe(false);
  });

  it('a checkout approved at PayPal, read by reconciliation before the buyer is back, shows as "Payment pending" until the payment activates it', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenCheckout();
    expect(isPaymentPending(subscription)).toBe(false);
    kit.payments.approve(paypalId, NEXT_BILLING, null);

    await kit.reconcile.execute();
    const approvedAt = kit.clock.now();
    kit.clock.advance(MINUTE_MS);
    await kit.reconcile.execute();

    const approved = await kit.subscriptions.findById(subscription.id);
    expect(approved).toMatchObject({ status: 'pending', approvedAt });
    expect(isPaymentPending(approved!)).toBe(true);

    kit.payments.renew(paypalId, NEXT_BILLING, kit.clock.now());
    await kit.reconcile.execute();
    const active = await kit.subscriptions.findById(subscription.id);
    expect(active).toMatchObject({ status: 'active' });
    expect(isPaymentPending(active!)).toBe(false);
  });

  it('a checkout still awaiting approval is not "Payment pending"', async () => {
    const kit = createBillingTestKit();
    const { subscription } = await kit.givenCheckout();

    await kit.reconcile.execute();

    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'pending', approvedAt: null });
  });

  it('a declined first payment seen by reconciliation closes the checkout; should PayPal collect it later, the payment still activates it', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout();
    kit.payments.declineFirstPayment(paypalId);

    await kit.reconcile.execute();

    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'abandoned', approvedAt: null });
    kit.payments.renew(paypalId, NEXT_BILLING, kit.clock.now());
    const delivery = kit.webhookDelivery({
      id: 'WH-COLLECTED',
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: 'SALE-1', billing_agreement_id: paypalId },
    });
    expect(await kit.webhook.execute(delivery)).toBe('processed');
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
    expect(await kit.licenses.listForUser(user.id)).toEqual([expect.objectContaining({ isActive: true })]);
  });

  it('a declined first payment PayPal reports SUSPENDED at once (a failure threshold of 1) closes the checkout too, with no licence', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout();
    kit.payments.declineFirstPayment(paypalId);
    kit.payments.setStatus(paypalId, 'SUSPENDED');

    await kit.reconcile.execute();

    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'abandoned' });
    expect(await kit.licenses.listForUser(user.id)).toEqual([]);
  });
});
