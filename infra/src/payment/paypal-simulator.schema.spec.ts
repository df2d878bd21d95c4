import { describe, expect, it } from '@jest/globals';
import { MONTHLY, billingDefaultAnswer, expectValid, responseSchema, simulatorUnderTest, validatorAt } from '../testing/paypal-openapi';

describe('the PayPal simulator against PayPal’s OpenAPI descriptions', () => {
  const suite = simulatorUnderTest();
  const { simulator, call, createSubscription } = suite;

  it('subscriptions: create, get in every state the tests use (pending, approved, declined, active, failing, suspended, cancelled), cancel', async () => {
    const get = responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 200);
    const read = async (subscriptionId: string) => (await call('GET', `/v1/billing/subscriptions/${subscriptionId}`)).json as { status: string };
    const id = await createSubscription('schema-1');
    expectValid(get, await read(id));

    simulator.approve(id, { callsBeforePayment: 1 });
    const approved = await read(id);
    expect(approved.status).toBe('APPROVED');
    expectValid(get, approved);
    const active = await read(id);
    expect(active).toMatchObject({ status: 'ACTIVE', billing_info: { cycle_executions: [{ tenure_type: 'REGULAR', cycles_completed: 1 }] } });
    expectValid(get, active);
    const declined = await createSubscription('schema-1-declined');
    simulator.approve(declined, { paymentDeclines: true });
    expectValid(get, await read(declined));
    const marked = await createSubscription('schema-1-approved');
    simulator.markApproved(marked);
    expectValid(get, await read(marked));
    simulator.failRenewal(id);
    expectValid(get, (await call('GET', `/v1/billing/subscriptions/${id}`)).json);
    simulator.failRenewal(id);
    simulator.failRenewal(id);
    expect(simulator.subscriptions.get(id)?.status).toBe('SUSPENDED');
    expectValid(get, (await call('GET', `/v1/billing/subscriptions/${id}`)).json);
    simulator.recordRenewal(id);

    const cancelled = await call('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'Cancelled by the customer' });
    expect(cancelled).toEqual({ status: 204, json: null });
    expectValid(get, (await call('GET', `/v1/billing/subscriptions/${id}`)).json);
  });

  it('dunning: one failure per cycle over three attempts, suspended at the threshold, the balance captured (202), activate (204), and their refusals', async () => {
    const get = responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 200);
    const id = await createSubscription('schema-dunning');
    simulator.approve(id);
    const dueAt = simulator.latestSale(id) && simulator.subscriptions.get(id)!.billing_info.next_billing_time;

    expect([simulator.failRenewal(id), simulator.failRenewal(id)]).toEqual([1, 2]);
    const retrying = (await call('GET', `/v1/billing/subscriptions/${id}`)).json;
    expect(retrying).toMatchObject({
      status: 'ACTIVE',
      billing_info: { failed_payments_count: 1, outstanding_balance: { value: MONTHLY }, next_billing_time: dueAt },
    });
    expectValid(get, retrying);
    expect(simulator.failRenewal(id)).toBe(3);
    const suspended = (await call('GET', `/v1/billing/subscriptions/${id}`)).json;
    expect(suspended).toMatchObject({ status: 'SUSPENDED', billing_info: { failed_payments_count: 1, outstanding_balance: { value: MONTHLY } } });
    expectValid(get, suspended);

    const activatePath = '/v1/billing/subscriptions/{id}/activate';
    const early = await call('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'Paid' });
    expect(early).toMatchObject({ status: 422, json: { details: [{ issue: 'SUBSCRIPTION_CANNOT_BE_ACTIVATED' }] } });
    expectValid(responseSchema('billing', 'post', activatePath, 422), early.json);

    const capturePath = '/v1/billing/subscriptions/{id}/capture';
    const tooMuch = await call('POST', `/v1/billing/subscriptions/${id}/capture`, {
      note: 'x',
      capture_type: 'OUTSTANDING_BALANCE',
      amount: { currency_code: 'USD', value: '999.00' },
    });
    expect(tooMuch).toMatchObject({ status: 422, json: { details: [{ issue: 'AMOUNT_GREATER_THAN_OUTSTANDING_BALANCE' }] } });
    expectValid(responseSchema('billing', 'post', capturePath, 422), tooMuch.json);
    const missing = await call('POST', `/v1/billing/subscriptions/${id}/capture`, { capture_type: 'OUTSTANDING_BALANCE' });
    expect(missing.status).toBe(400);
    expectValid(responseSchema('billing', 'post', capturePath, 400), missing.json);
    const captured = await call('POST', `/v1/billing/subscriptions/${id}/capture`, {
      note: 'Pay now',
      capture_type: 'OUTSTANDING_BALANCE',
      amount: { currency_code: 'USD', value: MONTHLY },
    });
    expect(captured).toEqual({ status: 202, json: null });
    const paid = (await call('GET', `/v1/billing/subscriptions/${id}`)).json as { billing_info: { next_billing_time: string } };
    expect(paid).toMatchObject({
      status: 'SUSPENDED',
      billing_info: { failed_payments_count: 0, outstanding_balance: { value: '0.00' }, cycle_executions: [{ cycles_completed: 2 }] },
    });
    expect(new Date(paid.billing_info.next_billing_time).getTime()).toBeGreaterThan(new Date(dueAt!).getTime());
    expectValid(get, paid);
    const nothing = await call('POST', `/v1/billing/subscriptions/${id}/capture`, {
      note: 'again',
      capture_type: 'OUTSTANDING_BALANCE',
      amount: { currency_code: 'USD', value: MONTHLY },
    });
    expect(nothing).toMatchObject({ status: 422, json: { details: [{ issue: 'ZERO_OUTSTANDING_BALANCE' }] } });
    expectValid(responseSchema('billing', 'post', capturePath, 422), nothing.json);

    expect(await call('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'Paid' })).toEqual({ status: 204, json: null });
    const again = await call('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'Paid' });
    expect(again).toMatchObject({ status: 422, json: { details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] } });
    expectValid(responseSchema('billing', 'post', activatePath, 422), again.json);
    expectValid(get, (await call('GET', `/v1/billing/subscriptions/${id}`)).json);
  });

  it('payment preferences: PATCH of a plan and of a subscription (204), and what PayPal refuses (400, 422)', async () => {
    const id = await createSubscription('schema-patch');
    const path = `/v1/billing/subscriptions/${id}`;
    const preferences = [
      { op: 'replace', path: '/plan/payment_preferences/auto_bill_outstanding', value: true },
      { op: 'replace', path: '/plan/payment_preferences/payment_failure_threshold', value: 3 },
    ];
    const notLive = await call('PATCH', path, preferences);
    expect(notLive).toMatchObject({ status: 422, json: { details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] } });
    expectValid(responseSchema('billing', 'patch', '/v1/billing/subscriptions/{id}', 422), notLive.json);
    simulator.approve(id);
    expect(await call('PATCH', path, preferences)).toEqual({ status: 204, json: null });
    expect(simulator.preferencesOf(simulator.subscriptions.get(id)!)).toEqual({ auto_bill_outstanding: true, payment_failure_threshold: 3 });
    const got = (await call('GET', path)).json;
    expect(got).toMatchObject({ plan_overridden: true });
    expectValid(responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 200), got);
    const badPath = await call('PATCH', path, [{ op: 'replace', path: '/status', value: 'ACTIVE' }]);
    expect(badPath).toMatchObject({ status: 400, json: { details: [{ issue: 'INVALID_PATCH_PATH' }] } });
    expectValid(responseSchema('billing', 'patch', '/v1/billing/subscriptions/{id}', 400), badPath.json);

    expect(
      await call('PATCH', '/v1/billing/plans/P-SIM-STANDARD-ANNUAL', [{ op: 'replace', path: '/payment_preferences/payment_failure_threshold', value: 2 }]),
    ).toEqual({ status: 204, json: null });
    const unknownPlan = await call('PATCH', '/v1/billing/plans/P-NO-SUCH-PLAN', [
      { op: 'replace', path: '/payment_preferences/payment_failure_threshold', value: 2 },
    ]);
    expect(unknownPlan.status).toBe(404);
    expectValid(responseSchema('billing', 'patch', '/v1/billing/plans/{id}', 404), unknownPlan.json);
  });

  it('a price PATCHed onto a subscription: billed from the first cycle due ten days on, not before; bad values refused (400)', async () => {
    const id = await createSubscription('schema-price');
    simulator.approve(id);
    const path = `/v1/billing/subscriptions/${id}`;
    const price = (value: unknown) => [{ op: 'replace', path: '/plan/billing_cycles/@sequence==1/pricing_scheme/fixed_price', value }];
    const refused = await call('PATCH', path, price({ currency_code: 'USD', value: 'cheap' }));
    expect(refused).toMatchObject({ status: 400, json: { details: [{ issue: 'INVALID_PARAMETER_VALUE' }] } });
    expectValid(responseSchema('billing', 'patch', '/v1/billing/subscriptions/{id}', 400), refused.json);

    expect(await call('PATCH', path, price({ currency_code: 'USD', value: '12.34' }))).toEqual({ status: 204, json: null });
    expectValid(responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 200), (await call('GET', path)).json);
    simulator.recordRenewal(id);
    expect(simulator.latestSale(id).amount.total).toBe('12.34');

    // A cycle due within ten days of the PATCHes is billed what was in force before them: here the plan's price.
    simulator.subscriptions.get(id)!.billing_info.next_billing_time = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString();
    expect((await call('PATCH', path, price({ currency_code: 'USD', value: '5.00' }))).status).toBe(204);
    simulator.recordRenewal(id);
    expect(simulator.latestSale(id).amount.total).toBe(MONTHLY);
  });

  it('with the old preferences (threshold 3, auto_bill_outstanding), a failing card stays ACTIVE for three cycles and is back-billed when it works again, as the issue describes', async () => {
    const id = await createSubscription('schema-old-preferences');
    simulator.approve(id);
    expect(
      (
        await call('PATCH', `/v1/billing/subscriptions/${id}`, [
          { op: 'replace', path: '/plan/payment_preferences/auto_bill_outstanding', value: true },
          { op: 'replace', path: '/plan/payment_preferences/payment_failure_threshold', value: 3 },
        ])
      ).status,
    ).toBe(204);
    for (let cycle = 1; cycle <= 2; cycle += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) simulator.failRenewal(id);
      expect(simulator.subscriptions.get(id)).toMatchObject({
        status: 'ACTIVE',
        billing_info: { failed_payments_count: cycle, outstanding_balance: { value: (Number(MONTHLY) * cycle).toFixed(2) } },
      });
    }
    simulator.recordRenewal(id);
    expect(simulator.latestSale(id).amount.total).toBe((Number(MONTHLY) * 3).toFixed(2));
  });

  it('a declined first payment: APPROVED, nothing paid, the failure in billing_info as PayPal reports it, then paid once collected', async () => {
    const get = responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 200);
    const id = await createSubscription('schema-declined-first');
    simulator.approve(id, { paymentDeclines: true });

    const declined = (await call('GET', `/v1/billing/subscriptions/${id}`)).json;

    expectValid(get, declined);
    expect(declined).toMatchObject({
      status: 'APPROVED',
      billing_info: {
        failed_payments_count: 1,
        outstanding_balance: { currency_code: 'USD', value: MONTHLY },
        last_failed_payment: { reason_code: 'PAYMENT_DENIED', amount: { currency_code: 'USD', value: MONTHLY }, time: expect.any(String) },
        cycle_executions: [expect.objectContaining({ cycles_completed: 0 })],
      },
    });
    expect(declined).not.toHaveProperty('billing_info.last_payment');
    simulator.collectPayment(id);
    const collected = (await call('GET', `/v1/billing/subscriptions/${id}`)).json;
    expectValid(get, collected);
    expect(collected).toMatchObject({ status: 'ACTIVE', billing_info: { failed_payments_count: 0, last_payment: expect.any(Object) } });
  });

  it('revise: a new plan answered with an approve link (200), the plan changed once the buyer consents, an unknown plan (404), and BILLING.SUBSCRIPTION.UPDATED', async () => {
    const id = await createSubscription('schema-revise');
    simulator.approve(id);
    const revisePath = '/v1/billing/subscriptions/{id}/revise';
    const context = { return_url: 'https://pf.test/dashboard?tab=subscription', cancel_url: 'https://pf.test/dashboard' };
    const revised = await call('POST', `/v1/billing/subscriptions/${id}/revise`, { plan_id: 'P-SIM-ENTERPRISE-ANNUAL', application_context: context });
    expect(revised).toMatchObject({
      status: 200,
      json: { plan_id: 'P-SIM-ENTERPRISE-ANNUAL', links: expect.arrayContaining([expect.objectContaining({ rel: 'approve' })]) },
    });
    expectValid(responseSchema('billing', 'post', revisePath, 200), revised.json);
    expect(simulator.subscriptions.get(id)!.plan_id).toBe('P-SIM-STANDARD-MONTHLY');

    const back = new URL(simulator.approveRevision(id));
    expect(back.searchParams.get('subscription_id')).toBe(id);
    const got = (await call('GET', `/v1/billing/subscriptions/${id}`)).json;
    expect(got).toMatchObject({ plan_id: 'P-SIM-ENTERPRISE-ANNUAL' });
    expectValid(responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 200), got);
    const updated = simulator.signedEvent('BILLING.SUBSCRIPTION.UPDATED', id);
    expectValid(validatorAt('webhooks', 'components', 'schemas', 'event'), JSON.parse(updated.body));
    expectValid(validatorAt('billing', 'components', 'schemas', 'subscription'), updated.event.resource);

    const unknown = await call('POST', `/v1/billing/subscriptions/${id}/revise`, { plan_id: 'P-NO-SUCH-PLAN', application_context: context });
    expect(unknown.status).toBe(404);
    expectValid(responseSchema('billing', 'post', revisePath, 404), unknown.json);
    const missing = await call('POST', `/v1/billing/subscriptions/${id}/revise`, { application_context: context });
    expect(missing.status).toBe(400);
    expectValid(responseSchema('billing', 'post', revisePath, 400), missing.json);
  });

  it('orders: create (201), get (200), capture once approved (201), and the refusals: not approved, captured twice, declined (422), a bad request (400)', async () => {
    const createdSchema = responseSchema('orders', 'post', '/v2/checkout/orders', 201);
    const capturePath = '/v2/checkout/orders/{id}/capture';
    const request = {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '90.00' }, custom_id: 'sub-1', description: 'Upgrade to Enterprise' }],
      application_context: {
        brand_name: 'PointForge',
        return_url: 'https://pf.test/dashboard/change',
        cancel_url: 'https://pf.test/dashboard',
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
      },
    };
    const created = await call('POST', '/v2/checkout/orders', request);
    expect(created).toMatchObject({ status: 201, json: { status: 'CREATED', links: expect.arrayContaining([expect.objectContaining({ rel: 'approve' })]) } });
    expectValid(createdSchema, created.json);
    const id = (created.json as { id: string }).id;
    expectValid(responseSchema('orders', 'get', '/v2/checkout/orders/{id}', 200), (await call('GET', `/v2/checkout/orders/${id}`)).json);

    const early = await call('POST', `/v2/checkout/orders/${id}/capture`);
    expect(early).toMatchObject({ status: 422, json: { details: [{ issue: 'ORDER_NOT_APPROVED' }] } });
    expectValid(responseSchema('orders', 'post', capturePath, 422), early.json);
    const back = new URL(simulator.approveOrder(id));
    expect(back.searchParams.get('token')).toBe(id);
    const captured = await call('POST', `/v2/checkout/orders/${id}/capture`);
    expect(captured).toMatchObject({
      status: 201,
      json: { status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', amount: { value: '90.00' } }] } }] },
    });
    expectValid(responseSchema('orders', 'post', capturePath, 201), captured.json);
    const twice = await call('POST', `/v2/checkout/orders/${id}/capture`);
    expect(twice).toMatchObject({ status: 422, json: { details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } });
    expectValid(responseSchema('orders', 'post', capturePath, 422), twice.json);

    const declining = (await call('POST', '/v2/checkout/orders', request)).json as { id: string };
    simulator.approveOrder(declining.id, { paymentDeclines: true });
    const declined = await call('POST', `/v2/checkout/orders/${declining.id}/capture`);
    expect(declined).toMatchObject({ status: 422, json: { details: [{ issue: 'INSTRUMENT_DECLINED' }] } });
    expectValid(responseSchema('orders', 'post', capturePath, 422), declined.json);
    const bad = await call('POST', '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [], application_context: request.application_context });
    expect(bad.status).toBe(400);
    expectValid(responseSchema('orders', 'post', '/v2/checkout/orders', 400), bad.json);
  });

  it('a start_time in the future (a resumed subscription): ACTIVE on approval with nothing paid, billed first at the start time, then paid by recordRenewal', async () => {
    const get = responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 200);
    const startTime = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const created = await call('POST', '/v1/billing/subscriptions', {
      plan_id: 'P-SIM-STANDARD-MONTHLY',
      custom_id: 'schema-deferred',
      start_time: startTime,
      application_context: { brand_name: 'PointForge', return_url: 'https://pf.test/success', cancel_url: 'https://pf.test/dashboard' },
    });
    expect(created.status).toBe(201);
    expectValid(responseSchema('billing', 'post', '/v1/billing/subscriptions', 201), created.json);
    const id = (created.json as { id: string }).id;
    const salesBefore = simulator.sales.size;

    simulator.approve(id);
    const approved = (await call('GET', `/v1/billing/subscriptions/${id}`)).json;

    expectValid(get, approved);
    expect(approved).toMatchObject({
      status: 'ACTIVE',
      start_time: startTime,
      billing_info: { next_billing_time: startTime, failed_payments_count: 0, cycle_executions: [expect.objectContaining({ cycles_completed: 0 })] },
    });
    expect(approved).not.toHaveProperty('billing_info.last_payment');
    expect(simulator.sales.size).toBe(salesBefore);

    simulator.recordRenewal(id);
    const billed = (await call('GET', `/v1/billing/subscriptions/${id}`)).json;
    expectValid(get, billed);
    expect(billed).toMatchObject({
      status: 'ACTIVE',
      billing_info: { last_payment: { amount: { value: MONTHLY } }, cycle_executions: [expect.objectContaining({ cycles_completed: 1 })] },
    });
    expect(Date.parse((billed as { billing_info: { next_billing_time: string } }).billing_info.next_billing_time)).toBeGreaterThan(
      Date.parse(startTime) + 27 * 86_400_000,
    );
    expect(simulator.sales.size).toBe(salesBefore + 1);

    const malformed = await call('POST', '/v1/billing/subscriptions', {
      plan_id: 'P-SIM-STANDARD-MONTHLY',
      start_time: 'next tuesday',
      application_context: { return_url: 'https://pf.test/success', cancel_url: 'https://pf.test/dashboard' },
    });
    expect(malformed.status).toBe(400);
    expectValid(billingDefaultAnswer(), malformed.json);
  });

  it('errors: cancel outside ACTIVE/SUSPENDED (422), an inactive plan (422), an unknown plan (404), an unknown subscription (404), a bad token (401), a bad request (400)', async () => {
    const pending = await createSubscription('schema-2');
    const refused = await call('POST', `/v1/billing/subscriptions/${pending}/cancel`, { reason: 'x' });
    expect(refused.status).toBe(422);
    expectValid(responseSchema('billing', 'post', '/v1/billing/subscriptions/{id}/cancel', 422), refused.json);

    simulator.deactivatePlan('P-SIM-ENTERPRISE-ANNUAL');
    const inactive = await call('POST', '/v1/billing/subscriptions', {
      plan_id: 'P-SIM-ENTERPRISE-ANNUAL',
      application_context: { return_url: 'https://pf.test/success', cancel_url: 'https://pf.test/checkout' },
    });
    expect(inactive.status).toBe(422);
    expectValid(responseSchema('billing', 'post', '/v1/billing/subscriptions', 422), inactive.json);

    // PayPal answers a plan id it does not know with 404 INVALID_RESOURCE_ID, the operation's `default` answer.
    const unknownPlan = await call('POST', '/v1/billing/subscriptions', {
      plan_id: 'P-NO-SUCH-PLAN',
      application_context: { return_url: 'https://pf.test/success', cancel_url: 'https://pf.test/checkout' },
    });
    expect(unknownPlan.status).toBe(404);
    expect(unknownPlan.json).toMatchObject({ details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    expectValid(billingDefaultAnswer(), unknownPlan.json);

    const unknown = await call('GET', '/v1/billing/subscriptions/I-UNKNOWN');
    expect(unknown.status).toBe(404);
    expectValid(responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 404), unknown.json);

    const missingPlan = await call('POST', '/v1/billing/subscriptions', {
      application_context: { return_url: 'https://pf.test/success', cancel_url: 'https://pf.test/x' },
    });
    expect(missingPlan.status).toBe(400);
    expect(missingPlan.json).toMatchObject({ details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/plan_id' }] });
    expectValid(responseSchema('billing', 'post', '/v1/billing/subscriptions', 400), missingPlan.json);
    const malformed = await call('POST', '/v1/billing/subscriptions', '{"plan_id":');
    expect(malformed.status).toBe(400);
    expectValid(validatorAt('billing', 'components', 'schemas', 'error_400'), malformed.json);

    const saved = suite.token;
    suite.token = 'A21AA-expired';
    const unauthenticated = await call('GET', `/v1/billing/subscriptions/${pending}`);
    suite.token = saved;
    expect(unauthenticated.status).toBe(401);
    expectValid(responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 401), unauthenticated.json);
  });

  it('outages: 500, 503 and 429 in PayPal’s error shapes (429 has no schema of its own: the common `error`)', async () => {
    const id = await createSubscription('schema-outage');
    simulator.interruptNext(500);
    const failed = await call('GET', `/v1/billing/subscriptions/${id}`);
    expect(failed.status).toBe(500);
    expectValid(responseSchema('billing', 'get', '/v1/billing/subscriptions/{id}', 500), failed.json);

    simulator.interruptNext(503);
    const unavailable = await call('GET', `/v1/billing/subscriptions/${id}`);
    expect(unavailable.status).toBe(503);
    expect(unavailable.json).toMatchObject({ name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' });
    expectValid(billingDefaultAnswer(), unavailable.json);

    simulator.interruptNext(429, 1, 2);
    const limited = await call('GET', '/v1/payments/sale/UNKNOWN');
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ name: 'RATE_LIMIT_REACHED', debug_id: expect.any(String) });
    expectValid(responseSchema('payments', 'get', '/v1/payments/sale/{sale_id}', 'default'), limited.json);
  });
});
