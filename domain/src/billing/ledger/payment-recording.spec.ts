import { DAY_MS } from '../../shared/time';
import { createBillingTestKit, type BillingTestKit } from '../../testing/billing-test-kit';
import type { LedgerEntry } from './ledger-entry';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');
/** Before the kit's clock (BUILDER_EPOCH, 2025-06-01), as a payment already taken. */
const SOLD_AT = '2025-05-31T09:30:00.000Z';

/** An active Standard annual subscription, paid by SALE-PAID (720.00 USD) at SOLD_AT, listed by PayPal. */
async function givenPaidSubscription() {
  const kit = createBillingTestKit();
  const active = await kit.givenActiveSubscription('standard', 'annual', NEXT_BILLING);
  kit.payments.givenSale({ id: 'SALE-PAID', subscriptionId: active.paypalId, amount: { value: '720.00', currency: 'USD' }, time: new Date(SOLD_AT) });
  return { kit, ...active };
}

function saleCompleted(eventId: string, paypalId: string, extra: Record<string, unknown> = {}) {
  return {
    id: eventId,
    event_type: 'PAYMENT.SALE.COMPLETED',
    resource: {
      id: 'SALE-PAID',
      state: 'completed',
      billing_agreement_id: paypalId,
      amount: { total: '720.00', currency: 'USD' },
      create_time: SOLD_AT,
      ...extra,
    },
  };
}

/** The ledger's rows of the subscription, without their generated ids. */
async function ledgerOf(kit: BillingTestKit, subscriptionId: string): Promise<Array<Omit<LedgerEntry, 'id'>>> {
  return (await kit.paymentLedger.listForSubscription(subscriptionId)).map(({ id: _id, ...entry }) => entry);
}

describe('recording payments, refunds and reversals in the ledger', () => {
  it('records a completed sale from the webhook with PayPal tax and fee, once however many events report it', async () => {
    const { kit, user, subscription, paypalId } = await givenPaidSubscription();
    const extra = { amount: { total: '720.00', currency: 'USD', details: { tax: '93.91' } }, transaction_fee: { value: '21.18', currency: 'USD' } };

    await kit.webhook.execute(kit.webhookDelivery(saleCompleted('WH-1', paypalId, extra)));
    await kit.webhook.execute(kit.webhookDelivery(saleCompleted('WH-2', paypalId, extra)));

    expect(await ledgerOf(kit, subscription.id)).toEqual([
      {
        kind: 'payment',
        providerTransactionId: 'SALE-PAID',
        userId: user.id,
        subscriptionId: subscription.id,
        plan: 'standard',
        billingType: 'annual',
        grossCents: 72_000,
        vatCents: 9_391,
        feeCents: 2_118,
        currency: 'USD',
        occurredAt: new Date(SOLD_AT),
        recordedFrom: 'webhook',
        relatesToTransactionId: null,
      },
    ]);
  });

  it('records a partial refund and a later full one from the webhook, each naming the payment, VAT 0 and fee unknown', async () => {
    const { kit, subscription, paypalId } = await givenPaidSubscription();
    await kit.webhook.execute(kit.webhookDelivery(saleCompleted('WH-1', paypalId)));
    const refunded = (id: string, total: string) => ({
      id: `WH-${id}`,
      event_type: 'PAYMENT.SALE.REFUNDED',
      resource: { id, sale_id: 'SALE-PAID', state: 'completed', amount: { total, currency: 'USD' }, create_time: '2025-06-03T00:00:00.000Z' },
    });

    await kit.webhook.execute(kit.webhookDelivery(refunded('REFUND-A', '20.00')));
    kit.payments.setSaleState('SALE-PAID', 'refunded');
    await kit.webhook.execute(kit.webhookDelivery(refunded('REFUND-B', '700.00')));

    const refunds = (await ledgerOf(kit, subscription.id)).filter((entry) => entry.kind === 'refund');
    expect(
      refunds.map(({ providerTransactionId, grossCents, vatCents, feeCents, relatesToTransactionId, recordedFrom }) => ({
        providerTransactionId,
        grossCents,
        vatCents,
        feeCents,
        relatesToTransactionId,
        recordedFrom,
      })),
    ).toEqual([
      { providerTransactionId: 'REFUND-A', grossCents: 2_000, vatCents: 0, feeCents: null, relatesToTransactionId: 'SALE-PAID', recordedFrom: 'webhook' },
      { providerTransactionId: 'REFUND-B', grossCents: 70_000, vatCents: 0, feeCents: null, relatesToTransactionId: 'SALE-PAID', recordedFrom: 'webhook' },
    ]);
  });

  it('records a reversal once, keyed by its sale, whether PayPal sends it sale-shaped or refund-shaped', async () => {
    const { kit, subscription, paypalId } = await givenPaidSubscription();
    kit.payments.setSaleState('SALE-PAID', 'reversed');
    const saleShaped = { id: 'SALE-PAID', state: 'reversed', billing_agreement_id: paypalId, amount: { total: '720.00', currency: 'USD' } };
    const refundShaped = { id: 'REVERSAL-7', sale_id: 'SALE-PAID', state: 'completed', amount: { total: '720.00', currency: 'USD' } };

    await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-V1', event_type: 'PAYMENT.SALE.REVERSED', resource: saleShaped }));
    await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-V2', event_type: 'PAYMENT.SALE.REVERSED', resource: refundShaped }));

    expect(await ledgerOf(kit, subscription.id)).toEqual([
      expect.objectContaining({ kind: 'reversal', providerTransactionId: 'SALE-PAID-REVERSAL', grossCents: 72_000, relatesToTransactionId: 'SALE-PAID' }),
    ]);
  });

  it('confirming a paid checkout records its first payment from PayPal’s list; the webhook then finds it there', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout('professional', 'monthly');
    kit.payments.givenSale({ id: 'SALE-FIRST', subscriptionId: paypalId, amount: { value: '99.00', currency: 'USD' }, time: kit.clock.now() });
    kit.payments.approve(paypalId, NEXT_BILLING, kit.clock.now());

    await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });
    const late = { id: 'SALE-FIRST', billing_agreement_id: paypalId, amount: { total: '99.00', currency: 'USD' } };
    await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-FIRST', event_type: 'PAYMENT.SALE.COMPLETED', resource: late }));

    expect(await ledgerOf(kit, subscription.id)).toEqual([
      expect.objectContaining({
        providerTransactionId: 'SALE-FIRST',
        plan: 'professional',
        billingType: 'monthly',
        grossCents: 9_900,
        recordedFrom: 'capture',
      }),
    ]);
  });

  it('a ledger that cannot be written is reported, not thrown: the webhook still completes, and reconciliation records the payment later', async () => {
    const { kit, subscription, paypalId } = await givenPaidSubscription();
    const recordOnce = kit.paymentLedger.recordOnce.bind(kit.paymentLedger);
    kit.paymentLedger.recordOnce = () => Promise.reject(new Error('ledger table locked'));

    await expect(kit.webhook.execute(kit.webhookDelivery(saleCompleted('WH-OUTAGE', paypalId)))).resolves.not.toThrow();
    expect(kit.ledgerFailures).toEqual(['SALE-PAID']);
    expect(await ledgerOf(kit, subscription.id)).toEqual([]);

    kit.paymentLedger.recordOnce = recordOnce;
    expect(await kit.reconcile.execute()).toMatchObject({ ledgerRecorded: 1 });
    expect(await ledgerOf(kit, subscription.id)).toEqual([expect.objectContaining({ providerTransactionId: 'SALE-PAID', recordedFrom: 'reconciliation' })]);
  });

  it('reconciliation records the payment whose webhook was lost, and the webhook arriving later finds it there', async () => {
    const { kit, subscription, paypalId } = await givenPaidSubscription();

    expect(await kit.reconcile.execute()).toMatchObject({ ledgerRecorded: 1 });
    await kit.webhook.execute(kit.webhookDelivery(saleCompleted('WH-LATE', paypalId)));

    expect(await ledgerOf(kit, subscription.id)).toEqual([
      expect.objectContaining({ providerTransactionId: 'SALE-PAID', grossCents: 72_000, occurredAt: new Date(SOLD_AT), recordedFrom: 'reconciliation' }),
    ]);
    kit.clock.set(new Date(kit.clock.now().getTime() + DAY_MS));
    expect(await kit.reconcile.execute()).toMatchObject({ ledgerRecorded: 0 });
  });

  it('reconciliation records a reversed payment with its reversal, and leaves out payments older than 31 days', async () => {
    const { kit, subscription, paypalId } = await givenPaidSubscription();
    kit.payments.setSaleState('SALE-PAID', 'reversed');
    kit.payments.givenSale({ id: 'SALE-OLD', subscriptionId: paypalId, time: new Date(kit.clock.now().getTime() - 32 * DAY_MS) });

    expect(await kit.reconcile.execute()).toMatchObject({ ledgerRecorded: 2 });

    expect((await ledgerOf(kit, subscription.id)).map((entry) => [entry.kind, entry.providerTransactionId, entry.recordedFrom])).toEqual([
      ['payment', 'SALE-PAID', 'reconciliation'],
      ['reversal', 'SALE-PAID-REVERSAL', 'reconciliation'],
    ]);
  });

  it('records the one-time order of an upgrade from its capture, as a payment for the new plan', async () => {
    const { kit, user, subscription } = await givenPaidSubscription();
    kit.clock.set(new Date(NEXT_BILLING.getTime() - 12 * DAY_MS));
    await kit.changePlan.execute({ userId: user.id, subscriptionId: subscription.id, plan: 'enterprise', billingType: 'annual' });
    const orderId = [...kit.payments.orders.keys()][0]!;
    kit.payments.approveOrder(orderId);

    await kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id, orderId });

    const order = kit.payments.orders.get(orderId)!;
    expect(await ledgerOf(kit, subscription.id)).toEqual([
      expect.objectContaining({
        kind: 'payment',
        providerTransactionId: `CAPTURE-${orderId}`,
        plan: 'enterprise',
        billingType: 'annual',
        grossCents: Math.round(Number(order.amount.value) * 100),
        occurredAt: kit.clock.now(),
        recordedFrom: 'capture',
      }),
    ]);
  });
});
