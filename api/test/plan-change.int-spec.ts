import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { unarmorLicenseFile } from '@pointforge/domain';
import { billingSuite } from './support/billing-suite';
import { aFingerprint, desktopApp } from './support/desktop-app';
import type { SignedInUser } from './support/signed-in-users';

/**
 * Changing plan on the same subscription and licence key (issue 24): the preview, the
 * prorated difference collected as a one-time PayPal order, the licence switched when it is
 * captured, and PayPal's revision of the one subscription, through the real app in its
 * production shape with the real PayPal adapter talking to the simulator over HTTP.
 */
describe('plan changes (MariaDB, Redis, worker, SMTP, PayPal simulator over HTTP)', () => {
  const { stack, simulator, users, subscriber, webhook } = billingSuite('plan-change');

  /** A customer whose checkout (Standard monthly unless told) went through: its ids and licence key. */
  const standardMonthlyCustomer = (label: string, plan = 'standard', billingType = 'monthly') => subscriber(label, { plan, billingType });

  /** The buyer presses Approve on the simulator's page for `approvalUrl`, as a browser posts its form; returns where PayPal sends it back. */
  async function approveAtPaypal(approvalUrl: string): Promise<URL> {
    const url = new URL(approvalUrl);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const field: Record<string, string> = url.searchParams.has('ba_token')
      ? { ba_token: url.searchParams.get('ba_token')! }
      : { order: url.searchParams.get('token')! };
    const approved = await fetch(`${simulator.baseUrl}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...field, payment: 'succeeds' }).toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    return new URL(approved.headers.get('location')!);
  }

  function subscriptionsAtPaypalOf(subscriptionId: string) {
    return [...simulator.subscriptions.values()].filter((candidate) => candidate.custom_id === subscriptionId);
  }

  async function licenseOf(user: SignedInUser) {
    const [license] = (await user.browser.get('/api/licenses/me')).body.licenses as Array<{
      id: string;
      licenseKey: string;
      plan: string;
      seats: number;
      isActive: boolean;
      seatsUsed: number;
    }>;
    return license!;
  }

  it('Standard monthly with one machine → Enterprise annual: the preview’s amount charged once, the same key validates as enterprise with 5 seats, the machine stays, its refreshed file says enterprise, one subscription billed', async () => {
    const { user, subscriptionId, paypalId, licenseKey } = await standardMonthlyCustomer('upgrade');
    const desktop = desktopApp(stack.http);
    const fingerprint = aFingerprint();
    const activated = await desktop('activate', { licenseKey, fingerprint, name: 'survey-laptop', platform: 'windows', appVersion: '1.0.7' });
    expect(activated.body.license).toMatchObject({ plan: 'standard', seats: 1, seatsUsed: 1 });
    const salesBefore = simulator.sales.size;

    const preview = (await user.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'enterprise', billingType: 'annual' })).body
      .preview;
    expect(preview).toMatchObject({ kind: 'upgrade', seats: 5, seatsInUse: 1 });
    expect(Number(preview.dueNow.value)).toBeGreaterThan(0);
    const started = await user.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'enterprise', billingType: 'annual' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, quote: { dueNow: preview.dueNow }, approvalUrl: expect.stringContaining('/checkoutnow?token=') });
    // Nothing is charged, nor the licence changed, before the buyer approves the payment.
    expect(await licenseOf(user)).toMatchObject({ plan: 'standard', seats: 1 });
    const early = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, {
      orderId: new URL(started.body.approvalUrl).searchParams.get('token'),
    });
    expect(early.body.code).toBe('BILLING.ORDER_NOT_APPROVED');

    const back = await approveAtPaypal(started.body.approvalUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${stack.origin}/dashboard/plan-change`);
    expect(back.searchParams.get('subscription')).toBe(subscriptionId);
    const orderId = back.searchParams.get('token')!;
    const [confirmed, again] = await Promise.all([
      user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, { orderId }),
      user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, { orderId }),
    ]);
    for (const answer of [confirmed, again]) {
      expect(answer.status).toBe(200);
      expect(answer.body.approvalUrl).toEqual(expect.stringContaining('/checkoutnow?ba_token='));
    }
    const captures = simulator.orders.get(orderId)!.purchase_units[0]!.payments!.captures;
    expect(captures).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: { currency_code: 'USD', value: preview.dueNow.value } })]);
    expect(await licenseOf(user)).toMatchObject({ licenseKey, plan: 'enterprise', seats: 5, seatsUsed: 1, isActive: true });
    const validated = await desktop('validate', { licenseKey, fingerprint });
    expect(validated.body.license).toMatchObject({ plan: 'enterprise', seats: 5, seatsUsed: 1, status: 'active' });
    expect(decodeJwt(unarmorLicenseFile(validated.body.licenseFile)!)).toMatchObject({ plan: 'enterprise', seats: 5 });

    // The buyer consents to PayPal's revision: the one subscription bills Enterprise annual from its next billing date.
    await approveAtPaypal(confirmed.body.approvalUrl);
    const done = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, {});
    expect(done.body).toMatchObject({
      success: true,
      approvalUrl: null,
      subscription: { id: subscriptionId, plan: 'enterprise', billingType: 'annual', status: 'active' },
    });
    expect(subscriptionsAtPaypalOf(subscriptionId)).toEqual([expect.objectContaining({ id: paypalId, plan_id: 'P-SIM-ENTERPRISE-ANNUAL', status: 'ACTIVE' })]);
    expect(simulator.sales.size).toBe(salesBefore);
    simulator.recordRenewal(paypalId);
    expect(simulator.latestSale(paypalId).amount.total).toBe('2880.00');
    expect((await user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, {})).body.code).toBe('BILLING.NO_CHANGE_PENDING');
  }, 60_000);

  it('BILLING.SUBSCRIPTION.UPDATED completes a change whose buyer never came back from the revision', async () => {
    const { user, subscriptionId, paypalId } = await standardMonthlyCustomer('upgrade-webhook');
    const started = await user.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'enterprise', billingType: 'monthly' });
    const orderId = (await approveAtPaypal(started.body.approvalUrl)).searchParams.get('token')!;
    const confirmed = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, { orderId });
    await approveAtPaypal(confirmed.body.approvalUrl);

    const delivery = simulator.signedEvent('BILLING.SUBSCRIPTION.UPDATED', paypalId);
    expect((await webhook(delivery)).body.outcome).toBe('processed');

    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({
      plan: 'enterprise',
      billingType: 'monthly',
      planChange: null,
    });
  });

  it('refuses another account’s change (404) and an order that is not the change’s own', async () => {
    const { user, subscriptionId } = await standardMonthlyCustomer('upgrade-refusals');
    const stranger = await users.create('upgrade-stranger');
    expect((await stranger.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'enterprise', billingType: 'annual' })).status).toBe(404);
    const ordersBefore = simulator.orders.size;
    const started = await user.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'professional', billingType: 'monthly' });
    expect(started.status).toBe(200);
    const wrong = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, { orderId: 'SOME-OTHER-ORDER' });
    expect({ status: wrong.status, code: wrong.body.code }).toEqual({ status: 409, code: 'BILLING.NO_CHANGE_PENDING' });
    expect((await licenseOf(user)).plan).toBe('standard');
    expect(simulator.orders.size).toBe(ordersBefore + 1);
  });

  it('annual → monthly: PayPal revises the one subscription once the buyer consents, the change waits for the end of the paid year (Undo asks PayPal’s consent to go back), then PayPal bills the monthly price on the same key', async () => {
    const { user, subscriptionId, paypalId, licenseKey } = await standardMonthlyCustomer('annual-to-monthly', 'standard', 'annual');
    const paidThrough = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    const confirm = () => user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, {});
    const scheduleMonthly = async () => {
      const started = await user.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'standard', billingType: 'monthly' });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({
        quote: { kind: 'downgrade', dueNow: { value: '0.00' }, effectiveAt: paidThrough, nextCharge: { amount: { value: '75.00' }, at: paidThrough } },
        scheduledChange: { plan: 'standard', billingType: 'monthly', effectiveAt: paidThrough, awaitingConsent: true },
        approvalUrl: expect.stringContaining('/checkoutnow?ba_token='),
      });
      // Back without consenting (or a reload): PayPal's page for the same revision again.
      expect((await confirm()).body).toMatchObject({ approvalUrl: started.body.approvalUrl, outcome: null });
      await approveAtPaypal(started.body.approvalUrl);
      const consented = await confirm();
      expect(consented.body).toMatchObject({
        approvalUrl: null,
        outcome: 'scheduled',
        message: 'Your plan change is scheduled for the end of your paid period.',
        subscription: { billingType: 'annual', scheduledChange: { billingType: 'monthly', awaitingConsent: false } },
      });
      expect(simulator.subscriptions.get(paypalId)).toMatchObject({ plan_id: 'P-SIM-STANDARD-MONTHLY', billing_info: { next_billing_time: paidThrough } });
    };

    await scheduleMonthly();
    const undo = await user.browser.delete(`/api/subscriptions/${subscriptionId}/change`);
    expect(undo.body).toMatchObject({
      approvalUrl: expect.stringContaining('/checkoutnow?ba_token='),
      subscription: { scheduledChange: { billingType: 'monthly' } },
    });
    await approveAtPaypal(undo.body.approvalUrl);
    expect((await confirm()).body).toMatchObject({
      outcome: 'undone',
      message: 'Your scheduled plan change has been undone.',
      subscription: { billingType: 'annual', scheduledChange: null },
    });
    expect(simulator.subscriptions.get(paypalId)!.plan_id).toBe('P-SIM-STANDARD-ANNUAL');

    await scheduleMonthly();
    expect(await licenseOf(user)).toMatchObject({ licenseKey, plan: 'standard', isActive: true });
    simulator.recordRenewal(paypalId);
    expect(simulator.latestSale(paypalId).amount.total).toBe('75.00');
    const renewal = simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    expect((await webhook(renewal)).body.outcome).toBe('processed');

    const nextMonth = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({
      billingType: 'monthly',
      scheduledChange: null,
      endDate: nextMonth,
    });
    expect(subscriptionsAtPaypalOf(subscriptionId)).toHaveLength(1);
    const licenses = (await user.browser.get('/api/licenses/me')).body.licenses as Array<{ licenseKey: string; paidThrough: string }>;
    expect(licenses).toEqual([expect.objectContaining({ licenseKey, paidThrough: nextMonth })]);
  }, 60_000);

  it('Enterprise → Standard with three machines of the owner: scheduled for the end of the paid year with the machine chosen to stay, Undo puts it back, and at the switch exactly that machine stays', async () => {
    const { user, subscriptionId, paypalId, licenseKey } = await standardMonthlyCustomer('downgrade-seats', 'enterprise', 'annual');
    const paidThrough = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    const desktop = desktopApp(stack.http);
    const fingerprints = [aFingerprint(), aFingerprint(), aFingerprint()];
    for (const [index, fingerprint] of fingerprints.slice(0, 2).entries()) {
      expect((await desktop('activate', { licenseKey, fingerprint, name: `rig-${index}`, platform: 'linux', appVersion: '1.0.7' })).status).toBe(200);
    }
    // The third is from before seats were people, when the key activated five computers of anyone's: the owner's since then.
    const licenseId = (await licenseOf(user)).id;
    const now = new Date();
    await stack.dataSource.query(
      'INSERT INTO machines (id, license_id, user_id, fingerprint, name, platform, app_version, activated_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [randomUUID(), licenseId, user.userId, fingerprints[2], 'rig-2', 'linux', '1.0.7', now, now],
    );
    const devices = (await user.browser.get('/api/licenses/me')).body.licenses[0].devices as Array<{ id: string; name: string }>;
    const staying = devices.find((device) => device.name === 'rig-1')!;

    const preview = (await user.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, { plan: 'standard', billingType: 'annual' })).body.preview;
    expect(preview).toMatchObject({
      kind: 'downgrade',
      seats: 1,
      devices: 2,
      seatsInUse: 3,
      dueNow: { value: '0.00' },
      effectiveAt: paidThrough,
      nextCharge: { amount: { value: '720.00' }, at: paidThrough },
    });
    for (const keepDeviceIds of [undefined, devices.map((device) => device.id), ['not-a-device-of-this-licence']]) {
      const refused = await user.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'standard', billingType: 'annual', keepDeviceIds });
      expect({ status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({
        status: 400,
        code: 'BILLING.CHOOSE_DEVICES',
        message: 'Choose which computers keep the license: up to 2.',
      });
    }

    const schedule = () =>
      user.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'standard', billingType: 'annual', keepDeviceIds: [staying.id] });
    const scheduled = await schedule();
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.approvalUrl).toBeUndefined();
    const expectedChange = { plan: 'standard', billingType: 'annual', effectiveAt: paidThrough, keepDeviceIds: [staying.id] };
    expect(scheduled.body).toMatchObject({
      success: true,
      scheduledChange: expectedChange,
      subscription: { plan: 'enterprise', scheduledChange: expectedChange },
    });
    // Nothing changes before the switch: the licence, its machines, what PayPal bills now.
    expect(await licenseOf(user)).toMatchObject({ licenseKey, plan: 'enterprise', seats: 5, seatsUsed: 3 });
    expect(simulator.subscriptions.get(paypalId)).toMatchObject({ plan_id: 'P-SIM-ENTERPRISE-ANNUAL', status: 'ACTIVE' });
    expect((await user.browser.post(`/api/subscriptions/${subscriptionId}/change`, { plan: 'professional', billingType: 'annual' })).body.code).toBe(
      'BILLING.CHANGE_SCHEDULED',
    );

    const undone = await user.browser.delete(`/api/subscriptions/${subscriptionId}/change`);
    expect(undone.status).toBe(200);
    expect(undone.body.subscription).toMatchObject({ plan: 'enterprise', scheduledChange: null });
    expect((await user.browser.delete(`/api/subscriptions/${subscriptionId}/change`)).body.code).toBe('BILLING.NO_CHANGE_SCHEDULED');
    // Undone, PayPal bills the Enterprise price again.
    const patches = simulator.requestsTo(`/v1/billing/subscriptions/${paypalId}`, 'PATCH');
    expect(patches.map((sent) => (sent.body as Array<{ value: { value: string } }>)[0]!.value.value)).toEqual(['720.00', '2880.00']);

    expect((await schedule()).status).toBe(200);
    const otherAccount = await users.create('downgrade-stranger');
    expect((await otherAccount.browser.delete(`/api/subscriptions/${subscriptionId}/change`)).status).toBe(404);

    // The paid year ends: PayPal bills the renewal at Standard's price, and the licence switches.
    simulator.recordRenewal(paypalId);
    expect(simulator.latestSale(paypalId).amount.total).toBe('720.00');
    const renewal = simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    expect((await webhook(renewal)).body.outcome).toBe('processed');

    expect(await licenseOf(user)).toMatchObject({ licenseKey, plan: 'standard', seats: 1, seatsUsed: 1, isActive: true });
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({
      plan: 'standard',
      billingType: 'annual',
      scheduledChange: null,
    });
    const validations = await Promise.all(fingerprints.map((fingerprint) => desktop('validate', { licenseKey, fingerprint })));
    expect(validations.map((answer) => answer.body.code)).toEqual(['NOT_ACTIVATED', 'VALID', 'NOT_ACTIVATED']);
    expect(decodeJwt(unarmorLicenseFile(validations[1]!.body.licenseFile)!)).toMatchObject({ plan: 'standard', seats: 1 });
  }, 60_000);
});
