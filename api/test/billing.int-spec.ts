import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  ABANDONED_CHECKOUT_AFTER_MS,
  BILLING_MESSAGES,
  DAY_MS,
  HOUR_MS,
  DEFAULT_GRACE_PERIOD_MS,
  DisputeRepositoryPort,
  LicenseRepositoryPort,
  prorateUpgrade,
  ReconcileSubscriptionsUseCase,
  SubscriptionRepositoryPort,
} from '@pointforge/domain';
import { PaypalSimulator, simulatorPlanIds, type WebhookDelivery } from '@pointforge/infra';
import { paypalSimulatorEnvironment } from '@pointforge/infra/testing/paypal-simulator-environment';
import { startProductionStack, type AccountsStack } from './support/accounts-stack';
import { expectOneMessage as expectOneMessageIn, licensesOf as licensesOfUser, reconcileLater as reconcileLaterIn, SETTLE_MS } from './support/billing-checks';
import { Browser, newClientIp } from './support/browser';
import { SignedInUsers, type SignedInUser } from './support/signed-in-users';

const LICENSE_SUSPENDED = 'Your PointForge Standard license is suspended';

/**
 * /api/subscriptions/* and /api/webhooks/paypal through the real app in its production
 * shape (MariaDB, Redis, worker, SMTP) with the real PayPal adapter talking over HTTP to the
 * simulator started here.
 */
describe('billing (MariaDB, Redis, worker, SMTP, PayPal simulator over HTTP)', () => {
  let stack: AccountsStack;
  let simulator: PaypalSimulator;
  let users: SignedInUsers;

  beforeAll(async () => {
    simulator = new PaypalSimulator();
    const baseUrl = await simulator.listen();
    stack = await startProductionStack('billing', {
      env: paypalSimulatorEnvironment(baseUrl),
    });
    users = new SignedInUsers(stack.http, stack.mailbox, stack.origin, 'billing');
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await simulator?.close();
  });

  const app = () => stack.apps[0]!;

  async function checkout(user: SignedInUser, plan = 'standard', billingType = 'annual') {
    const created = await user.browser.post('/api/subscriptions/create', { plan, billingType });
    expect(created.status).toBe(201);
    const paypalId = [...simulator.subscriptions.values()].find((s) => s.custom_id === created.body.subscriptionId)!.id;
    return { subscriptionId: created.body.subscriptionId as string, paypalId, approvalUrl: created.body.approvalUrl as string };
  }

  function execute(user: SignedInUser, paypalId: string) {
    return user.browser.post('/api/subscriptions/execute', { subscriptionId: paypalId, token: 'BA-x', plan: 'standard', billingType: 'annual' });
  }

  function webhook(delivery: Pick<WebhookDelivery, 'headers' | 'body'>) {
    return request(stack.http).post('/api/webhooks/paypal').set(delivery.headers).send(delivery.body);
  }

  /** A subscriber whose checkout went through: approved at PayPal (first payment taken) and confirmed. */
  async function subscriber(label: string) {
    const user = await users.create(label);
    const { paypalId, subscriptionId } = await checkout(user);
    simulator.approve(paypalId);
    expect((await execute(user, paypalId)).status).toBe(200);
    return { user, paypalId, subscriptionId };
  }

  /** A paid period's end as the licence's expiry: plus the default grace period (BILLING_GRACE_PERIOD_DAYS unset). */
  function withGrace(paidUntil: string): string {
    return new Date(new Date(paidUntil).getTime() + DEFAULT_GRACE_PERIOD_MS).toISOString();
  }

  const licensesOf = (user: SignedInUser) => licensesOfUser(user);
  const expectOneMessage = (email: string, subject: string) => expectOneMessageIn(stack, email, subject);
  const reconcileLater = (aheadMs: number) => reconcileLaterIn(stack, aheadMs);

  it('creates a pending subscription and answers the approve link with a return URL to /success', async () => {
    const user = await users.create('create');
    const { subscriptionId, paypalId, approvalUrl } = await checkout(user, 'enterprise', 'monthly');

    expect(approvalUrl).toMatch(/\/checkoutnow\?ba_token=BA-/);
    expect(simulator.subscriptions.get(paypalId)).toMatchObject({
      plan_id: 'P-SIM-ENTERPRISE-MONTHLY',
      returnUrl: `${stack.origin}/success?plan=enterprise&billingType=monthly`,
      cancelUrl: `${stack.origin}/checkout/enterprise?billingType=monthly`,
    });
    const shown = await user.browser.get(`/api/subscriptions/${subscriptionId}`);
    expect(shown.body).toMatchObject({ success: true, subscription: { id: subscriptionId, status: 'pending', plan: 'enterprise', billingType: 'monthly', paypalSubscriptionId: paypalId } });
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
      body: { success: false, code: 'HTTP.RATE_LIMITED', message: 'Too many attempts. Please try again later.' },
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
    expect(refused.body).toMatchObject({ success: false, code: 'BILLING.PLAN_UNAVAILABLE', message: 'This plan cannot be bought right now' });
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
    const user = await users.create('webhook');
    const { paypalId, subscriptionId } = await checkout(user);
    simulator.approve(paypalId);
    await execute(user, paypalId);
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
    const user = await users.create('cancel');
    const { paypalId, subscriptionId } = await checkout(user);
    simulator.approve(paypalId);
    await execute(user, paypalId);

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
    const user = await users.create('reconcile');
    const { paypalId, subscriptionId } = await checkout(user);
    simulator.approve(paypalId);
    await execute(user, paypalId);
    simulator.cancelAtProvider(paypalId);

    await app().get(ReconcileSubscriptionsUseCase).execute();

    expect((await app().get(SubscriptionRepositoryPort).findById(subscriptionId))!.status).toBe('cancelled');
  });

  it('deleting an account cancels its active subscription at PayPal first', async () => {
    const user = await users.create('delete');
    const { paypalId } = await checkout(user);
    simulator.approve(paypalId);
    await execute(user, paypalId);

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
    const row = (id: string, paypalId: string, status: string, nextCheckAt: Date | null) =>
      [id, null, paypalId, 'P-SIM-STANDARD-MONTHLY', 'standard', 'monthly', status, now, null, null, null, nextCheckAt, now, now];
    const closed = Array.from({ length: 10_000 }, (_, i) => row(`closed-${String(i).padStart(5, '0')}-${randomUUID().slice(0, 8)}`, `I-CLOSED${i}`, statuses[i % 3]!, null));
    const checkedRecently = Array.from({ length: 10_000 }, (_, i) => row(`later-${String(i).padStart(5, '0')}-${randomUUID().slice(0, 8)}`, `I-LATER${i}`, 'active', tomorrow));
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
    const [{ count }] = await stack.dataSource.query(`SELECT COUNT(*) AS count FROM subscriptions WHERE paypal_subscription_id LIKE 'I-DUE%' AND status = 'cancelled'`);
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

    expect(simulator.subscriptions.get(paypalId)!.billing_info).toMatchObject({ failed_payments_count: 1, last_failed_payment: { reason_code: 'PAYMENT_DENIED' } });

    const returned = await execute(user, paypalId);

    expect(returned.status).toBe(409);
    expect(returned.body).toEqual({ success: false, code: 'BILLING.PAYMENT_DECLINED', message: BILLING_MESSAGES.paymentDeclined });
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
    for (const [day, type] of [[0, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'], [5, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'], [10, 'BILLING.SUBSCRIPTION.SUSPENDED']] as const) {
      simulator.failRenewal(paypalId);
      expect((await webhook(simulator.signedEvent(type, paypalId))).status).toBe(200);
      await reconcileLater(new Date(paidUntil).getTime() - Date.now() + day * DAY_MS + HOUR_MS);
      expect(simulator.subscriptions.get(paypalId)!.billing_info.failed_payments_count).toBe(1);
      expect(await licensesOf(user)).toEqual([expect.objectContaining({ isActive: true, expiryDate: accessUntil, paidThrough: paidUntil })]);
      expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ endDate: paidUntil, overdueAccessUntil: accessUntil });
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
    for (const answer of answers) expect([{ status: 200, code: undefined }, { status: 409, code: 'BILLING.NOTHING_DUE' }]).toContainEqual(answer);
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
    expect((await stranger.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'enterprise', billingType: 'annual' })).status).toBe(404);
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
      body: {
        success: false,
        code: 'BILLING.SUBSCRIPTION_EXISTS',
        message: 'You already have a subscription. Change its plan from the Subscription tab of your dashboard instead of buying a second one.',
      },
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
      expect.objectContaining({ disputeId, saleId: simulator.latestSale(paypalId).id, status: 'OPEN', reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED', outcome: null, amount: { value: '720.00', currency: 'USD' } }),
    ]);

    expect((await webhook(simulator.resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR'))).body.outcome).toBe('dispute-recorded');
    expect(await disputes.listForSubscription(subscriptionId)).toEqual([expect.objectContaining({ disputeId, status: 'RESOLVED', outcome: 'RESOLVED_SELLER_FAVOUR' })]);
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
