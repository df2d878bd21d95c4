import { randomUUID } from 'node:crypto';
import { ABANDONED_CHECKOUT_AFTER_MS, DAY_MS, LicenseRepositoryPort, ReconcileSubscriptionsUseCase, SubscriptionRepositoryPort } from '@pointforge/domain';
import { simulatorPlanIds } from '@pointforge/infra';
import { billingSuite } from './support/billing-suite';
import { Browser, newClientIp } from './support/browser';
import { RATE_LIMITED, refusal } from './support/refusals';

/**
 * /api/subscriptions/* and /api/webhooks/paypal through the real app in its production
 * shape (see billingSuite): checkout, confirmation, webhooks, cancellation, reconciliation
 * and account deletion. Payments, refunds and disputes are in billing-payments.int-spec.ts.
 */
describe('billing (MariaDB, Redis, worker, SMTP, PayPal simulator over HTTP)', () => {
  const { stack, simulator, users, app, checkout, execute, webhook, subscriber, withGrace, expectOneMessage, reconcileLater } = billingSuite('billing');

  it('creates a pending subscription and answers the approve link with a return URL to /success', async () => {
    const user = await users.create('create');
    const { subscriptionId, paypalId, approvalUrl } = await checkout(user, 'enterprise', 'monthly');

    expect(approvalUrl).toMatch(/\/checkoutnow\?ba_token=BA-/);
    expect(simulator.subscriptions.get(paypalId)).toMatchObject({
      plan_id: 'P-SIM-ENTERPRISE-MONTHLY',
      returnUrl: `${stack.origin}/success?plan=enterprise&billingType=monthly`,
      cancelUrl: `${stack.origin}/checkout/enterprise?billingType=monthly&checkout=cancelled`,
    });
    const shown = await user.browser.get(`/api/subscriptions/${subscriptionId}`);
    expect(shown.body).toMatchObject({
      success: true,
      subscription: { id: subscriptionId, status: 'pending', plan: 'enterprise', billingType: 'monthly', paypalSubscriptionId: paypalId },
    });
    expect((await user.browser.post('/api/subscriptions/create', { plan: 'trial', billingType: 'annual' })).status).toBe(400);
  });

  // ASVS 5.0 2.4.1: each checkout creates a subscription at PayPal; 10 an hour per account and per address.
  it('answers the 11th checkout within the hour with 429 and Retry-After, per account and per address, calling PayPal no more', async () => {
    const user = await users.create('checkout-flood');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await user.browser.post('/api/subscriptions/create', { plan: 'standard', billingType: 'monthly' })).status).toBe(201);
    }
    const atPaypal = simulator.subscriptions.size;

    const limited = await user.browser.post('/api/subscriptions/create', { plan: 'standard', billingType: 'monthly' });
    expect({ status: limited.status, body: limited.body }).toEqual({
      status: 429,
      body: RATE_LIMITED,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    // The same account from another address, and another account from the same address.
    const elsewhere = new Browser(stack.http, newClientIp());
    elsewhere.session = user.browser.session;
    expect((await elsewhere.post('/api/subscriptions/create', { plan: 'standard', billingType: 'monthly' })).status).toBe(429);
    const neighbour = await users.create('checkout-neighbour');
    const sameAddress = new Browser(stack.http, user.browser.ip);
    sameAddress.session = neighbour.browser.session;
    expect((await sameAddress.post('/api/subscriptions/create', { plan: 'standard', billingType: 'monthly' })).status).toBe(429);
    expect(simulator.subscriptions.size).toBe(atPaypal);
    expect((await neighbour.browser.post('/api/subscriptions/create', { plan: 'standard', billingType: 'monthly' })).status).toBe(201);
  });

  it('a plan PayPal has deactivated answers 409 "This plan cannot be bought right now", not a 502 outage', async () => {
    const user = await users.create('inactive-plan');
    simulator.deactivatePlan(simulatorPlanIds().professional.annual);

    const refused = await user.browser.post('/api/subscriptions/create', { plan: 'professional', billingType: 'annual' });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject(refusal('BILLING.PLAN_UNAVAILABLE', 'This plan cannot be bought right now'));
  });

  it('execute refuses another user’s subscription (404), one not approved (409) and one whose plan changed (400)', async () => {
    const owner = await users.create('owner');
    const other = await users.create('other');
    const { paypalId, subscriptionId } = await checkout(owner);

    expect((await execute(other, paypalId)).status).toBe(404);
    expect((await other.browser.get(`/api/subscriptions/${subscriptionId}`)).status).toBe(404);
    expect((await execute(owner, paypalId)).body).toMatchObject({ success: false, code: 'BILLING.NOT_APPROVED' });
    simulator.approve(paypalId);
    simulator.changePlan(paypalId, 'P-SIM-ENTERPRISE-ANNUAL');
    const mismatch = await execute(owner, paypalId);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('BILLING.PLAN_MISMATCH');
  });

  // Ten: the most an account may confirm in an hour.
  it('fifty concurrent executes issue one licence running to the end of the paid year, emailed once (the ten the hourly limit admits all confirm it, the rest get 429)', async () => {
    const user = await users.create('concurrent');
    const { paypalId, subscriptionId } = await checkout(user);
    simulator.approve(paypalId);

    const answers = await Promise.all(Array.from({ length: 50 }, () => execute(user, paypalId)));

    const confirmed = answers.filter((answer) => answer.status === 200);
    const limited = answers.filter((answer) => answer.status === 429);
    expect({ confirmed: confirmed.length, limited: limited.length }).toEqual({ confirmed: 10, limited: 40 });
    for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    const keys = new Set(confirmed.map((answer) => answer.body.license.licenseKey));
    expect(keys.size).toBe(1);
    expect(confirmed[0]!.body).toMatchObject({ success: true, subscription: { id: subscriptionId, status: 'active' }, licenses: [expect.any(Object)] });
    const licenses = await app().get(LicenseRepositoryPort).listForUser(user.userId);
    expect(licenses).toHaveLength(1);
    expect(licenses[0]!.expiryDate.toISOString()).toBe(withGrace(simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!));
    await expectOneMessage(user.email, 'Your PointForge Standard license key');
  });

  it('processes a replayed webhook once, refuses a forged one, and extends the licence on a renewal', async () => {
    const { paypalId, subscriptionId } = await subscriber('webhook');
    const licenses = app().get(LicenseRepositoryPort);
    const before = (await licenses.findBySubscriptionId(subscriptionId))!.expiryDate;

    const forged = simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    expect((await webhook({ headers: { ...forged.headers, 'paypal-transmission-sig': 'forged' }, body: forged.body })).status).toBe(400);

    simulator.recordRenewal(paypalId);
    const renewal = simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    const first = await webhook(renewal);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('processed');
    const after = (await licenses.findBySubscriptionId(subscriptionId))!.expiryDate;
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(after.toISOString()).toBe(expected.toISOString());

    const replay = await webhook(renewal);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('duplicate');
  });

  it('cancel stops billing at PayPal and keeps the licence active until expiry', async () => {
    const { user, paypalId, subscriptionId } = await subscriber('cancel');

    const cancelled = await user.browser.post(`/api/subscriptions/cancel/${subscriptionId}`);

    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelled', nextBillingDate: null });
    expect(simulator.subscriptions.get(paypalId)!.status).toBe('CANCELLED');
    const license = await app().get(LicenseRepositoryPort).findBySubscriptionId(subscriptionId);
    expect(license).toMatchObject({ isActive: true });
    expect(cancelled.body.subscription.endDate).toBe(license!.expiryDate.toISOString());
    expect((await user.browser.post(`/api/subscriptions/cancel/${subscriptionId}`)).status).toBe(409);
    const mine = await user.browser.get('/api/subscriptions/me');
    expect(mine.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([subscriptionId]);
  });

  it('reconciliation picks up a cancellation made at PayPal without a webhook', async () => {
    const { paypalId, subscriptionId } = await subscriber('reconcile');
    simulator.cancelAtProvider(paypalId);

    await app().get(ReconcileSubscriptionsUseCase).execute();

    expect((await app().get(SubscriptionRepositoryPort).findById(subscriptionId))!.status).toBe('cancelled');
  });

  it('deleting an account cancels its active subscription at PayPal first', async () => {
    const { user, paypalId } = await subscriber('delete');

    expect((await user.browser.delete('/api/auth/delete-account')).status).toBe(200);

    expect(simulator.subscriptions.get(paypalId)!.status).toBe('CANCELLED');
  });

  it('deleting an account with an abandoned and an approved-not-active checkout succeeds and leaves nothing cancellable at PayPal', async () => {
    const user = await users.create('delete-abandoned');
    const abandoned = await checkout(user);
    const approved = await checkout(user, 'professional', 'monthly');
    simulator.markApproved(approved.paypalId);

    expect((await user.browser.delete('/api/auth/delete-account')).status).toBe(200);

    expect((await user.browser.get('/api/subscriptions/me')).status).toBe(401);
    for (const { paypalId, subscriptionId } of [abandoned, approved]) {
      expect(['ACTIVE', 'SUSPENDED']).not.toContain(simulator.subscriptions.get(paypalId)!.status);
      expect(simulator.requestsTo(`/v1/billing/subscriptions/${paypalId}/cancel`)).toEqual([]);
      expect(await app().get(SubscriptionRepositoryPort).findById(subscriptionId)).toMatchObject({ status: 'abandoned', userId: null });
    }
  });

  it('cancelling a checkout not yet approved closes it (200, "abandoned"), never 502', async () => {
    const user = await users.create('cancel-pending');
    const pending = await checkout(user);

    const closed = await user.browser.post(`/api/subscriptions/cancel/${pending.subscriptionId}`);

    expect(closed.status).toBe(200);
    expect(closed.body.subscription).toMatchObject({ id: pending.subscriptionId, status: 'abandoned' });
    expect(simulator.subscriptions.get(pending.paypalId)!.status).toBe('APPROVAL_PENDING');
    expect((await user.browser.post(`/api/subscriptions/cancel/${pending.subscriptionId}`)).status).toBe(409);
  });

  it('a checkout PayPal activates after its account was deleted is cancelled at PayPal by the webhook, with no licence', async () => {
    const user = await users.create('orphan');
    const orphan = await checkout(user);
    expect((await user.browser.delete('/api/auth/delete-account')).status).toBe(200);
    simulator.approve(orphan.paypalId);

    const answer = await webhook(simulator.signedEvent('BILLING.SUBSCRIPTION.ACTIVATED', orphan.paypalId));

    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('cancelled-closed');
    expect(simulator.subscriptions.get(orphan.paypalId)!.status).toBe('CANCELLED');
    expect(await app().get(LicenseRepositoryPort).findBySubscriptionId(orphan.subscriptionId)).toBeNull();
  });

  it('reconciliation with 10,000 closed, 10,000 checked recently and 100 due subscriptions reads only the 100 from PayPal', async () => {
    const statuses = ['cancelled', 'expired', 'abandoned'] as const;
    const now = new Date();
    const tomorrow = new Date(now.getTime() + DAY_MS);
    const row = (id: string, paypalId: string, status: string, nextCheckAt: Date | null) => [
      id,
      null,
      paypalId,
      'P-SIM-STANDARD-MONTHLY',
      'standard',
      'monthly',
      status,
      now,
      null,
      null,
      null,
      nextCheckAt,
      now,
      now,
    ];
    const closed = Array.from({ length: 10_000 }, (_, i) =>
      row(`closed-${String(i).padStart(5, '0')}-${randomUUID().slice(0, 8)}`, `I-CLOSED${i}`, statuses[i % 3]!, null),
    );
    const checkedRecently = Array.from({ length: 10_000 }, (_, i) =>
      row(`later-${String(i).padStart(5, '0')}-${randomUUID().slice(0, 8)}`, `I-LATER${i}`, 'active', tomorrow),
    );
    const dueIds = Array.from({ length: 100 }, (_, i) => `I-DUE${i}-${randomUUID().slice(0, 8)}`);
    const due = dueIds.map((paypalId, i) => row(`due-${String(i).padStart(3, '0')}-${randomUUID().slice(0, 8)}`, paypalId, 'active', i % 2 === 0 ? null : now));
    const rows = [...closed, ...checkedRecently, ...due];
    for (let start = 0; start < rows.length; start += 1_000) {
      const chunk = rows.slice(start, start + 1_000);
      await stack.dataSource.query(
        `INSERT INTO subscriptions (id, user_id, paypal_subscription_id, paypal_plan_id, plan, billing_type, status, start_date, end_date, next_billing_date, last_payment_at, next_check_at, created_at, updated_at) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flat(),
      );
    }
    // Cancelled at PayPal without a webhook: reconciliation's reads bring them in line.
    for (const id of dueIds) {
      const at = now.toISOString();
      simulator.subscriptions.set(id, {
        id,
        status: 'CANCELLED',
        plan_id: 'P-SIM-STANDARD-MONTHLY',
        custom_id: '',
        start_time: at,
        create_time: at,
        status_update_time: at,
        billing_info: { failed_payments_count: 0, outstanding_balance: { currency_code: 'USD', value: '0.00' } },
        returnUrl: `${stack.origin}/success`,
        cancelUrl: `${stack.origin}/`,
        baToken: `BA-${id}`,
      });
    }
    const readsBefore = simulator.requests.length;

    const report = await app().get(ReconcileSubscriptionsUseCase).execute();

    const reads = simulator.requests.slice(readsBefore).map((request) => request.path.split('/').pop()!);
    expect(reads.filter((id) => id.startsWith('I-CLOSED') || id.startsWith('I-LATER'))).toEqual([]);
    expect(reads.filter((id) => id.startsWith('I-DUE')).sort()).toEqual([...dueIds].sort());
    expect(report).toMatchObject({ stoppedEarly: null, overlapped: false });
    expect(report.changed).toBeGreaterThanOrEqual(100);
    const [{ count }] = await stack.dataSource.query(
      `SELECT COUNT(*) AS count FROM subscriptions WHERE paypal_subscription_id LIKE 'I-DUE%' AND status = 'cancelled'`,
    );
    expect(Number(count)).toBe(100);
    // The later tests reconcile weeks ahead, when these 10,000 would fall due: they go.
    await stack.dataSource.query(`DELETE FROM subscriptions WHERE id LIKE 'closed-%' OR id LIKE 'later-%' OR id LIKE 'due-%'`);
  }, 60_000);

  it('marks a checkout never approved abandoned three hours on: reconciliation stops asking PayPal, and it cannot be cancelled', async () => {
    const user = await users.create('abandoned');
    const lapsed = await checkout(user);
    // PayPal sends the buyer back only after approval; this one never approved.
    const before = await reconcileLater(ABANDONED_CHECKOUT_AFTER_MS - 60_000);
    expect(before.abandoned).toBe(0);
    expect((await user.browser.get(`/api/subscriptions/${lapsed.subscriptionId}`)).body.subscription.status).toBe('pending');

    const report = await reconcileLater(ABANDONED_CHECKOUT_AFTER_MS + 60_000);

    expect(report.abandoned).toBeGreaterThanOrEqual(1);
    expect((await user.browser.get(`/api/subscriptions/${lapsed.subscriptionId}`)).body.subscription.status).toBe('abandoned');
    const readsBefore = simulator.requestsTo(`/v1/billing/subscriptions/${lapsed.paypalId}`, 'GET').length;
    await reconcileLater(ABANDONED_CHECKOUT_AFTER_MS + 120_000);
    expect(simulator.requestsTo(`/v1/billing/subscriptions/${lapsed.paypalId}`, 'GET')).toHaveLength(readsBefore);
    const cancel = await user.browser.post(`/api/subscriptions/cancel/${lapsed.subscriptionId}`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('BILLING.NOTHING_TO_CANCEL');
  });
});
