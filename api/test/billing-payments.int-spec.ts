import { BILLING_MESSAGES, DAY_MS, HOUR_MS, DisputeRepositoryPort, prorateUpgrade } from '@pointforge/domain';
import { SETTLE_MS } from './support/billing-checks';
import { billingSuite } from './support/billing-suite';
import { refusal } from './support/refusals';

const LICENSE_SUSPENDED = 'Your PointForge Standard license is suspended';

/**
 * Payments through the real app in its production shape (see billingSuite): a declining or
 * late payment, a failed renewal, "Pay now", a plan change's price, refunds, reversals,
 * disputes and events out of order. Checkout and cancellation are in billing.int-spec.ts.
 */
describe('billing (MariaDB, Redis, worker, SMTP, PayPal simulator over HTTP)', () => {
  const { stack, simulator, users, app, checkout, execute, webhook, subscriber, withGrace, licensesOf, expectOneMessage, reconcileLater } =
    billingSuite('billing_payments');

  it('approved with a declining payment: 409 BILLING.PAYMENT_DECLINED with what happened, no licence, the checkout closed; the licence and its email once PayPal collects it later', async () => {
    const user = await users.create('declines');
    const { paypalId, subscriptionId, approvalUrl } = await checkout(user);
    // The buyer picks "Payment declines" on the simulator's approval page.
    const page = await fetch(approvalUrl);
    expect(await page.text()).toContain('Payment declines');
    const baToken = new URL(approvalUrl).searchParams.get('ba_token')!;
    const approved = await fetch(`${simulator.baseUrl}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ba_token: baToken, payment: 'declines' }).toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(simulator.subscriptions.get(paypalId)!.status).toBe('APPROVED');

    expect(simulator.subscriptions.get(paypalId)!.billing_info).toMatchObject({
      failed_payments_count: 1,
      last_failed_payment: { reason_code: 'PAYMENT_DENIED' },
    });

    const returned = await execute(user, paypalId);

    expect(returned.status).toBe(409);
    expect(returned.body).toEqual(refusal('BILLING.PAYMENT_DECLINED', BILLING_MESSAGES.paymentDeclined));
    expect(returned.body.message).not.toContain('successfully activated');
    expect(await licensesOf(user)).toEqual([]);
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ status: 'abandoned', approvedAt: null });
    expect((await execute(user, paypalId)).body.code).toBe('BILLING.PAYMENT_DECLINED');

    simulator.collectPayment(paypalId);
    expect((await webhook(simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId))).body.outcome).toBe('processed');

    expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: true })]);
    await expectOneMessage(user.email, 'Your PointForge Standard license key');
  });

  it('approved but not yet charged, as PayPal answers for a moment: the return gets license null, the re-check once the first payment is taken gets the licence', async () => {
    const user = await users.create('approved-then-paid');
    const { paypalId, subscriptionId } = await checkout(user);
    simulator.approve(paypalId, { callsBeforePayment: 1 });

    const returned = await execute(user, paypalId);

    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ license: null, subscription: { id: subscriptionId, status: 'pending', approvedAt: expect.any(String) } });
    expect(await licensesOf(user)).toEqual([]);
    // The dashboard's Subscription tab reads it as "Payment pending": pending, approved at PayPal.
    const listed = (await user.browser.get('/api/subscriptions/me')).body.subscriptions;
    expect(listed).toEqual([expect.objectContaining({ id: subscriptionId, status: 'pending', approvedAt: returned.body.subscription.approvedAt })]);
    const rechecked = await execute(user, paypalId);
    expect(rechecked.body).toMatchObject({ license: expect.objectContaining({ isActive: true }), subscription: { id: subscriptionId, status: 'active' } });
    expect(simulator.subscriptions.get(paypalId)!.billing_info.cycle_executions).toEqual([expect.objectContaining({ cycles_completed: 1 })]);
    await expectOneMessage(user.email, 'Your PointForge Standard license key');
  });

  it('a renewal paid two days late keeps the licence Active throughout, then extends it', async () => {
    const { user, paypalId } = await subscriber('late-renewal');
    const periodMs = new Date(simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!).getTime() - Date.now();

    for (const lateMs of [0, DAY_MS, 2 * DAY_MS]) {
      await reconcileLater(periodMs + lateMs);
      expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: true })]);
    }
    simulator.recordRenewal(paypalId);
    // No webhook: reconciliation reads a subscription whose payment is late hourly.
    await reconcileLater(periodMs + 2 * DAY_MS + HOUR_MS);

    expect(await licensesOf(user)).toEqual([
      expect.objectContaining({ isActive: true, expiryDate: withGrace(simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!) }),
    ]);
  });

  it('a card that fails at renewal: one failure for the cycle, Active through both retries and the suspension, Inactive after the grace, ended at PayPal and never back-billed', async () => {
    const { user, paypalId, subscriptionId } = await subscriber('failed-renewal');
    const paidUntil = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    const accessUntil = withGrace(paidUntil);
    const salesBefore = [...simulator.sales.values()].filter((sale) => sale.billing_agreement_id === paypalId).length;

    // PayPal's attempt on the due date, then its retries on day 5 and day 10.
    for (const [day, type] of [
      [0, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'],
      [5, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'],
      [10, 'BILLING.SUBSCRIPTION.SUSPENDED'],
    ] as const) {
      simulator.failRenewal(paypalId);
      expect((await webhook(simulator.signedEvent(type, paypalId))).status).toBe(200);
      await reconcileLater(new Date(paidUntil).getTime() - Date.now() + day * DAY_MS + HOUR_MS);
      expect(simulator.subscriptions.get(paypalId)!.billing_info.failed_payments_count).toBe(1);
      expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: true, expiryDate: accessUntil, paidThrough: paidUntil })]);
      expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({
        endDate: paidUntil,
        overdueAccessUntil: accessUntil,
      });
    }
    expect(simulator.subscriptions.get(paypalId)!.status).toBe('SUSPENDED');
    const mail = await expectOneMessage(user.email, 'Your PointForge Standard payment did not go through');
    expect(mail.text).toContain('https://www.paypal.com/myaccount/autopay/');

    const report = await reconcileLater(new Date(accessUntil).getTime() - Date.now() + 60_000);

    expect(report.endedUnpaid).toBeGreaterThanOrEqual(1);
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: false, expiryDate: paidUntil })]);
    expect(simulator.subscriptions.get(paypalId)!.status).toBe('CANCELLED');
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ status: 'cancelled', overdueAccessUntil: null });
    await expectOneMessage(user.email, 'Your PointForge Standard subscription has ended');
    // Nothing PayPal failed to collect is ever taken: no capture, no later sale.
    expect(simulator.requestsTo(`/v1/billing/subscriptions/${paypalId}/capture`)).toEqual([]);
    expect([...simulator.sales.values()].filter((sale) => sale.billing_agreement_id === paypalId)).toHaveLength(salesBefore);
    expect((await user.browser.post(`/api/subscriptions/${subscriptionId}/pay-now`)).body.code).toBe('BILLING.NOTHING_DUE');
  }, 60_000);

  it('"Pay now" on a subscription PayPal suspended captures the balance once, re-activates it and pays the licence through the next period at once', async () => {
    const { user, paypalId, subscriptionId } = await subscriber('pay-now');
    const paidUntil = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    for (let attempt = 0; attempt < 3; attempt += 1) simulator.failRenewal(paypalId);
    await webhook(simulator.signedEvent('BILLING.SUBSCRIPTION.SUSPENDED', paypalId));
    const owed = simulator.subscriptions.get(paypalId)!.billing_info.outstanding_balance;
    const salesOf = () => [...simulator.sales.values()].filter((sale) => sale.billing_agreement_id === paypalId);
    const salesBefore = salesOf().length;

    const [paid, twice] = await Promise.all([
      user.browser.post(`/api/subscriptions/${subscriptionId}/pay-now`),
      user.browser.post(`/api/subscriptions/${subscriptionId}/pay-now`),
    ]);

    const answers = [paid, twice].map((answer) => ({ status: answer.status, code: answer.body.code as string | undefined }));
    expect(answers).toContainEqual({ status: 200, code: undefined });
    for (const answer of answers)
      expect([
        { status: 200, code: undefined },
        { status: 409, code: 'BILLING.NOTHING_DUE' },
      ]).toContainEqual(answer);
    const success = paid.status === 200 ? paid : twice;
    const renewedUntil = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    expect(new Date(renewedUntil).getTime()).toBeGreaterThan(new Date(paidUntil).getTime());
    expect(success.body).toMatchObject({
      success: true,
      paid: true,
      message: 'Thank you: your payment was received and your license runs on.',
      subscription: { status: 'active', endDate: renewedUntil, nextBillingDate: renewedUntil, overdueAccessUntil: null },
    });
    expect(simulator.subscriptions.get(paypalId)!.status).toBe('ACTIVE');
    expect(simulator.latestSale(paypalId).amount).toEqual({ total: owed.value, currency: 'USD' });
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: true, paidThrough: renewedUntil, expiryDate: withGrace(renewedUntil) })]);
    // Two clicks: one request id, so PayPal takes the balance once.
    const captureIds = new Set(simulator.requestsTo(`/v1/billing/subscriptions/${paypalId}/capture`).map((request) => request.headers['paypal-request-id']));
    expect(captureIds.size).toBe(1);
    expect(salesOf()).toHaveLength(salesBefore + 1);
  });

  it('previews a plan change before anything is charged: the prorated difference now, the new price from the next billing date, the new seats; refuses the same plan, another account and a cancelled subscription', async () => {
    const { user, paypalId, subscriptionId } = await subscriber('change-preview');
    const paidThrough = new Date(simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!);
    const requestsBefore = simulator.requests.length;
    const before = new Date();

    const preview = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'enterprise', billingType: 'annual' });

    const after = new Date();
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toMatchObject({
      kind: 'upgrade',
      from: { plan: 'standard', billingType: 'annual' },
      to: { plan: 'enterprise', billingType: 'annual' },
      nextCharge: { amount: { value: '2880.00', currency: 'USD' }, at: paidThrough.toISOString() },
      seats: 5,
      seatsInUse: 0,
    });
    const from = { plan: 'standard', billingType: 'annual' } as const;
    const to = { plan: 'enterprise', billingType: 'annual' } as const;
    const dueNowCents = Math.round(Number(preview.body.preview.dueNow.value) * 100);
    expect(dueNowCents).toBeLessThanOrEqual(prorateUpgrade(from, to, paidThrough, before));
    expect(dueNowCents).toBeGreaterThanOrEqual(prorateUpgrade(from, to, paidThrough, after));
    expect(simulator.requests.slice(requestsBefore)).toEqual([]);

    const same = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'standard', billingType: 'annual' });
    expect({ status: same.status, code: same.body.code }).toEqual({ status: 400, code: 'BILLING.SAME_PLAN' });
    const stranger = await users.create('change-preview-stranger');
    expect((await stranger.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'enterprise', billingType: 'annual' })).status).toBe(
      404,
    );
    expect((await user.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'trial', billingType: 'annual' })).status).toBe(400);
    await user.browser.post(`/api/subscriptions/cancel/${subscriptionId}`);
    const cancelled = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'enterprise', billingType: 'annual' });
    expect({ status: cancelled.status, code: cancelled.body.code }).toEqual({ status: 409, code: 'BILLING.NOT_CHANGEABLE' });
  });

  it('a second checkout while PayPal bills the first answers 409 BILLING.SUBSCRIPTION_EXISTS and creates nothing at PayPal', async () => {
    const { user } = await subscriber('second-checkout');
    const atPaypal = simulator.subscriptions.size;

    const refused = await user.browser.post('/api/subscriptions/create', { plan: 'enterprise', billingType: 'annual' });

    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: refusal(
        'BILLING.SUBSCRIPTION_EXISTS',
        'You already have a subscription. Change its plan from the Subscription tab of your dashboard instead of buying a second one.',
      ),
    });
    expect(simulator.subscriptions.size).toBe(atPaypal);
  });

  it('a full refund of the latest payment, traced through the sale, ends billing: cancelled at PayPal, the licence off, the customer emailed once', async () => {
    const { user, paypalId } = await subscriber('refund-full');
    const [{ licenseKey }] = await licensesOf(user);

    const refund = simulator.refundLatestPayment(paypalId);
    expect(refund.event.resource).not.toHaveProperty('billing_agreement_id');
    const answer = await webhook(refund);

    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('processed');
    expect(simulator.subscriptions.get(paypalId)?.status).toBe('CANCELLED');
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey, isActive: false })]);
    const mail = await expectOneMessage(user.email, 'Your PointForge Standard payment was refunded');
    expect(mail.text).toContain('your license no longer activates PointForge');
    expect((await webhook(refund)).body.outcome).toBe('duplicate');
  });

  it('a partial refund changes nothing: the licence stays active and no email is sent', async () => {
    const { user, paypalId, subscriptionId } = await subscriber('refund-partial');

    const answer = await webhook(simulator.refundLatestPayment(paypalId, '100.00'));

    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('partial-refund');
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: true })]);
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription.status).toBe('active');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(await stack.mailbox.messages(user.email, LICENSE_SUSPENDED)).toHaveLength(0);
  });

  it('a reversal (chargeback) suspends the licence and emails the customer', async () => {
    const { user, paypalId } = await subscriber('reversal');

    const answer = await webhook(simulator.reverseLatestPayment(paypalId));

    expect(answer.body.outcome).toBe('processed');
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: false })]);
    expect((await expectOneMessage(user.email, LICENSE_SUSPENDED)).text).toContain('was reversed');
  });

  it('a dispute of the latest payment is recorded against the subscription, then its resolution; the licence stays as it is', async () => {
    const { user, paypalId, subscriptionId } = await subscriber('dispute');
    const opened = simulator.disputeLatestPayment(paypalId);

    const answer = await webhook(opened);

    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('dispute-recorded');
    const disputeId = opened.event.resource.dispute_id as string;
    const disputes = app().get(DisputeRepositoryPort);
    expect(await disputes.listForSubscription(subscriptionId)).toEqual([
      expect.objectContaining({
        disputeId,
        saleId: simulator.latestSale(paypalId).id,
        status: 'OPEN',
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        outcome: null,
        amount: { value: '720.00', currency: 'USD' },
      }),
    ]);

    expect((await webhook(simulator.resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR'))).body.outcome).toBe('dispute-recorded');
    expect(await disputes.listForSubscription(subscriptionId)).toEqual([
      expect.objectContaining({ disputeId, status: 'RESOLVED', outcome: 'RESOLVED_SELLER_FAVOUR' }),
    ]);
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: true })]);
  });

  it('events delivered in reverse order, each twenty times at once, are processed once each and end in the state PayPal reports', async () => {
    // The buyer approved at PayPal but never came back to /success: only webhooks tell us.
    const user = await users.create('reverse-order');
    const { paypalId, subscriptionId } = await checkout(user);
    simulator.approve(paypalId);
    const activated = simulator.signedEvent('BILLING.SUBSCRIPTION.ACTIVATED', paypalId);
    const firstPayment = simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    simulator.recordRenewal(paypalId);
    const renewal = simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    const renewalRefunded = simulator.refundLatestPayment(paypalId);
    const chronological = [activated, firstPayment, renewal, renewalRefunded];

    for (const delivery of [...chronological].reverse()) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(delivery)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const outcomes = answers.map((answer) => answer.body.outcome as string).sort();
      expect(outcomes).toEqual([...Array(19).fill('duplicate'), 'processed']);
    }

    const recorded = await stack.dataSource.query(
      `SELECT event_id FROM processed_webhook_events WHERE event_id IN (${chronological.map(() => '?').join(', ')})`,
      chronological.map((delivery) => delivery.event.id),
    );
    expect(recorded).toHaveLength(4);
    // The refund of the latest payment, processed first, ended billing: cancelled at PayPal
    // before the buyer's checkout was ever confirmed here, so no licence was issued for it.
    expect(simulator.subscriptions.get(paypalId)!.status).toBe('CANCELLED');
    expect(simulator.latestSale(paypalId).state).toBe('refunded');
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ status: 'cancelled', nextBillingDate: null });
    expect(await licensesOf(user)).toEqual([]);
    await expectOneMessage(user.email, 'Your PointForge Standard payment was refunded');
  }, 60_000);
});
