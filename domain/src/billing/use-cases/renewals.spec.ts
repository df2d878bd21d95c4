import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { createBillingTestKit, TEST_UPDATE_PAYMENT_URL } from '../../testing/billing-test-kit';
import { DEFAULT_GRACE_PERIOD_MS } from '../subscription.entity';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');
const RENEWED_UNTIL = new Date('2025-08-01T00:00:00.000Z');
const GRACE_ENDS = new Date(NEXT_BILLING.getTime() + DEFAULT_GRACE_PERIOD_MS);

/** Payment evidence, late and failed renewals (dunning) and paying an overdue balance, with the default grace period. */
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
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ paidCycles: 2, endDate: RENEWED_UNTIL, nextBillingDate: RENEWED_UNTIL });
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

  it('the licence runs to the next billing time plus the grace period; every date the customer sees is the paid-through date', async () => {
    const kit = kitWithGrace();
    const { user, subscription, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);

    expect(license).toMatchObject({ expiryDate: GRACE_ENDS, paidThrough: NEXT_BILLING });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ endDate: NEXT_BILLING, nextBillingDate: NEXT_BILLING, overdueAccessUntil: null });
    expect(kit.mailsOf('license-issued')).toEqual([expect.objectContaining({ to: user.email, data: expect.objectContaining({ expiryDate: 'July 1, 2025' }) })]);
  });

  it('a cancellation ends access with the paid period: the grace period is for collecting renewals, and none will come', async () => {
    const kit = kitWithGrace();
    const { user, subscription, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);

    const cancelled = await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });

    expect(cancelled).toMatchObject({ status: 'cancelled', endDate: NEXT_BILLING, nextBillingDate: null });
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: NEXT_BILLING, paidThrough: NEXT_BILLING });
    expect(kit.mailsOf('subscription-cancelled')).toEqual([expect.objectContaining({ data: expect.objectContaining({ accessUntil: 'July 1, 2025' }) })]);
  });

  it('a moved next_billing_time without a new payment (a PAYMENT.FAILED re-read) never extends the licence', async () => {
    const kit = kitWithGrace();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.clock.set(NEXT_BILLING);
    kit.payments.setStatus(paypalId, 'ACTIVE', RENEWED_UNTIL);
    kit.payments.failPayment(paypalId);

    await event(kit, 'WH-FAILED', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', paypalId);

    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: GRACE_ENDS });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ endDate: NEXT_BILLING });
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

  it('a card that fails at renewal: Active through PayPal’s retries and its suspension, one email, then ended at PayPal and Inactive after the grace period, never charged again', async () => {
    const kit = kitWithGrace();
    const { user, subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);

    // PayPal's attempt on the due date, its retries on day 5 and day 10: one failed payment for the cycle.
    for (const day of [0, 5, 10]) {
      kit.clock.set(new Date(NEXT_BILLING.getTime() + day * DAY_MS + MINUTE_MS));
      if (day === 0) kit.payments.failPayment(paypalId);
      if (day === 10) kit.payments.setStatus(paypalId, 'SUSPENDED', NEXT_BILLING);
      await event(kit, `WH-FAIL-${day}`, day === 10 ? 'BILLING.SUBSCRIPTION.SUSPENDED' : 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', paypalId);
      expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: GRACE_ENDS, paidThrough: NEXT_BILLING });
      expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ endDate: NEXT_BILLING, overdueAccessUntil: GRACE_ENDS });
    }
    expect(kit.mailsOf('payment-failed')).toEqual([
      expect.objectContaining({
        to: user.email,
        data: expect.objectContaining({ planName: 'Standard', accessUntil: 'July 13, 2025', updatePaymentUrl: TEST_UPDATE_PAYMENT_URL }),
      }),
    ]);

    kit.clock.set(new Date(GRACE_ENDS.getTime() - MINUTE_MS));
    await kit.reconcile.execute();
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });

    kit.clock.set(new Date(GRACE_ENDS.getTime() + MINUTE_MS));
    const report = await kit.reconcile.execute();

    expect(report).toMatchObject({ endedUnpaid: 1, licensesDeactivated: 1 });
    expect(kit.payments.cancelled).toEqual([expect.objectContaining({ id: paypalId, reason: 'Payment not received within the grace period' })]);
    expect(kit.payments.captures).toEqual([]);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false, expiryDate: NEXT_BILLING });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'cancelled', overdueAccessUntil: null, nextBillingDate: null });
    expect(kit.mailsOf('subscription-ended-unpaid')).toEqual([
      expect.objectContaining({ to: user.email, data: expect.objectContaining({ accessEnded: 'July 13, 2025' }) }),
    ]);
    expect(kit.mailsOf('payment-failed')).toHaveLength(1);
  });

  it('"Pay now" on a suspended subscription captures the balance PayPal reports, re-activates it, and pays the licence through the next period at once', async () => {
    const kit = kitWithGrace();
    const { user, subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.clock.set(new Date(NEXT_BILLING.getTime() + 10 * DAY_MS));
    kit.payments.failPayment(paypalId, RENEWED_UNTIL);
    kit.payments.setStatus(paypalId, 'SUSPENDED', NEXT_BILLING);
    await event(kit, 'WH-SUSPENDED', 'BILLING.SUBSCRIPTION.SUSPENDED', paypalId);
    kit.payments.paymentTime = kit.clock.now();

    const paid = await kit.payNow.execute({ userId: user.id, subscriptionId: subscription.id });

    expect(paid).toMatchObject({
      paid: true,
      subscription: { status: 'active', endDate: RENEWED_UNTIL, nextBillingDate: RENEWED_UNTIL, overdueAccessUntil: null },
    });
    expect(kit.payments.captures).toEqual([{ id: paypalId, amount: { value: '720.00', currency: 'USD' }, requestId: expect.stringMatching(/^pf-pay-now-/) }]);
    expect(kit.payments.activations).toEqual([{ id: paypalId, requestId: expect.stringMatching(/^pf-reactivate-/) }]);
    expect(await kit.licenses.findById(license.id)).toMatchObject({
      isActive: true,
      paidThrough: RENEWED_UNTIL,
      expiryDate: new Date(RENEWED_UNTIL.getTime() + DEFAULT_GRACE_PERIOD_MS),
    });
    await expect(kit.payNow.execute({ userId: user.id, subscriptionId: subscription.id })).rejects.toMatchObject({ code: 'BILLING.NOTHING_DUE' });
    expect(kit.payments.captures).toHaveLength(1);
  });

  it('"Pay now" answers 404 for another account’s subscription and NOTHING_DUE for a cancelled one, charging nobody', async () => {
    const kit = kitWithGrace();
    const { user, subscription, paypalId } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    const stranger = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.failPayment(paypalId);

    await expect(kit.payNow.execute({ userId: stranger.user.id, subscriptionId: subscription.id })).rejects.toMatchObject({
      code: 'BILLING.SUBSCRIPTION_NOT_FOUND',
    });
    await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });
    await expect(kit.payNow.execute({ userId: user.id, subscriptionId: subscription.id })).rejects.toMatchObject({ code: 'BILLING.NOTHING_DUE' });
    expect(kit.payments.captures).toEqual([]);
  });

  it('a subscription suspended for a failed payment and paid since (PayPal refused to re-activate it then) is re-activated by reconciliation', async () => {
    const kit = kitWithGrace();
    const { subscription, paypalId } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.clock.set(new Date(NEXT_BILLING.getTime() + 10 * DAY_MS));
    kit.payments.failPayment(paypalId, RENEWED_UNTIL);
    kit.payments.setStatus(paypalId, 'SUSPENDED', NEXT_BILLING);
    await kit.reconcile.execute();
    // The capture went through at PayPal after the customer's page gave up on it.
    kit.payments.paymentTime = kit.clock.now();
    await kit.payments.captureOutstandingBalance(paypalId, { value: '720.00', currency: 'USD' }, 'late', 'pf-late');
    kit.clock.advance(HOUR_MS);

    await kit.reconcile.execute();

    expect(kit.payments.activations).toEqual([expect.objectContaining({ id: paypalId })]);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active', overdueAccessUntil: null, endDate: RENEWED_UNTIL });
  });

  it('PayPal suspending a subscription by hand (no failed payment) switches its licence off at once; re-activating it within the paid period switches it back on', async () => {
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
