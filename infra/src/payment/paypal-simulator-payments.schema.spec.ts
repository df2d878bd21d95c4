import { describe, expect, it } from '@jest/globals';
import { SIMULATOR_CREDENTIALS } from './paypal-simulator';
import { expectValid, expectValidReversedSale, responseSchema, simulatorUnderTest, validatorAt } from '../testing/paypal-openapi';

describe('the PayPal simulator against PayPal’s OpenAPI descriptions', () => {
  const suite = simulatorUnderTest();
  const { simulator, call, createSubscription } = suite;

  it('catalog: a plan created through POST /v1/billing/plans (the product API’s own file is not kept here)', async () => {
    const product = await call('POST', '/v1/catalogs/products', { name: 'PointForge', type: 'DIGITAL', category: 'SOFTWARE' });
    expect(product.status).toBe(201);
    const plan = await call('POST', '/v1/billing/plans', {
      product_id: (product.json as { id: string }).id,
      name: 'Standard monthly',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: '49.00', currency_code: 'USD' } },
        },
      ],
      payment_preferences: { payment_failure_threshold: 3 },
    });
    expect(plan.status).toBe(201);
    expectValid(responseSchema('billing', 'post', '/v1/billing/plans', 201), plan.json);
  });

  it('ids look like PayPal’s: I- and 12 (subscription), 17 (sale, refund), PAYID- and 24, WH- 17 - 17 (event), a UUID transmission id', async () => {
    const id = await createSubscription('schema-ids');
    expect(id).toMatch(/^I-[A-Z0-9]{12}$/);
    simulator.approve(id);
    const sale = simulator.latestSale(id);
    expect(sale.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(sale.parent_payment).toMatch(/^PAYID-[A-Z0-9]{24}$/);
    const deliveries = [
      simulator.signedEvent('BILLING.SUBSCRIPTION.ACTIVATED', id),
      simulator.signedEvent('PAYMENT.SALE.COMPLETED', id),
      simulator.refundLatestPayment(id, '1.00'),
      simulator.disputeLatestPayment(id),
      simulator.reverseLatestPayment(id),
    ];
    for (const delivery of deliveries) {
      expect(delivery.event.id).toMatch(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/);
      expect(delivery.headers['paypal-transmission-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(new Set(deliveries.map((delivery) => delivery.event.id)).size).toBe(deliveries.length);
    expect(deliveries[2]!.event.resource.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(deliveries[3]!.event.resource.dispute_id).toMatch(/^PP-D-\d+$/);
  });

  it('payments: a sale read through GET /v1/payments/sale/{id}, completed, partially refunded, refunded and reversed', async () => {
    const getSale = responseSchema('payments', 'get', '/v1/payments/sale/{sale_id}', 200);
    const id = await createSubscription('schema-3');
    simulator.approve(id);
    const saleId = simulator.latestSale(id).id;
    expectValid(getSale, (await call('GET', `/v1/payments/sale/${saleId}`)).json);
    simulator.refundLatestPayment(id, '10.00');
    expectValid(getSale, (await call('GET', `/v1/payments/sale/${saleId}`)).json);
    simulator.refundLatestPayment(id);
    expectValid(getSale, (await call('GET', `/v1/payments/sale/${saleId}`)).json);
    simulator.recordRenewal(id);
    simulator.reverseLatestPayment(id);
    expectValidReversedSale(getSale, (await call('GET', `/v1/payments/sale/${simulator.latestSale(id).id}`)).json);
  });

  it('refunds through POST /v1/payments/sale/{id}/refund (partial, then what is left, a retry, PayPal’s refusals) and their PAYMENT.SALE.REFUNDED', async () => {
    const refunded = (status: number) => responseSchema('payments', 'post', '/v1/payments/sale/{sale_id}/refund', status);
    const id = await createSubscription('schema-refund');
    simulator.approve(id);
    const {
      id: saleId,
      amount: { total: price },
    } = simulator.latestSale(id);
    const rest = (Number(price) - 20).toFixed(2);
    const refund = (body: unknown, requestId?: string) =>
      fetch(`${simulator.baseUrl}/v1/payments/sale/${saleId}/refund`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${suite.token}`, 'Content-Type': 'application/json', ...(requestId ? { 'PayPal-Request-Id': requestId } : {}) },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, json: (await response.json()) as Record<string, unknown> }));

    const partial = await refund({ amount: { total: '20.00', currency: 'USD' } }, 'pf-refund-1');
    expect(partial).toMatchObject({
      status: 201,
      json: { state: 'completed', sale_id: saleId, amount: { total: '20.00', currency: 'USD' }, total_refunded_amount: { value: '20.00' } },
    });
    expectValid(refunded(201), partial.json);
    const retried = await refund({ amount: { total: '20.00', currency: 'USD' } }, 'pf-refund-1');
    expect(retried).toMatchObject({ status: 200, json: { id: partial.json.id } });
    expectValid(refunded(200), retried.json);
    const tooMuch = await refund({ amount: { total: (Number(rest) + 0.01).toFixed(2), currency: 'USD' } });
    expect(tooMuch).toMatchObject({ status: 400, json: { name: 'REFUND_EXCEEDED_TRANSACTION_AMOUNT' } });
    expectValid(refunded('default' as unknown as number), tooMuch.json);
    const remainder = await refund({});
    expect(remainder).toMatchObject({ status: 201, json: { amount: { total: rest }, total_refunded_amount: { value: price } } });
    expect(simulator.latestSale(id).state).toBe('refunded');
    const again = await refund({});
    expect(again).toMatchObject({ status: 400, json: { name: 'TRANSACTION_ALREADY_REFUNDED' } });
    expectValid(refunded('default' as unknown as number), again.json);

    // As PayPal, a refund made through the API is announced by PAYMENT.SALE.REFUNDED, its resource the refund.
    const delivery = simulator.refundedEvent(remainder.json.id as string);
    expect(delivery.event).toMatchObject({
      event_type: 'PAYMENT.SALE.REFUNDED',
      resource: { id: remainder.json.id, sale_id: saleId, amount: { total: rest } },
    });
    expectValid(validatorAt('webhooks', 'components', 'schemas', 'event'), JSON.parse(delivery.body));
    expectValid(validatorAt('payments', 'components', 'schemas', 'refund'), delivery.event.resource);
  });

  it('lists a subscription’s payments through GET /v1/billing/subscriptions/{id}/transactions, each status the tests use, in the time range asked', async () => {
    const list = responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}/transactions', 200);
    const id = await createSubscription('schema-transactions');
    simulator.approve(id);
    simulator.refundLatestPayment(id, '5.00');
    simulator.recordRenewal(id);
    simulator.refundLatestPayment(id);
    simulator.recordRenewal(id);
    simulator.reverseLatestPayment(id);
    simulator.recordRenewal(id);
    const range = (from: Date, to: Date) => `start_time=${from.toISOString()}&end_time=${to.toISOString()}`;

    const answer = await call(
      'GET',
      `/v1/billing/subscriptions/${id}/transactions?${range(new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000))}`,
    );
    expect(answer.status).toBe(200);
    expectValid(list, answer.json);
    const { transactions } = answer.json as { transactions: Array<{ id: string; status: string; status_details?: { reason: string } }> };
    expect(transactions.map((transaction) => [transaction.status, transaction.status_details?.reason])).toEqual([
      ['PARTIALLY_REFUNDED', undefined],
      ['REFUNDED', undefined],
      ['REFUNDED', 'CHARGEBACK'],
      ['COMPLETED', undefined],
    ]);
    expect(transactions.at(-1)?.id).toBe(simulator.latestSale(id).id);
    const before = await call(
      'GET',
      `/v1/billing/subscriptions/${id}/transactions?${range(new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 86_400_000))}`,
    );
    expect((before.json as { transactions: unknown[] }).transactions).toEqual([]);
    expectValid(list, before.json);
    const missing = await call('GET', `/v1/billing/subscriptions/${id}/transactions`);
    expect(missing.status).toBe(400);
    expectValid(validatorAt('billing', 'components', 'schemas', 'error_400'), missing.json);
  });

  it('reversals in each shape PayPal sends: the sale without or with billing_agreement_id, and refund-shaped naming the sale', async () => {
    const event = validatorAt('webhooks', 'components', 'schemas', 'event');
    const sale = validatorAt('payments', 'components', 'schemas', 'sale');
    const refund = validatorAt('payments', 'components', 'schemas', 'refund');
    const id = await createSubscription('schema-reversals');
    simulator.approve(id);

    const plain = simulator.reverseLatestPayment(id);
    expect(plain.event.resource).not.toHaveProperty('billing_agreement_id');
    simulator.recordRenewal(id);
    const withAgreement = simulator.reverseLatestPayment(id, { withSubscription: true });
    expect(withAgreement.event.resource).toMatchObject({ billing_agreement_id: id });
    expectValidReversedSale(sale, withAgreement.event.resource);
    simulator.recordRenewal(id);
    const refundShaped = simulator.reverseLatestPayment(id, { resource: 'refund' });
    expect(refundShaped.event).toMatchObject({ resource_type: 'refund', resource: { sale_id: simulator.latestSale(id).id } });
    expect(refundShaped.event.resource.id).not.toBe(simulator.latestSale(id).id);
    expectValid(refund, refundShaped.event.resource);
    for (const delivery of [plain, withAgreement, refundShaped]) expectValid(event, JSON.parse(delivery.body));
  });

  it('webhooks: every event the tests send is a PayPal event whose resource is a subscription, a sale or a refund', async () => {
    const event = validatorAt('webhooks', 'components', 'schemas', 'event');
    const subscription = validatorAt('billing', 'components', 'schemas', 'subscription');
    const sale = validatorAt('payments', 'components', 'schemas', 'sale');
    const refund = validatorAt('payments', 'components', 'schemas', 'refund');
    const id = await createSubscription('schema-4');
    simulator.approve(id);

    for (const type of [
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.RE-ACTIVATED',
      'BILLING.SUBSCRIPTION.CANCELLED',
    ]) {
      const delivery = simulator.signedEvent(type, id);
      expectValid(event, JSON.parse(delivery.body));
      expectValid(subscription, delivery.event.resource);
    }
    const completed = simulator.signedEvent('PAYMENT.SALE.COMPLETED', id);
    expectValid(event, JSON.parse(completed.body));
    expectValid(sale, completed.event.resource);
    const refunded = simulator.refundLatestPayment(id);
    expectValid(event, JSON.parse(refunded.body));
    expectValid(refund, refunded.event.resource);
    // The dispute resource's schema is in customer_disputes_v1, none of the three files kept
    // here: only the event envelope is checked (see infra/test-fixtures/paypal-openapi/README.md).
    const disputed = simulator.disputeLatestPayment(id);
    expectValid(event, JSON.parse(disputed.body));
    expectValid(event, JSON.parse(simulator.resolveDispute(disputed.event.resource.dispute_id as string, 'RESOLVED_SELLER_FAVOUR').body));
    simulator.recordRenewal(id);
    const reversed = simulator.reverseLatestPayment(id);
    expectValid(event, JSON.parse(reversed.body));
    expectValidReversedSale(sale, reversed.event.resource);

    const verified = await call('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: completed.headers['paypal-auth-algo'],
      cert_url: completed.headers['paypal-cert-url'],
      transmission_id: completed.headers['paypal-transmission-id'],
      transmission_sig: completed.headers['paypal-transmission-sig'],
      transmission_time: completed.headers['paypal-transmission-time'],
      webhook_id: SIMULATOR_CREDENTIALS.webhookId,
      webhook_event: completed.event,
    });
    expectValid(responseSchema('webhooks', 'post', '/v1/notifications/verify-webhook-signature', 200), verified.json);
  });
});
