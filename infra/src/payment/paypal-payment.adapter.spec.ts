import { describe, expect, it } from '@jest/globals';
import { PaypalSimulator, SIMULATOR_CREDENTIALS } from './paypal-simulator';
import { aCheckout, CREATE } from '../testing/paypal-checkouts';
import { adapterForSimulator, paypalAgainstSimulator } from '../testing/paypal-against-simulator';

describe('PaypalPaymentAdapter against the PayPal simulator over HTTP', () => {
  const suite = paypalAgainstSimulator();
  const { simulator } = suite;

  it('creates a subscription with PayPal’s field names and returns the approve link', async () => {
    const created = await suite.paypal.createSubscription(aCheckout());

    expect(created.id).toMatch(/^I-/);
    expect(created.approvalUrl).toMatch(new RegExp(`^${simulator.baseUrl}/checkoutnow\\?ba_token=BA-`));
    const [request] = simulator.requestsTo('/v1/billing/subscriptions', 'POST').slice(-1);
    expect(request?.headers['paypal-request-id']).toBe('pf-create-sub-1');
    expect(request?.body).toEqual({
      plan_id: CREATE.planId,
      custom_id: 'sub-1',
      application_context: {
        brand_name: 'PointForge',
        return_url: CREATE.returnUrl,
        cancel_url: CREATE.cancelUrl,
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
      },
    });
  });

  it('sends a start time as PayPal’s start_time: approved, the subscription is ACTIVE with nothing paid until then', async () => {
    const startTime = new Date(Date.now() + 10 * 86_400_000);
    const { id } = await suite.paypal.createSubscription({ ...aCheckout(), startTime });

    const [request] = simulator.requestsTo('/v1/billing/subscriptions', 'POST').slice(-1);
    expect(request?.body).toMatchObject({ start_time: startTime.toISOString() });
    simulator.approve(id);
    expect(await suite.paypal.getSubscription(id)).toMatchObject({ status: 'ACTIVE', nextBillingTime: startTime, lastPaymentTime: null, cyclesCompleted: 0 });
  });

  it('reads status, plan, custom id and billing times; approval redirects as PayPal does', async () => {
    const checkout = aCheckout();
    const { id } = await suite.paypal.createSubscription(checkout);
    expect(await suite.paypal.getSubscription(id)).toMatchObject({
      id,
      status: 'APPROVAL_PENDING',
      planId: CREATE.planId,
      customId: checkout.customId,
      nextBillingTime: null,
    });

    const back = new URL(simulator.approve(id));
    expect(back.searchParams.get('subscription_id')).toBe(id);
    expect(back.searchParams.get('ba_token')).toMatch(/^BA-/);
    expect(back.searchParams.get('token')).toBeTruthy();
    expect(back.searchParams.get('plan')).toBe('standard');
    // As at PayPal, approval alone takes no money: the subscription is APPROVED until the first payment.
    expect(simulator.subscriptions.get(id)?.status).toBe('APPROVED');
    expect([...simulator.sales.values()].filter((sale) => sale.billing_agreement_id === id)).toEqual([]);
    const active = await suite.paypal.getSubscription(id);
    expect(active.status).toBe('ACTIVE');
    expect(active.nextBillingTime!.getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    expect(active.lastPaymentTime).toBeInstanceOf(Date);
  });

  it('after approval PayPal answers APPROVED, no payment, until it takes the first payment; then ACTIVE and paid; a declining payment stays APPROVED', async () => {
    const { id } = await suite.paypal.createSubscription(aCheckout());
    simulator.approve(id, { callsBeforePayment: 2 });

    for (let read = 0; read < 2; read += 1) {
      expect(await suite.paypal.getSubscription(id)).toMatchObject({ status: 'APPROVED', lastPaymentTime: null, nextBillingTime: null, cyclesCompleted: 0 });
    }
    const active = await suite.paypal.getSubscription(id);
    expect(active).toMatchObject({ status: 'ACTIVE', cyclesCompleted: 1, failedPaymentsCount: 0 });
    expect(active.lastPaymentTime).toBeInstanceOf(Date);
    expect(simulator.latestSale(id).state).toBe('completed');

    const declined = (await suite.paypal.createSubscription(aCheckout())).id;
    simulator.approve(declined, { paymentDeclines: true });
    for (let read = 0; read < 3; read += 1)
      expect(await suite.paypal.getSubscription(declined)).toMatchObject({ status: 'APPROVED', lastPaymentTime: null, failedPaymentsCount: 1 });
    simulator.collectPayment(declined);
    expect(await suite.paypal.getSubscription(declined)).toMatchObject({ status: 'ACTIVE', cyclesCompleted: 1 });
  });

  it('cancels with a reason and a request id', async () => {
    const { id } = await suite.paypal.createSubscription(aCheckout());
    simulator.approve(id);
    await suite.paypal.cancelSubscription(id, 'Cancelled by the customer', 'pf-cancel-1');

    const [request] = simulator.requestsTo(`/v1/billing/subscriptions/${id}/cancel`);
    expect(request?.body).toEqual({ reason: 'Cancelled by the customer' });
    expect(request?.headers['paypal-request-id']).toBe('pf-cancel-1');
    expect((await suite.paypal.getSubscription(id)).status).toBe('CANCELLED');
  });

  it('the simulator refuses, as PayPal does, to cancel a subscription that is not ACTIVE or SUSPENDED (422 SUBSCRIPTION_STATUS_INVALID)', async () => {
    const token = (await (
      await fetch(`${simulator.baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${SIMULATOR_CREDENTIALS.clientId}:${SIMULATOR_CREDENTIALS.clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const cancel = (id: string) =>
      fetch(`${simulator.baseUrl}/v1/billing/subscriptions/${id}/cancel`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: 'test' }),
      });
    const pending = (await suite.paypal.createSubscription(aCheckout())).id;
    const approved = (await suite.paypal.createSubscription(aCheckout())).id;
    simulator.markApproved(approved);

    for (const id of [pending, approved]) {
      const refused = await cancel(id);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        name: 'UNPROCESSABLE_ENTITY',
        debug_id: expect.any(String),
        details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: expect.stringContaining('should be active or suspended') }],
      });
      expect(simulator.subscriptions.get(id)?.status).not.toBe('CANCELLED');
    }
    simulator.approve(pending);
    expect((await cancel(pending)).status).toBe(204);
    expect((await cancel(pending)).status).toBe(422);
  });

  it('reads a payment as a sale naming its subscription, and follows refunds and reversals in PayPal’s shapes', async () => {
    const { id } = await suite.paypal.createSubscription(aCheckout());
    simulator.approve(id);
    const saleId = simulator.latestSale(id).id;
    expect(await suite.paypal.getSale(saleId)).toEqual({ id: saleId, state: 'completed', subscriptionId: id, amount: { value: '720.00', currency: 'USD' } });

    const partial = simulator.refundLatestPayment(id, '20.00');
    expect(partial.event).toMatchObject({ event_type: 'PAYMENT.SALE.REFUNDED', resource_type: 'refund' });
    expect(partial.event.resource).toMatchObject({
      sale_id: saleId,
      parent_payment: expect.stringMatching(/^PAYID-/),
      state: 'completed',
      amount: { total: '20.00', currency: 'USD' },
    });
    expect(partial.event.resource).not.toHaveProperty('billing_agreement_id');
    expect((await suite.paypal.getSale(saleId)).state).toBe('partially_refunded');
    simulator.refundLatestPayment(id, '700.00');
    expect((await suite.paypal.getSale(saleId)).state).toBe('refunded');

    simulator.recordRenewal(id);
    const reversal = simulator.reverseLatestPayment(id);
    expect(reversal.event).toMatchObject({ event_type: 'PAYMENT.SALE.REVERSED', resource: { state: 'reversed' } });
    expect(reversal.event.resource).not.toHaveProperty('billing_agreement_id');
    expect(await suite.paypal.getSale(reversal.event.resource.id as string)).toMatchObject({ state: 'reversed', subscriptionId: id });
    expect(await suite.paypal.verifyWebhook(reversal.headers, reversal.body)).toBe(true);

    await expect(suite.paypal.getSale('SALE-UNKNOWN')).rejects.toMatchObject({ kind: 'provider_failed' });
  });

  it('lists a subscription’s payments and refunds one, in part and then what is left, with the request id; PayPal’s refusals have their own errors', async () => {
    const { id } = await suite.paypal.createSubscription(aCheckout());
    simulator.approve(id);
    const saleId = simulator.latestSale(id).id;
    const day = 24 * 3600 * 1000;
    const list = () => suite.paypal.listSubscriptionPayments(id, new Date(Date.now() - day), new Date(Date.now() + day));
    expect(await list()).toEqual([{ id: saleId, status: 'completed', amount: { value: '720.00', currency: 'USD' }, time: expect.any(Date) }]);

    expect(await suite.paypal.refundPayment({ saleId, amount: { value: '20.00', currency: 'USD' }, requestId: 'pf-refund-part' })).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      saleId,
      amount: { value: '20.00', currency: 'USD' },
    });
    const [sent] = simulator.requestsTo(`/v1/payments/sale/${saleId}/refund`, 'POST');
    expect(sent).toMatchObject({ headers: { 'paypal-request-id': 'pf-refund-part' }, body: { amount: { total: '20.00', currency: 'USD' } } });
    expect((await list())[0]?.status).toBe('partially_refunded');
    await expect(suite.paypal.refundPayment({ saleId, amount: { value: '700.01', currency: 'USD' }, requestId: 'pf-refund-over' })).rejects.toMatchObject({
      code: 'BILLING.REFUND_EXCEEDS_PAYMENT',
    });
    expect(await suite.paypal.refundPayment({ saleId, amount: null, requestId: 'pf-refund-rest' })).toMatchObject({
      amount: { value: '700.00', currency: 'USD' },
    });
    expect(simulator.requestsTo(`/v1/payments/sale/${saleId}/refund`, 'POST').at(-1)?.body).toEqual({});
    await expect(suite.paypal.refundPayment({ saleId, amount: null, requestId: 'pf-refund-again' })).rejects.toMatchObject({
      code: 'BILLING.PAYMENT_NOT_REFUNDABLE',
    });

    simulator.recordRenewal(id);
    simulator.reverseLatestPayment(id);
    expect((await list()).map((payment) => payment.status)).toEqual(['refunded', 'reversed']);
    expect(await suite.paypal.listSubscriptionPayments(id, new Date(Date.now() - 2 * day), new Date(Date.now() - day))).toEqual([]);
  });

  it('verifies a simulator-signed event with the exact bytes received, and refuses a forged one', async () => {
    const { id } = await suite.paypal.createSubscription(aCheckout());
    const delivery = simulator.signedEvent('BILLING.SUBSCRIPTION.ACTIVATED', id);
    expect(await suite.paypal.verifyWebhook(delivery.headers, delivery.body)).toBe(true);

    const [request] = simulator.requestsTo('/v1/notifications/verify-webhook-signature').slice(-1);
    expect(Object.keys(request?.body as object).sort()).toEqual(
      ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_event', 'webhook_id'].sort(),
    );
    // PayPal signs the bytes it sends: a body not written as JSON.stringify would write it is
    // verified only because those very bytes are spliced into the verification request.
    const pretty = simulator.signedEvent('BILLING.SUBSCRIPTION.ACTIVATED', id, (event) => JSON.stringify(event, null, 2));
    expect(pretty.body).not.toBe(JSON.stringify(JSON.parse(pretty.body)));
    expect(await suite.paypal.verifyWebhook(pretty.headers, pretty.body)).toBe(true);

    const forgedBody = delivery.body.replace('ACTIVATED', 'CANCELLED');
    expect(await suite.paypal.verifyWebhook(delivery.headers, forgedBody)).toBe(false);
    expect(await suite.paypal.verifyWebhook({ ...delivery.headers, 'paypal-transmission-sig': 'forged' }, delivery.body)).toBe(false);
    expect(await suite.paypal.verifyWebhook({}, delivery.body)).toBe(false);
  });

  it('asks for one token and reuses it across requests', async () => {
    const fresh = adapterForSimulator(simulator.baseUrl);
    const before = simulator.requestsTo('/v1/oauth2/token').length;
    await Promise.all([fresh.createSubscription(aCheckout()), fresh.createSubscription(aCheckout())]);
    await fresh.createSubscription(aCheckout());
    const tokenCalls = simulator.requestsTo('/v1/oauth2/token').slice(before);
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.body).toBe('grant_type=client_credentials');
    expect(tokenCalls[0]?.headers.authorization).toMatch(/^Basic /);
  });

  it('throws provider_failed when PayPal is unreachable or refuses the credentials', async () => {
    const closed = new PaypalSimulator();
    const url = await closed.listen();
    await closed.close();
    const unreachable = adapterForSimulator(url);
    await expect(unreachable.getSubscription('I-1')).rejects.toMatchObject({ kind: 'provider_failed', code: 'BILLING.PROVIDER_FAILED' });
    const wrong = adapterForSimulator(simulator.baseUrl, { clientSecret: 'wrong' });
    await expect(wrong.getSubscription('I-1')).rejects.toMatchObject({ kind: 'provider_failed' });
  });

  describe('retries and refusals', () => {
    function adapterWithLog() {
      const log: string[] = [];
      const adapter = adapterForSimulator(simulator.baseUrl, { log: (line) => log.push(line) });
      return { adapter, log };
    }

    it('a token PayPal no longer accepts (401) is renewed and the request retried once, successfully', async () => {
      const { adapter } = adapterWithLog();
      const { id } = await adapter.createSubscription(aCheckout());
      const tokensBefore = simulator.requestsTo('/v1/oauth2/token').length;
      simulator.expireTokens();

      expect(await adapter.getSubscription(id)).toMatchObject({ id, status: 'APPROVAL_PENDING' });

      expect(simulator.requestsTo('/v1/oauth2/token')).toHaveLength(tokensBefore + 1);
      expect(simulator.requestsTo(`/v1/billing/subscriptions/${id}`, 'GET')).toHaveLength(2);
    });

    it('a 429 is retried after PayPal’s Retry-After and succeeds', async () => {
      const { adapter } = adapterWithLog();
      const { id } = await adapter.createSubscription(aCheckout());
      simulator.interruptNext(429, 1, 1);
      const started = Date.now();

      expect(await adapter.getSubscription(id)).toMatchObject({ id });

      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      expect(simulator.requestsTo(`/v1/billing/subscriptions/${id}`, 'GET')).toHaveLength(2);
    });

    it('a Retry-After longer than the adapter waits fails at once as rate-limited (502), without a second request', async () => {
      const { adapter } = adapterWithLog();
      const { id } = await adapter.createSubscription(aCheckout());
      simulator.interruptNext(429, 1, 60);

      await expect(adapter.getSubscription(id)).rejects.toMatchObject({ kind: 'provider_failed', code: 'BILLING.PROVIDER_RATE_LIMITED' });
      expect(simulator.requestsTo(`/v1/billing/subscriptions/${id}`, 'GET')).toHaveLength(1);
    });

    it('5xx answers are retried with backoff up to three attempts, then fail as provider_failed', async () => {
      const { adapter } = adapterWithLog();
      const { id } = await adapter.createSubscription(aCheckout());
      simulator.interruptNext(503, 3);

      await expect(adapter.getSubscription(id)).rejects.toMatchObject({ kind: 'provider_failed' });
      expect(simulator.requestsTo(`/v1/billing/subscriptions/${id}`, 'GET')).toHaveLength(3);
    });

    it('a retried create and a retried cancel send the same PayPal-Request-Id, so PayPal does each once', async () => {
      const { adapter } = adapterWithLog();
      const before = simulator.subscriptions.size;
      simulator.interruptNext(500);
      const { id } = await adapter.createSubscription({ ...CREATE, requestId: 'pf-create-retried' });
      const creates = simulator.requestsTo('/v1/billing/subscriptions', 'POST').filter((r) => r.headers['paypal-request-id'] === 'pf-create-retried');
      expect(creates).toHaveLength(2);
      // PayPal answers a create repeated with the same request id with the subscription it made.
      expect((await adapter.createSubscription({ ...CREATE, requestId: 'pf-create-retried' })).id).toBe(id);
      expect(simulator.subscriptions.size).toBe(before + 1);

      simulator.approve(id);
      simulator.interruptNext(503);
      await adapter.cancelSubscription(id, 'Cancelled by the customer', 'pf-cancel-retried');
      const cancels = simulator.requestsTo(`/v1/billing/subscriptions/${id}/cancel`);
      expect(cancels.map((r) => r.headers['paypal-request-id'])).toEqual(['pf-cancel-retried', 'pf-cancel-retried']);
      expect(simulator.subscriptions.get(id)?.status).toBe('CANCELLED');
    });

    it('an inactive plan (422 PLAN_STATUS_INVALID) is its own error with the customer message, PayPal’s debug_id logged', async () => {
      const { adapter, log } = adapterWithLog();
      simulator.deactivatePlan('P-SIM-ENTERPRISE-MONTHLY');

      const refused = adapter.createSubscription({ ...CREATE, planId: 'P-SIM-ENTERPRISE-MONTHLY', requestId: 'pf-create-inactive' });

      await expect(refused).rejects.toMatchObject({ kind: 'conflict', code: 'BILLING.PLAN_UNAVAILABLE', message: 'This plan cannot be bought right now' });
      expect(log.join('\n')).toMatch(/HTTP 422 UNPROCESSABLE_ENTITY \(PLAN_STATUS_INVALID\), debug_id [0-9a-f]+/);
      expect(simulator.requestsTo('/v1/billing/subscriptions', 'POST').filter((r) => r.headers['paypal-request-id'] === 'pf-create-inactive')).toHaveLength(1);
    });

    it('an unknown plan (404 INVALID_RESOURCE_ID on create) is the same plan-unavailable error; an unknown subscription is not', async () => {
      const { adapter, log } = adapterWithLog();

      const refused = adapter.createSubscription({ ...CREATE, planId: 'P-NO-SUCH-PLAN', requestId: 'pf-create-unknown-plan' });

      await expect(refused).rejects.toMatchObject({ kind: 'conflict', code: 'BILLING.PLAN_UNAVAILABLE', message: 'This plan cannot be bought right now' });
      expect(log.join('\n')).toMatch(/HTTP 404 RESOURCE_NOT_FOUND \(INVALID_RESOURCE_ID\), debug_id [0-9a-f]+/);
      await expect(adapter.getSubscription('I-NOSUCHSUBSCR')).rejects.toMatchObject({ code: 'BILLING.PROVIDER_REJECTED' });
    });

    it('cancel of a subscription PayPal will not cancel (422 SUBSCRIPTION_STATUS_INVALID) is its own error, not an outage', async () => {
      const { adapter } = adapterWithLog();
      const { id } = await adapter.createSubscription(aCheckout());

      await expect(adapter.cancelSubscription(id, 'x', 'pf-cancel-pending')).rejects.toMatchObject({
        kind: 'conflict',
        code: 'BILLING.PROVIDER_STATUS_INVALID',
      });
    });

    it('another refusal (404 unknown sale) is a rejection, not "could not be reached"', async () => {
      const { adapter } = adapterWithLog();
      await expect(adapter.getSale('SALE-NOPE')).rejects.toMatchObject({ kind: 'provider_failed', code: 'BILLING.PROVIDER_REJECTED' });
    });
  });
});
