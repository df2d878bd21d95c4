import { DAY_MS, HOUR_MS, PaymentLedgerPort } from '@pointforge/domain';
import { billingSuite } from './support/billing-suite';

/**
 * The payments ledger through the real app (MariaDB, the PayPal simulator over HTTP): the
 * first payment is recorded when the checkout is confirmed, once however many paths report
 * it, and one whose webhook was lost is recorded by reconciliation from PayPal's transaction list.
 */
describe('payments ledger (MariaDB, PayPal simulator over HTTP)', () => {
  const { simulator, app, webhook, subscriber, reconcileLater } = billingSuite('payments_ledger');

  /** The simulator's transaction list of the subscription (GET /v1/billing/subscriptions/{id}/transactions) as ids and amounts. */
  function transactionsListed(paypalId: string) {
    const url = new URL(`${simulator.baseUrl}/v1/billing/subscriptions/${paypalId}/transactions`);
    url.searchParams.set('start_time', new Date(Date.now() - 400 * DAY_MS).toISOString());
    url.searchParams.set('end_time', new Date(Date.now() + 400 * DAY_MS).toISOString());
    const { transactions } = simulator.listTransactions(simulator.subscriptions.get(paypalId)!, url) as {
      transactions: Array<{ id: string; amount_with_breakdown: { gross_amount: { value: string; currency_code: string } } }>;
    };
    return transactions.map(({ id, amount_with_breakdown: { gross_amount: gross } }) => ({ id, value: gross.value, currency: gross.currency_code }));
  }

  /** The ledger's rows of the subscription as ids and amounts, with the path that recorded each. */
  async function ledgerOf(subscriptionId: string) {
    const entries = await app().get(PaymentLedgerPort).listForSubscription(subscriptionId);
    return entries.map((entry) => ({
      id: entry.providerTransactionId,
      value: (entry.grossCents / 100).toFixed(2),
      currency: entry.currency,
      recordedFrom: entry.recordedFrom,
    }));
  }

  it('records the first payment at checkout; after a renewal’s PAYMENT.SALE.COMPLETED is lost, reconciliation makes the ledger equal PayPal’s transaction list', async () => {
    const { paypalId, subscriptionId } = await subscriber('ledger-renewal');
    expect(await ledgerOf(subscriptionId)).toEqual(transactionsListed(paypalId).map((listed) => ({ ...listed, recordedFrom: 'capture' })));
    expect((await webhook(simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId))).body.outcome).toBe('processed');

    // PayPal bills the renewal (the simulator takes it now) and its webhook never arrives.
    simulator.recordRenewal(paypalId);
    const lostDelivery = simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    // A paid-up subscription is read daily.
    const report = await reconcileLater(DAY_MS + HOUR_MS);

    expect(report.ledgerRecorded).toBe(1);
    const listed = transactionsListed(paypalId);
    expect(listed).toHaveLength(2);
    expect(await ledgerOf(subscriptionId)).toEqual([
      { ...listed[0]!, recordedFrom: 'capture' },
      { ...listed[1]!, recordedFrom: 'reconciliation' },
    ]);

    expect((await webhook(lostDelivery)).status).toBe(200);
    expect((await reconcileLater(3 * DAY_MS)).ledgerRecorded).toBe(0);
    expect((await ledgerOf(subscriptionId)).map((entry) => entry.recordedFrom)).toEqual(['capture', 'reconciliation']);
  });
});
