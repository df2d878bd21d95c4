import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { createBillingTestKit, TEST_UPDATE_PAYMENT_URL } from '../../testing/billing-test-kit';
import { DEFAULT_GRACE_PERIOD_MS } from '../subscription.entity';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');
const RENEWED_UNTIL = new Date('2025-08-01T00:00:00.000Z');
const GRACE_ENDS = new Date(NEXT_BILLING.getTime() + DEFAULT_GRACE_PERIOD_MS);

/** Payment evidence, late and failed renewals, with the default five-day grace period. */
describe('renewals and payment evidence (SubscriptionSync through execute, webhook and reconciliation)', () => {
  function kitWithGrace() {
    return createBillingTestKit({ gracePeriodMs: DEFAULT_GRACE_PERIOD_MS });
  }

  function event(kit: ReturnType<typeof kitWithGrace>, id: string, eventType: string, paypalId: string) {
    const resource = eventType.startsWith('PAYMENT.SALE.') ? { id: `SALE-${id}`, billing_agreement_id: paypalId } : { id: paypalId };
    return kit.webhook.execute(kit.webhookDelivery({ id, event_type: eventType, resource }));
  }

  it('approved with a declining first payment: declined, no licence and no email; both follow once a payment succeeds', async () => {
    const kit = kitWithGrace();
    const { user, subscription, paypalId } = await kit.givenCheckout('standard', 'monthly');
    kit.payments.declineFirstPayment(paypalId);

    const declined = await rejectionOf(kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId }));

    expect(declined.code).toBe('BILLING.PAYMENT_DECLINED');
    expect(await kit.licenses.findBySubscriptionId(subscription.id)).toBeNull();
    expect(kit.mailsOf('license-issued')).toEqual([]);

    kit.payments.renew(paypalId, NEXT_BILLING, kit.clock.now());
    expect(await event(kit, 'WH-PAID', 'PAYMENT.SALE.COMPLETED', paypalId)).toBe('processed');

    expect(await kit.licenses.findBySubscriptionId(subscription.id)).toMatchObject({ isActive: true, expiryDate: GRACE_ENDS });
    expect(kit.mailsOf('license-issued')).toEqual([expect.objectContaining({ to: user.email })]);
  });

  it('a first payment PayPal counts only in cycles_completed (no last_payment yet) activates the subscription and issues the licence', async () => {
    const kit = kitWithGrace();
    const { user, subscription, paypalId } = await kit.givenCheckout('standard', 'monthly');
    kit.payments.approve(paypalId, NEXT_BILLING, null);
    kit.payments.completeCycle(paypalId, NEXT_BILLING);

    const returned = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });

    expect(returned.license).toMatchObject({ isActive: true, expiryDate: GRACE_ENDS });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active', paidCycles: 1 });
    expect(kit.mailsOf('license-issued')).toEqual([expect.objectContaining({ to: user.email })]);
  });

  it('a renewal PayPal counts in cycles_completed while last_payment still shows the previous payment extends the licence', async () => {
    const kit = kitWithGrace();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ paidCycles: 1 });
    kit.clock.set(NEXT_BILLING);
    kit.payments.completeCycle(paypalId, RENEWED_UNTIL);

    await kit.reconcile.execute();

    const renewedUntil = new Date(RENEWED_UNTIL.getTime() + DEFAULT_GRACE_PERIOD_MS);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: renewedUntil });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ paidCycles: 2, endDate: renewedUntil, nextBillingDate: RENEWED_UNTIL });
  });

  it('a paid-cycle count never recorded before (a row from before it was kept) is only recorded, not taken as a new payment', async () => {
    const kit = kitWithGrace();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    await kit.subscriptions.update({ ...(await kit.subscriptions.findById(subscription.id))!, paidCycles: null });
    kit.clock.set(NEXT_BILLING);
    kit.payments.completeCycle(paypalId, RENEWED_UNTIL);

    await kit.reconcile.execute();

    expect(await kit.licenses.findById(license.id)).toMatchObject({ expiryDate: GRACE_ENDS });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ paidCycles: 2 });
  });

  it('the licence runs to the next billing time plus the grace period', async () => {
    const kit = kitWithGrace();
    const { license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);

    expect(license.expiryDate).toEqual(GRACE_ENDS);
  });

  it('a moved next_billing_time without a new payment (a PAYMENT.FAILED re-read) never extends the licence', async () => {
    const kit = kitWithGrace();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.clock.set(NEXT_BILLING);
    kit.payments.setStatus(paypalId, 'ACTIVE', RENEWED_UNTIL);
    kit.payments.failPayment(paypalId);

    await event(kit, 'WH-FAILED', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', paypalId);

    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: GRACE_ENDS });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ endDate: GRACE_ENDS });
  });

  it('a renewal paid two days late keeps the licence Active throughout, then extends it', async () => {
    const kit = kitWithGrace();
    const { paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);

    for (const day of [0, 1, 2]) {
      kit.clock.set(new Date(NEXT_BILLING.getTime() + day * DAY_MS));
      await kit.reconcile.execute();
      expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });
    }
    kit.payments.renew(paypalId, RENEWED_UNTIL, kit.clock.now());
    // No webhook: reconciliation reads a subscription with a late payment hourly.
    kit.clock.advance(HOUR_MS);
    await kit.reconcile.execute();

    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: new Date(RENEWED_UNTIL.getTime() + DEFAULT_GRACE_PERIOD_MS) });
  });

  it('three failed renewals: one email with the update-payment link, Inactive after the grace period, Active again after RE-ACTIVATED and a payment', async () => {
    const kit = kitWithGrace();
    const { user, subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);

    for (const attempt of [1, 2, 3]) {
      kit.clock.set(new Date(NEXT_BILLING.getTime() + (attempt - 1) * DAY_MS + MINUTE_MS));
      kit.payments.failPayment(paypalId);
      await event(kit, `WH-FAIL-${attempt}`, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', paypalId);
      expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: GRACE_ENDS });
    }
    expect(kit.mailsOf('payment-failed')).toEqual([
      expect.objectContaining({
        to: user.email,
        data: expect.objectContaining({ planName: 'Standard', accessUntil: 'July 6, 2025', updatePaymentUrl: TEST_UPDATE_PAYMENT_URL }),
      }),
    ]);

    kit.clock.set(new Date(GRACE_ENDS.getTime() + MINUTE_MS));
    await kit.reconcile.execute();
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false });

    kit.payments.setStatus(paypalId, 'SUSPENDED');
    await event(kit, 'WH-SUSPENDED', 'BILLING.SUBSCRIPTION.SUSPENDED', paypalId);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'suspended' });

    kit.payments.setStatus(paypalId, 'ACTIVE', NEXT_BILLING);
    await event(kit, 'WH-REACTIVATED', 'BILLING.SUBSCRIPTION.RE-ACTIVATED', paypalId);
    kit.payments.renew(paypalId, RENEWED_UNTIL, kit.clock.now());
    await event(kit, 'WH-PAID-LATE', 'PAYMENT.SALE.COMPLETED', paypalId);

    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: new Date(RENEWED_UNTIL.getTime() + DEFAULT_GRACE_PERIOD_MS) });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
    expect(kit.mailsOf('payment-failed')).toHaveLength(1);
  });

  it('PayPal suspending a subscription switches its licence off at once; re-activating it within the paid period switches it back on', async () => {
    const kit = kitWithGrace();
    const { paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.setStatus(paypalId, 'SUSPENDED');
    await event(kit, 'WH-S', 'BILLING.SUBSCRIPTION.SUSPENDED', paypalId);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false });

    kit.payments.setStatus(paypalId, 'ACTIVE', NEXT_BILLING);
    await event(kit, 'WH-R', 'BILLING.SUBSCRIPTION.RE-ACTIVATED', paypalId);

    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: GRACE_ENDS });
  });
});
