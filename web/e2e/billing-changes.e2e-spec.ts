import { randomUUID } from 'node:crypto';
import { DEFAULT_GRACE_PERIOD_MS, formatLongUsDate, formatUsd, PAYPAL_AUTOPAY_URL, prorateUpgrade } from '@pointforge/domain';
import {
  answerPaypalApproval,
  callApi,
  changePlanTo,
  dismissToasts,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  licenseItem,
  openDashboardTab,
  screenshotAtBothWidths,
  signUpAndLogIn,
  subscriptionDetail,
  subscriptionRegion,
  waitForText,
  waitForToast,
  waitForDialogSettled,
  waitForVisible,
  usePaypalJourney,
} from './support';
import { LICENSE_KEY, PASSWORD, TEXT, licensesOfApi, subscribeAsNewCustomer } from './support/billing-journeys';

/**
 * The billing journeys after the first sale (SITE-SPEC sections 4 and 5; DECISIONS.md
 * "Billing"): the overdue banner, changing plan, cancelling and resuming, against the real
 * API and worker whose payment provider is a PayPal simulator each describe starts.
 */

/**
 * After the first sale: a payment PayPal fails to collect, and a change of plan. On a stack
 * of their own: their checkouts and confirmations would spend the hourly per-IP limits the
 * checkout journeys of billing.e2e-spec.ts share (they all come from one browser address).
 */
describe('billing after the first sale: the overdue banner and changing plan', () => {
  const { journey, simulator } = usePaypalJourney('billing-changes');

  /** A new customer, signed in, whose checkout of `plan` went through at PayPal: its ids and licence key. */
  /**
   * A computer from before seats were people, when the licence key activated Enterprise's five
   * computers of anyone's: the migration made it the owner's, so the owner holds three.
   */
  async function givenLegacyDevice(licenseKey: string, name: string) {
    const { licenses } = (await callApi(journey.page, 'GET', '/api/licenses/me')).body as { licenses: Array<{ id: string; licenseKey: string }> };
    const ownerId = ((await callApi(journey.page, 'GET', '/api/auth/me')).body as { user: { id: string } }).user.id;
    const now = new Date();
    await journey.stack.db.query(
      'INSERT INTO machines (id, license_id, user_id, fingerprint, name, platform, app_version, activated_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [randomUUID(), licenses.find((license) => license.licenseKey === licenseKey)!.id, ownerId, randomUUID(), name, 'windows', '1.0.6', now, now],
    );
  }

  async function subscribedCustomer(email: string, plan: string, billingType: string) {
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    const created = await callApi(journey.page, 'POST', '/api/subscriptions/create', { plan, billingType });
    const subscriptionId = (created.body as { subscriptionId: string }).subscriptionId;
    const paypalId = [...simulator.subscriptions.values()].find((candidate) => candidate.custom_id === subscriptionId)!.id;
    const returned = Object.fromEntries(new URL(simulator.approve(paypalId)).searchParams);
    const executed = await callApi(journey.page, 'POST', '/api/subscriptions/execute', {
      subscriptionId: returned.subscription_id,
      token: returned.token,
      plan,
      billingType,
    });
    expect(executed.status).toBe(200);
    return { subscriptionId, paypalId, licenseKey: (executed.body as { license: { licenseKey: string } }).license.licenseKey };
  }

  it('a renewal PayPal fails to collect: the dashboard shows "Payment overdue: access until …" with PayPal’s autopay link and Pay now, which pays it at once; every other date is the paid-through date', async () => {
    const { paypalId, licenseKey } = await subscribedCustomer('overdue.buyer@example.com', 'standard', 'monthly');
    const paidUntil = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    // The due-date attempt and both retries fail: PayPal suspends it.
    for (let attempt = 0; attempt < 3; attempt += 1) simulator.failRenewal(paypalId);
    expect((await simulator.emitWebhook('BILLING.SUBSCRIPTION.SUSPENDED', paypalId, `${journey.stack.baseUrl}/api/webhooks/paypal`)).status).toBe(200);

    await journey.page.goto('/dashboard');
    const banner = journey.page.locator('.payment-overdue');
    const accessUntil = formatLongUsDate(new Date(new Date(paidUntil).getTime() + DEFAULT_GRACE_PERIOD_MS));
    await waitForText(banner.getByRole('heading', { level: 2 }), `Payment overdue: access until ${accessUntil}`);
    expect(await banner.getByRole('link', { name: 'Update payment method at PayPal' }).getAttribute('href')).toBe(PAYPAL_AUTOPAY_URL);
    await waitForText(licenseItem(journey.page, licenseKey).locator('time'), formatLongUsDate(paidUntil));
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'dashboard-payment-overdue');

    await banner.getByRole('button', { name: 'Pay now', exact: true }).click();
    await waitForToast(journey.page, 'Payment received');
    await eventually(async () => expect(await banner.count()).toBe(0));
    const renewedUntil = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    expect(new Date(renewedUntil).getTime()).toBeGreaterThan(new Date(paidUntil).getTime());
    await waitForText(licenseItem(journey.page, licenseKey).locator('time'), formatLongUsDate(renewedUntil));
    await openDashboardTab(journey.page, 'Subscription');
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Active');
    await waitForText(subscriptionDetail(journey.page, 'Current period ends'), formatLongUsDate(renewedUntil));
    await waitForText(subscriptionDetail(journey.page, 'Next billing date'), formatLongUsDate(renewedUntil));
    expectNoBrowserErrors(journey.page);
  }, 90_000);

  it('upgrades Standard monthly to Enterprise annual on the same key: the checkout offers the change instead of a second purchase, the price shows before anything is charged, then PayPal’s two approvals', async () => {
    const { paypalId, licenseKey } = await subscribedCustomer('upgrade.buyer@example.com', 'standard', 'monthly');

    // A second purchase is refused; the checkout offers the change instead.
    expect((await callApi(journey.page, 'POST', '/api/subscriptions/create', { plan: 'enterprise', billingType: 'annual' })).status).toBe(409);
    await journey.page.goto('/checkout/enterprise?billingType=annual');
    const offer = journey.page.getByRole('region', { name: 'You already have a subscription' });
    await waitForText(offer, 'You have the Standard plan, billed monthly.');
    expect(await journey.page.getByRole('button', { name: 'Subscribe with PayPal' }).count()).toBe(0);
    await screenshotAtBothWidths(journey.page, 'checkout-offers-change');
    await offer.getByRole('link', { name: 'Change Plan' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'subscription');

    const dialog = await changePlanTo(journey.page, 'Enterprise, Annual: $2,880 a year');
    const paidThrough = new Date(simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!);
    const dueNow = prorateUpgrade({ plan: 'standard', billingType: 'monthly' }, { plan: 'enterprise', billingType: 'annual' }, paidThrough, new Date());
    await waitForText(dialog.locator('.subscription-details'), formatUsd(dueNow / 100));
    await waitForText(dialog.locator('.subscription-details'), `From ${formatLongUsDate(paidThrough)}`);
    await waitForText(dialog.locator('.subscription-details'), 'Enterprise plan, 5 seats');
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'change-plan-dialog');
    expect(simulator.orders.size).toBe(0);

    // PayPal: approve the prorated payment, then consent to the revision of the subscription.
    await dialog.getByRole('button', { name: 'Continue to PayPal' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/checkoutnow' && url.searchParams.has('token'));
    await journey.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await journey.page.waitForURL((url) => url.pathname === '/checkoutnow' && url.searchParams.has('ba_token'));
    await journey.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await journey.page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'subscription');
    await waitForToast(journey.page, 'Plan changed');
    await waitForText(subscriptionDetail(journey.page, 'Plan'), 'Enterprise plan');
    await waitForText(subscriptionDetail(journey.page, 'Billing type'), 'Annual');
    expect([...simulator.orders.values()].map((order) => order.purchase_units[0]!.payments?.captures.map((capture) => capture.amount.value))).toEqual([
      [(dueNow / 100).toFixed(2)],
    ]);
    await openDashboardTab(journey.page, 'Licenses');
    await waitForText(licenseItem(journey.page, licenseKey), 'Enterprise');
    expectNoBrowserErrors(journey.page);
  }, 120_000);
  it('schedules Enterprise → Standard for the end of the paid year, keeping the computers the customer picks, and Undo takes it back', async () => {
    const { subscriptionId, paypalId, licenseKey } = await subscribedCustomer('downgrade.buyer@example.com', 'enterprise', 'annual');
    for (const [name, fingerprint] of [
      ['survey-laptop', 'a1b2c3d4e5f60718293a4b5c6d7e8f90'],
      ['office-tower', '0f1e2d3c4b5a69788796a5b4c3d2e1f0'],
    ]) {
      expect(
        (await callApi(journey.page, 'POST', '/api/v1/licenses/activate', { licenseKey, fingerprint, name, platform: 'windows', appVersion: '1.0.7' })).status,
      ).toBe(200);
    }
    await givenLegacyDevice(licenseKey, 'field-rig');
    const paidThrough = formatLongUsDate(simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!);

    await journey.page.goto('/dashboard?tab=subscription');
    const dialog = await changePlanTo(journey.page, 'Standard, Annual: $720 a year');
    await waitForText(dialog.locator('.subscription-details'), `Takes effect ${paidThrough}`);
    await waitForText(dialog, `Choose up to 2 computers to keep. The others are released on ${paidThrough}.`);
    const schedule = dialog.getByRole('button', { name: 'Schedule change' });
    expect(await schedule.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /office-tower/ }).check();
    await dialog.getByRole('checkbox', { name: /field-rig/ }).check();
    expect(await dialog.getByRole('checkbox', { name: /survey-laptop/ }).isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'change-plan-downgrade');
    await schedule.click();

    await waitForToast(journey.page, 'Plan change scheduled');
    await waitForText(subscriptionRegion(journey.page), `Changes to Standard on ${paidThrough}`);
    expect(await subscriptionRegion(journey.page).getByRole('button', { name: 'Change plan', exact: true }).count()).toBe(0);
    const scheduled = (await callApi(journey.page, 'GET', `/api/subscriptions/${subscriptionId}`)).body as {
      subscription: { scheduledChange: { keepDeviceIds: string[] } };
    };
    const devices = ((await callApi(journey.page, 'GET', '/api/licenses/me')).body as { licenses: Array<{ devices: Array<{ id: string; name: string }> }> })
      .licenses[0]!.devices;
    const idOf = (name: string) => devices.find((device) => device.name === name)!.id;
    expect(scheduled.subscription.scheduledChange.keepDeviceIds).toEqual([idOf('office-tower'), idOf('field-rig')]);
    await dismissToasts(journey.page);
    await screenshotAtBothWidths(journey.page, 'subscription-downgrade-scheduled');

    await subscriptionRegion(journey.page).getByRole('button', { name: 'Undo', exact: true }).click();
    await waitForToast(journey.page, 'Scheduled change undone');
    await eventually(async () => expect(await subscriptionRegion(journey.page).getByText('Changes to Standard').count()).toBe(0));
    await waitForVisible(subscriptionRegion(journey.page).getByRole('button', { name: 'Change plan', exact: true }));
    await waitForText(subscriptionDetail(journey.page, 'Plan'), 'Enterprise plan');
    expectNoBrowserErrors(journey.page);
  }, 120_000);
});

/**
 * Cancel and resume (issue 24 part 2), on a stack of its own: its two PayPal returns would
 * otherwise spend the hourly confirmation limit per IP (every journey's browser is 127.0.0.1)
 * that the journeys above share.
 */
describe('billing: cancel and resume', () => {
  const { journey, simulator } = usePaypalJourney('billing-resume');

  /** A new customer buys `path`'s plan through PayPal's approval page: the key shown, and the licence's paid-through date. */
  async function boughtThroughCheckout(email: string, path: string) {
    await subscribeAsNewCustomer(journey, email, path);
    await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve');
    const licenseKey = await waitForText(journey.page.locator('.payment-card__key-value'), LICENSE_KEY);
    const [bought] = (await licensesOfApi(journey.page)) as { paidThrough: string }[];
    await dismissToasts(journey.page);
    return { licenseKey, bought: bought!, paidThrough: formatLongUsDate(bought!.paidThrough) };
  }

  it('cancel, then Resume subscription through PayPal’s approval page: the same key, Active throughout, nothing charged before the old paid-through date', async () => {
    const { licenseKey, bought, paidThrough } = await boughtThroughCheckout('resume.journey@example.com', '/checkout/standard?billingType=monthly');

    await journey.page.goto('/dashboard?tab=subscription');
    await subscriptionRegion(journey.page).getByRole('button', { name: 'Cancel Subscription', exact: true }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await waitForDialogSettled(dialog);
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await waitForToast(journey.page, TEXT.cancelledToast);
    await dismissToasts(journey.page);
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Cancelled');
    const resume = subscriptionRegion(journey.page).getByRole('button', { name: 'Resume subscription', exact: true });
    await waitForVisible(resume);
    await waitForText(subscriptionRegion(journey.page), `nothing is charged before ${paidThrough}`);
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'subscription-tab-resume');

    await resume.click();
    await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve');
    expect(new URL(journey.page.url()).pathname).toBe('/success');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Your Subscription Is Resumed');
    await waitForText(journey.page.locator('.payment-card'), 'Your license key keeps working');
    await waitForText(journey.page.locator('.payment-card'), `Nothing is charged until ${paidThrough}`);
    await waitForToast(journey.page, 'Subscription resumed');
    await dismissToasts(journey.page);
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'success-page-resumed');

    // PayPal took nothing at approval: its first charge is at the old paid-through date.
    const resumedAtPaypal = [...simulator.subscriptions.values()].at(-1)!;
    expect(resumedAtPaypal).toMatchObject({ status: 'ACTIVE', start_time: bought.paidThrough });
    expect([...simulator.sales.values()].filter((sale) => sale.billing_agreement_id === resumedAtPaypal.id)).toEqual([]);
    expect(await licensesOfApi(journey.page)).toEqual([expect.objectContaining({ licenseKey, isActive: true, paidThrough: bought.paidThrough })]);

    await journey.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForText(licenseItem(journey.page, licenseKey), 'Active');
    await openDashboardTab(journey.page, 'Subscription');
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Active');
    await waitForText(subscriptionDetail(journey.page, 'Next billing date'), paidThrough);
    expect(await subscriptionRegion(journey.page).locator('.subscription-banner').count()).toBe(0);
    expect(await subscriptionRegion(journey.page).getByRole('button', { name: 'Resume subscription' }).count()).toBe(0);
    expectNoBrowserErrors(journey.page);
  }, 120_000);

  it('annual → monthly: scheduled once approved at PayPal, shown as "Changes to Standard, billed monthly, on …" until the paid year ends', async () => {
    const { bought, paidThrough } = await boughtThroughCheckout('monthly.switch@example.com', '/checkout/standard?billingType=annual');

    await journey.page.goto('/dashboard?tab=subscription');
    const dialog = await changePlanTo(journey.page, 'Standard, Monthly: $75 a month');
    await waitForText(dialog.locator('.subscription-details'), `Takes effect ${paidThrough}`);
    await dialog.getByRole('button', { name: 'Continue to PayPal' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/checkoutnow' && url.searchParams.has('ba_token'));
    await journey.page.getByRole('button', { name: 'Approve', exact: true }).click();

    await journey.page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'subscription');
    await waitForToast(journey.page, 'Plan change scheduled');
    await waitForText(subscriptionRegion(journey.page).locator('.subscription-banner'), `Changes to Standard, billed monthly, on ${paidThrough}`);
    await waitForText(subscriptionDetail(journey.page, 'Billing type'), 'Annual');
    expect([...simulator.subscriptions.values()].at(-1)).toMatchObject({
      plan_id: 'P-SIM-STANDARD-MONTHLY',
      billing_info: { next_billing_time: bought.paidThrough },
    });
    await dismissToasts(journey.page);
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'subscription-monthly-scheduled');
    expectNoBrowserErrors(journey.page);
  }, 120_000);
});
