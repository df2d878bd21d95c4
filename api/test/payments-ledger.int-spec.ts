import { DAY_MS, HOUR_MS, PaymentLedgerPort } from '@pointforge/domain';
import { billingSuite } from './support/billing-suite';

/**
 * The payments ledger through the real app (MariaDB, the PayPal simulator over HTTP): a
 * payment is recorded once from the webhook, and one whose webhook was lost is recorded by
 * reconciliation from PayPal's transaction list.
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

  it('after a lost PAYMENT.SALE.COMPLETED, reconciliation makes the ledger equal PayPal’s transaction list; the late delivery adds nothing', async () => {
    const delivered = await subscriber('ledger-delivered');
    const dropped = await subscriber('ledger-dropped');
    expect((await webhook(simulator.signedEvent('PAYMENT.SALE.COMPLETED', delivered.paypalId))).body.outcome).toBe('processed');
    const lostDelivery = simulator.signedEvent('PAYMENT.SALE.COMPLETED', dropped.paypalId);
    expect(await ledgerOf(dropped.subscriptionId)).toEqual([]);

    const report = await reconcileLater(DAY_MS + HOUR_MS);

    expect(report.ledgerRecorded).toBe(1);
    expect(await ledgerOf(delivered.subscriptionId)).toEqual(transactionsListed(delivered.paypalId).map((listed) => ({ ...listed, recordedFrom: 'webhook' })));
    expect(await ledgerOf(dropped.subscriptionId)).toEqual(
      transactionsListed(dropped.paypalId).map((listed) => ({ ...listed, recordedFrom: 'reconciliation' })),
    );
    expect(transactionsListed(dropped.paypalId)).toHaveLength(1);

    expect((await webhook(lostDelivery)).status).toBe(200);
    expect(await ledgerOf(dropped.subscriptionId)).toEqual([expect.objectContaining({ recordedFrom: 'reconciliation' })]);
    expect((await reconcileLater(2 * DAY_MS + HOUR_MS)).ledgerRecorded).toBe(0);
  });
});
