import { createBillingTestKit } from '../../testing/billing-test-kit';
import { pageRequest } from '../../shared/page';
import { DAY_MS } from '../../shared/time';
import type { AuditActor } from '../audit-entry.entity';
import { AuditTrail } from '../audit-trail';
import { ListSubscriptionPaymentsUseCase } from './list-subscription-payments.use-case';
import { RefundSubscriptionPaymentUseCase } from './refund-subscription-payment.use-case';

const actor: AuditActor = { userId: 'admin-1', email: 'ops@example.com', ip: '198.51.100.4', requestId: 'req-1' };

async function setUp() {
  const kit = createBillingTestKit();
  const audit = new AuditTrail(kit.auditLog, kit.tokens, kit.clock);
  const refund = new RefundSubscriptionPaymentUseCase(kit.subscriptions, kit.payments, kit.refunds, audit, kit.clock, kit.recorder);
  const listPayments = new ListSubscriptionPaymentsUseCase(kit.subscriptions, kit.refunds);
  const active = await kit.givenActiveSubscription('standard', 'annual', new Date(kit.clock.now().getTime() + 365 * DAY_MS));
  const firstPaidAt = kit.clock.now();
  kit.payments.givenSale({ id: 'SALE-FIRST', subscriptionId: active.paypalId, time: firstPaidAt });
  const auditEntries = async () => (await kit.auditLog.list({}, pageRequest())).items;
  return { kit, refund, listPayments, auditEntries, firstPaidAt, ...active };
}

describe('support refunds a subscription payment from the console', () => {
  it('lists the payments newest first, the latest marked, each refundable while something of it is left', async () => {
    const { kit, listPayments, subscription, paypalId, firstPaidAt } = await setUp();
    const renewedAt = new Date(firstPaidAt.getTime() + 30 * DAY_MS);
    kit.payments.givenSale({ id: 'SALE-RENEWAL', subscriptionId: paypalId, time: renewedAt, state: 'refunded' });
    kit.clock.set(renewedAt);

    expect(await listPayments.execute(subscription.id)).toEqual([
      { id: 'SALE-RENEWAL', status: 'refunded', amount: { value: '720.00', currency: 'USD' }, time: renewedAt, latest: true, refundable: false },
      { id: 'SALE-FIRST', status: 'completed', amount: { value: '720.00', currency: 'USD' }, time: firstPaidAt, latest: false, refundable: true },
    ]);
    await expect(listPayments.execute('no-such-subscription')).rejects.toMatchObject({ code: 'ADMIN.SUBSCRIPTION_NOT_FOUND' });
  });

  it('a full refund of the latest payment cancels at PayPal, stores the subscription cancelled, ends the licence, audits and emails once', async () => {
    const { kit, refund, subscription, paypalId, license, user, auditEntries } = await setUp();

    const result = await refund.execute({ subscriptionId: subscription.id, paymentId: 'SALE-FIRST', reason: 'Bought by mistake', actor });

    expect(result).toMatchObject({
      refund: { paymentId: 'SALE-FIRST', amount: { value: '720.00', currency: 'USD' }, full: true },
      endedSubscription: true,
      cancelledAtProvider: true,
      subscription: { id: subscription.id, status: 'cancelled', nextBillingDate: null },
    });
    expect(kit.payments.refunds).toEqual([
      { saleId: 'SALE-FIRST', amount: { value: '720.00', currency: 'USD' }, requestId: 'pf-refund-SALE-FIRST', id: result.refund.id },
    ]);
    expect(kit.payments.cancelled).toEqual([{ id: paypalId, reason: 'Payment refunded', requestId: `pf-cancel-${subscription.id}` }]);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false, paidThrough: kit.clock.now(), expiryDate: license.expiryDate });
    expect(kit.mailsOf('payment-refunded')).toEqual([
      expect.objectContaining({ to: user.email, data: expect.objectContaining({ amount: '$720.00', subscriptionEnded: true }) }),
    ]);
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        actor,
        action: 'subscription.payment_refunded',
        target: { type: 'subscription', id: subscription.id },
        before: { status: 'active', paymentId: 'SALE-FIRST', paymentStatus: 'completed', paymentAmount: '$720.00' },
        after: {
          status: 'cancelled',
          refundId: result.refund.id,
          refunded: '$720.00',
          full: true,
          endedSubscription: true,
          cancelledAtProvider: true,
          reason: 'Bought by mistake',
        },
      }),
    ]);

    // PayPal reports the refund back: nothing more happens, and the customer is not emailed twice.
    const reported = {
      id: 'WH-BACK',
      event_type: 'PAYMENT.SALE.REFUNDED',
      resource: { id: result.refund.id, sale_id: 'SALE-FIRST', amount: { total: '720.00', currency: 'USD' } },
    };
    expect(await kit.webhook.execute(kit.webhookDelivery(reported))).toBe('processed');
    expect(kit.mailJobs().filter((job) => job.message.template === 'payment-refunded')).toHaveLength(1);
    expect(kit.payments.cancelled).toHaveLength(1);
  });

  it('a partial refund changes nothing else: active, licence on, no cancel; the customer is told the subscription goes on', async () => {
    const { kit, refund, subscription, license, auditEntries } = await setUp();

    const result = await refund.execute({ subscriptionId: subscription.id, paymentId: 'SALE-FIRST', amount: '20.00', reason: 'Goodwill', actor });

    expect(result).toMatchObject({
      refund: { amount: { value: '20.00', currency: 'USD' }, full: false },
      endedSubscription: false,
      subscription: { status: 'active' },
    });
    expect(kit.payments.cancelled).toEqual([]);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: license.expiryDate });
    expect(kit.mailsOf('payment-refunded').map((mail) => mail.data)).toEqual([
      expect.objectContaining({ amount: '$20.00', paymentAmount: '$720.00', subscriptionEnded: false }),
    ]);
    expect((await auditEntries())[0]).toMatchObject({ after: { full: false, endedSubscription: false, reason: 'Goodwill' } });
  });

  it('a full refund of an older payment changes nothing else: the latest payment pays for the current period', async () => {
    const { kit, refund, subscription, paypalId, license } = await setUp();
    kit.clock.advance(30 * DAY_MS);
    kit.payments.givenSale({ id: 'SALE-RENEWAL', subscriptionId: paypalId, time: kit.clock.now() });

    const result = await refund.execute({ subscriptionId: subscription.id, paymentId: 'SALE-FIRST', reason: 'Double charge', actor });

    expect(result).toMatchObject({ refund: { full: true }, endedSubscription: false, subscription: { status: 'active' } });
    expect(kit.payments.cancelled).toEqual([]);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });
  });

  it('ends billing even when PayPal cannot cancel right now (the money has moved); the subscription is cancelled here, and PayPal’s report of the refund cancels it there', async () => {
    const { kit, refund, subscription, paypalId, license } = await setUp();
    kit.payments.failCancelFor(paypalId);

    const result = await refund.execute({ subscriptionId: subscription.id, paymentId: 'SALE-FIRST', reason: 'Refund', actor });

    expect(result).toMatchObject({ endedSubscription: true, cancelledAtProvider: false, subscription: { status: 'cancelled' } });
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false });
    kit.payments.recoverCancelFor(paypalId);
    const reported = {
      id: 'WH-LATE',
      event_type: 'PAYMENT.SALE.REFUNDED',
      resource: { id: result.refund.id, sale_id: 'SALE-FIRST', amount: { total: '720.00', currency: 'USD' } },
    };
    expect(await kit.webhook.execute(kit.webhookDelivery(reported))).toBe('processed');
    expect(kit.payments.cancelled).toEqual([expect.objectContaining({ id: paypalId })]);
  });

  it('refuses a payment not of this subscription, one refunded already, and more than is left, refunding nothing', async () => {
    const { kit, refund, subscription } = await setUp();
    const attempt = (paymentId: string, amount?: string) => refund.execute({ subscriptionId: subscription.id, paymentId, amount, reason: 'x', actor });

    await expect(attempt('SALE-ELSEWHERE')).rejects.toMatchObject({ code: 'BILLING.PAYMENT_NOT_FOUND' });
    await expect(attempt('SALE-FIRST', '720.01')).rejects.toMatchObject({ code: 'BILLING.REFUND_EXCEEDS_PAYMENT' });
    await attempt('SALE-FIRST', '700.00');
    await expect(attempt('SALE-FIRST', '30.00')).rejects.toMatchObject({ code: 'BILLING.REFUND_EXCEEDS_PAYMENT' });
    expect(kit.payments.refunds).toHaveLength(1);
    await attempt('SALE-FIRST');
    await expect(attempt('SALE-FIRST')).rejects.toMatchObject({ code: 'BILLING.PAYMENT_NOT_REFUNDABLE' });
    await expect(refund.execute({ subscriptionId: 'nope', paymentId: 'SALE-FIRST', reason: 'x', actor })).rejects.toMatchObject({
      code: 'ADMIN.SUBSCRIPTION_NOT_FOUND',
    });
  });

  it('records the refund in the ledger from PayPal’s answer; PayPal’s PAYMENT.SALE.REFUNDED report of it later finds it there', async () => {
    const { kit, refund, subscription, user } = await setUp();

    const result = await refund.execute({ subscriptionId: subscription.id, paymentId: 'SALE-FIRST', amount: '20.00', reason: 'Goodwill', actor });
    const reported = { id: result.refund.id, sale_id: 'SALE-FIRST', state: 'completed', amount: { total: '20.00', currency: 'USD' } };
    await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-REFUND', event_type: 'PAYMENT.SALE.REFUNDED', resource: reported }));

    expect(await kit.paymentLedger.listForSubscription(subscription.id)).toEqual([
      expect.objectContaining({
        kind: 'refund',
        providerTransactionId: result.refund.id,
        userId: user.id,
        grossCents: 2_000,
        relatesToTransactionId: 'SALE-FIRST',
        occurredAt: kit.clock.now(),
        recordedFrom: 'capture',
      }),
    ]);
  });
});
