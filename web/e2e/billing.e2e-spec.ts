import { BILLING_MESSAGES, DEFAULT_GRACE_PERIOD_MS, formatLongUsDate, formatUsd, PAYPAL_AUTOPAY_URL, prorateUpgrade } from '@pointforge/domain';
import { PaypalSimulator } from '@pointforge/infra';
import { paypalSimulatorEnvironment } from '@pointforge/infra/testing/paypal-simulator-environment';
import {
  answerPaypalApproval,
  callApi,
  checkoutBillingOption,
  checkoutPlanCard,
  createVerifiedAccount,
  dismissToasts,
  downloadFrom,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  licenseItem,
  licensesRegion,
  linkFrom,
  openDashboardTab,
  screenshotAtBothWidths,
  signUpAndLogIn,
  startTrialThroughApi,
  subscriptionDetail,
  subscriptionItem,
  subscriptionRegion,
  submitLogin,
  toastTitled,
  waitForMailTo,
  waitForText,
  waitForToast,
  waitForDialogSettled,
  waitForVisible,
  useJourneyStack,
  type JourneyStack,
} from './support';

/**
 * Checkout, payment confirmation and the dashboard's Subscription tab (SITE-SPEC sections
 * 2, 4, 5 and 8; DECISIONS.md "Billing"), against the real API and worker whose payment
 * provider is a PayPal simulator started here (so the journey can take a payment later and
 * send PayPal's webhook): its approval page has Approve and Cancel buttons and a "Payment
 * declines" choice, and redirects back to /success with subscription_id, ba_token and
 * token, as PayPal does.
 */

/** DECISIONS.md: `PF-` and five groups of five Crockford base32 characters. */
const KEY_IN_TEXT = /PF(-[0-9A-HJKMNP-TV-Z]{5}){5}/;
const LICENSE_KEY = new RegExp(`^${KEY_IN_TEXT.source}$`);
const PASSWORD = 'billing-Journey-pass-7342';

/** SITE-SPEC section 8, word for word. */
const TEXT = {
  checkoutError: 'Checkout Error',
  checkoutInline: 'Failed to initialize PayPal checkout. Please try again.',
  processing: 'Processing Your Payment',
  thankYou: 'Thank You For Your Purchase!',
  activated: 'Your subscription has been successfully activated.',
  activatedToast: 'Subscription activated',
  noKey:
    'Your license key is being generated and will be sent to your email address. You can also view all your licenses in your dashboard.',
  failureTitle: 'Payment Processing Issue',
  failureMessage: 'There was a problem processing your payment. Please contact support.',
  failureNote: "If you've already been charged, please check your dashboard for your license or contact support.",
  cancelledToast: 'Subscription cancelled',
  planNotFound: 'Plan Not Found',
  noLicenses: 'Your account holds no licenses yet.',
};

/** The caller's licences, as the Licenses tab reads them. */
async function licensesOfApi(page: Parameters<typeof callApi>[0]): Promise<unknown[]> {
  return ((await callApi(page, 'GET', '/api/licenses/me')).body as { licenses: unknown[] }).licenses;
}

/** A new customer, signed in, presses Subscribe with PayPal on the checkout at `path` (on to PayPal's approval page). */
async function subscribeAsNewCustomer(journey: JourneyStack, email: string, path: string): Promise<void> {
  await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
  await journey.page.goto(path);
  await journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
}

describe('billing: checkout, payment confirmation and the Subscription tab', () => {
  const simulator = new PaypalSimulator();
  beforeAll(() => simulator.listen());
  const journey = useJourneyStack('billing', { env: () => paypalSimulatorEnvironment(simulator.baseUrl) });
  afterAll(() => simulator.close());

  it('subscribes through PayPal after logging in, shows the key, then cancels from the dashboard', async () => {
    const email = 'buyer.journey@example.com';
    await createVerifiedAccount(journey.page, journey.stack.mailbox, { email, password: PASSWORD, firstName: 'Bea' });

    // Signed out: the checkout sends the visitor to log in and back, billing type included.
    await journey.page.goto('/checkout/professional?billingType=monthly');
    await journey.page.waitForURL((url) => url.pathname === '/login');
    const loginUrl = new URL(journey.page.url());
    expect(loginUrl.search).toBe(`?redirect=${encodeURIComponent('/checkout/professional?billingType=monthly')}`);
    await submitLogin(journey.page, email, PASSWORD);
    await journey.page.waitForURL((url) => url.pathname === '/checkout/professional' && url.search === '?billingType=monthly');

    const card = checkoutPlanCard(journey.page, 'Professional');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Subscribe to Professional');
    await waitForText(card.locator('.checkout-card__badge'), 'Most Popular');
    await waitForText(card.locator('.checkout-card__price'), '$99/month');
    expect(await checkoutBillingOption(journey.page, 'Monthly').getAttribute('aria-pressed')).toBe('true');
    expect(await journey.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // Annual shows the yearly total and its monthly equivalent.
    await checkoutBillingOption(journey.page, 'Annual').click();
    await waitForText(card.locator('.checkout-card__price'), '$1,188/year');
    await waitForText(card, "That's $99/month, billed annually");
    await journey.page.waitForURL((url) => url.searchParams.get('billingType') === 'annual');
    await expectNoSeriousAxeViolations(journey.page);
    await dismissToasts(journey.page);

    await checkoutBillingOption(journey.page, 'Monthly').click();
    await waitForText(card.locator('.checkout-card__price'), '$99/month');
    await journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();

    // The simulator's approval page, then back to /success with PayPal's parameters.
    await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve');
    const returned = new URL(journey.page.url());
    expect(returned.pathname).toBe('/success');
    for (const name of ['subscription_id', 'ba_token', 'token', 'plan', 'billingType']) {
      expect(returned.searchParams.get(name)).toBeTruthy();
    }
    await waitForText(journey.page.getByRole('heading', { level: 1 }), TEXT.thankYou);
    await waitForText(journey.page.locator('.payment-card'), TEXT.activated);
    await waitForToast(journey.page, TEXT.activatedToast);
    const licenseKey = await waitForText(journey.page.locator('.payment-card__key-value'), LICENSE_KEY);
    expect(await journey.page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await journey.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    const saved = await downloadFrom(journey.page, () => journey.page.getByRole('button', { name: 'Download License File' }).click());
    expect(saved.fileName).toBe('PointForge.key');
    expect(saved.content).toBe(licenseKey);
    await dismissToasts(journey.page);

    // The dashboard lists the licence and the active subscription.
    await journey.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForVisible(licenseItem(journey.page, licenseKey));
    await waitForText(licenseItem(journey.page, licenseKey), 'Active');

    await openDashboardTab(journey.page, 'Subscription');
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Active');
    await waitForText(subscriptionDetail(journey.page, 'Plan'), 'Professional plan');
    await waitForText(subscriptionDetail(journey.page, 'Billing type'), 'Monthly');
    await waitForVisible(subscriptionDetail(journey.page, 'Next billing date'));
    const licenses = await callApi(journey.page, 'GET', '/api/licenses/me');
    const license = (licenses.body as { licenses: { licenseKey: string; paidThrough: string }[] }).licenses.find(
      (row) => row.licenseKey === licenseKey,
    );
    expect(license).toBeDefined();
    // Every date the customer sees is the paid-through date: the same as the next charge, never the grace period behind it.
    const accessUntil = formatLongUsDate(license!.paidThrough);
    await waitForText(subscriptionDetail(journey.page, 'Current period ends'), accessUntil);
    await waitForText(subscriptionDetail(journey.page, 'Next billing date'), accessUntil);
    await expectNoSeriousAxeViolations(journey.page);

    // Cancel, confirmed in the dialog.
    await subscriptionRegion(journey.page).getByRole('button', { name: 'Cancel Subscription', exact: true }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await waitForDialogSettled(dialog);
    await waitForText(dialog, accessUntil);
    await expectNoSeriousAxeViolations(journey.page);
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await waitForToast(journey.page, TEXT.cancelledToast);
    await waitForText(
      subscriptionRegion(journey.page).locator('.subscription-banner'),
      `Your subscription has been cancelled. You keep access until your license expires on ${accessUntil}.`,
    );
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Cancelled');
    expect(await subscriptionRegion(journey.page).getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    expect(await subscriptionDetail(journey.page, 'Next billing date').count()).toBe(0);
    await expectNoSeriousAxeViolations(journey.page);

    // The licence stays valid until its expiry.
    await openDashboardTab(journey.page, 'Licenses');
    await waitForText(licenseItem(journey.page, licenseKey), 'Active');

    // Without the four parameters there is nothing to confirm.
    await journey.page.goto('/success?subscription_id=X');
    await journey.page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForVisible(licensesRegion(journey.page));
    expectNoBrowserErrors(journey.page);
  }, 90_000);

  it('a declined first payment ends on the failure state with what happened and Try Again, never a success heading; trying again buys the plan', async () => {
    await subscribeAsNewCustomer(journey, 'declined.buyer@example.com', '/checkout/standard?billingType=monthly');
    await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve', 'Payment declines');

    // PayPal approved but could not take the money: the page says so and offers the same checkout again.
    const paypalId = new URL(journey.page.url()).searchParams.get('subscription_id')!;
    expect(simulator.subscriptions.get(paypalId)?.billing_info.failed_payments_count).toBe(1);
    const heading = journey.page.getByRole('heading', { level: 1 });
    await waitForText(heading, TEXT.failureTitle);
    const card = journey.page.locator('.payment-card');
    await waitForText(card, BILLING_MESSAGES.paymentDeclined);
    expect(await card.innerText()).not.toContain(TEXT.thankYou);
    expect(await card.innerText()).not.toContain(TEXT.activated);
    expect(await journey.page.locator('.payment-card__key').count()).toBe(0);
    expect(await toastTitled(journey.page, TEXT.activatedToast).count()).toBe(0);
    const tryAgain = journey.page.getByRole('link', { name: 'Try Again', exact: true });
    expect(await tryAgain.getAttribute('href')).toBe('/checkout/standard?billingType=monthly');
    expect(await journey.page.getByRole('link', { name: 'Return to Pricing' }).getAttribute('href')).toBe('/#pricing');
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'success-page-payment-declined');
    expect(await licensesOfApi(journey.page)).toEqual([]);

    // Try Again: the same plan and period, this time paid.
    await tryAgain.click();
    await journey.page.waitForURL((url) => url.pathname === '/checkout/standard' && url.search === '?billingType=monthly');
    await journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
    await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve');
    await waitForText(heading, TEXT.thankYou);
    await waitForText(journey.page.locator('.payment-card__key-value'), LICENSE_KEY);
    expect(await licensesOfApi(journey.page)).toHaveLength(1);

    // The declined checkout is no subscription the customer holds: the tab lists the paid one only.
    await journey.page.goto('/dashboard?tab=subscription');
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Active');
    expect(await subscriptionRegion(journey.page).getByRole('article').count()).toBe(1);
    expectNoBrowserErrors(journey.page, { allowHttp: [{ status: 409, path: '/api/subscriptions/execute', method: 'POST' }] });
  }, 90_000);

  it('a payment still being collected: "being generated" on /success, "Payment pending" in the Subscription tab, Active once PayPal takes it', async () => {
    await subscribeAsNewCustomer(journey, 'pending.buyer@example.com', '/checkout/enterprise?billingType=annual');
    await journey.page.waitForURL((url) => url.pathname === '/checkoutnow');

    // The buyer approves; PayPal takes the first payment only after a while (many reads).
    const baToken = new URL(journey.page.url()).searchParams.get('ba_token');
    const paypalId = [...simulator.subscriptions.values()].find((candidate) => candidate.baToken === baToken)!.id;
    await journey.page.goto(simulator.approve(paypalId, { callsBeforePayment: 50 }));
    const heading = journey.page.getByRole('heading', { level: 1 });
    await waitForText(journey.page.locator('.payment-card'), TEXT.noKey);
    await waitForText(heading, TEXT.thankYou);
    expect(await journey.page.locator('.payment-card__key').count()).toBe(0);

    await journey.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/dashboard');
    await openDashboardTab(journey.page, 'Subscription');
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Payment pending');
    await waitForText(subscriptionDetail(journey.page, 'Plan'), 'Enterprise plan');
    await waitForText(subscriptionDetail(journey.page, 'Billing type'), 'Annual');
    await waitForText(subscriptionDetail(journey.page, 'Next billing date'), 'Not scheduled');
    await waitForVisible(subscriptionRegion(journey.page).getByRole('button', { name: 'Cancel Subscription', exact: true }));
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'subscription-tab-payment-pending');

    simulator.collectPayment(paypalId);
    expect((await simulator.emitWebhook('PAYMENT.SALE.COMPLETED', paypalId, `${journey.stack.baseUrl}/api/webhooks/paypal`)).status).toBe(200);
    await journey.page.reload();
    await openDashboardTab(journey.page, 'Subscription');
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Active');
    expectNoBrowserErrors(journey.page);
  }, 90_000);

  it('lists each subscription a customer holds with its own Cancel, and the cancelled one beside the other while its access lasts', async () => {
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email: 'two.subscriptions@example.com', password: PASSWORD });
    // Two checkouts begun before either was paid (as customers who bought twice before plan changes existed).
    for (const [plan, billingType] of [['standard', 'monthly'], ['enterprise', 'annual']] as const) {
      const created = await callApi(journey.page, 'POST', '/api/subscriptions/create', { plan, billingType });
      expect(created.status).toBe(201);
    }
    const mine = (await callApi(journey.page, 'GET', '/api/subscriptions/me')).body as { subscriptions: { paypalSubscriptionId: string }[] };
    for (const { paypalSubscriptionId } of mine.subscriptions) {
      const returned = new URL(simulator.approve(paypalSubscriptionId));
      const params = Object.fromEntries(returned.searchParams);
      const executed = await callApi(journey.page, 'POST', '/api/subscriptions/execute', {
        subscriptionId: params.subscription_id,
        token: params.token,
        plan: params.plan,
        billingType: params.billingType,
      });
      expect(executed.status).toBe(200);
    }

    await journey.page.goto('/dashboard?tab=subscription');
    const standard = subscriptionItem(journey.page, 'Standard plan, Monthly');
    const enterprise = subscriptionItem(journey.page, 'Enterprise plan, Annual');
    await waitForText(subscriptionDetail(journey.page, 'Status', standard), 'Active');
    await waitForText(subscriptionDetail(journey.page, 'Status', enterprise), 'Active');
    expect(await subscriptionRegion(journey.page).getByRole('button', { name: 'Cancel Subscription', exact: true }).count()).toBe(2);
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'subscription-tab-two-subscriptions');

    await standard.getByRole('button', { name: 'Cancel Subscription', exact: true }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await waitForDialogSettled(dialog);
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await waitForToast(journey.page, TEXT.cancelledToast);
    await waitForText(subscriptionDetail(journey.page, 'Status', standard), 'Cancelled');
    await waitForVisible(standard.locator('.subscription-banner'));
    expect(await standard.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await waitForText(subscriptionDetail(journey.page, 'Status', enterprise), 'Active');
    await waitForVisible(enterprise.getByRole('button', { name: 'Cancel Subscription', exact: true }));
    expectNoBrowserErrors(journey.page);
  }, 90_000);

  it('a signed-out visitor who picks Enterprise annual keeps it through Create an account, the emailed link and Log In, and reaches its checkout', async () => {
    const email = 'new.enterprise@example.com';
    const checkout = '/checkout/enterprise?billingType=annual';
    await journey.page.goto('/');
    const enterpriseCard = journey.page.locator('.plan-card').filter({ has: journey.page.getByRole('heading', { name: 'Enterprise', exact: true }) });
    const getStarted = enterpriseCard.getByRole('link', { name: 'Get Started', exact: true });
    expect(await getStarted.getAttribute('href')).toBe(checkout);
    await getStarted.click();
    await journey.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(journey.page.url()).searchParams.get('redirect')).toBe(checkout);

    await journey.page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await journey.page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(journey.page.url()).searchParams.get('redirect')).toBe(checkout);
    await screenshotAtBothWidths(journey.page, 'register-page-with-redirect');
    const register = journey.page.getByRole('form', { name: 'Create an account' });
    await register.getByLabel('Email', { exact: true }).fill(email);
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('registered') === 'true');
    expect(new URL(journey.page.url()).searchParams.get('redirect')).toBe(checkout);

    // The emailed link names the checkout; verifying leads to Log In, still carrying it.
    const mail = await waitForMailTo(journey.stack.mailbox, email, 'Confirm your email address');
    const link = new URL(linkFrom(mail, '/verify-email/'));
    expect(link.origin).toBe(journey.stack.baseUrl);
    expect(link.searchParams.get('redirect')).toBe(checkout);
    await journey.page.goto(`${link.pathname}${link.search}`);
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Email Verified Successfully!');
    await screenshotAtBothWidths(journey.page, 'verify-email-page-with-redirect');
    await journey.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('verified') === 'true');
    expect(new URL(journey.page.url()).searchParams.get('redirect')).toBe(checkout);

    await submitLogin(journey.page, email, PASSWORD);
    await journey.page.waitForURL((url) => url.pathname === '/checkout/enterprise' && url.search === '?billingType=annual');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Subscribe to Enterprise');
    expect(await checkoutBillingOption(journey.page, 'Annual').getAttribute('aria-pressed')).toBe('true');
    expectNoBrowserErrors(journey.page);
  }, 90_000);

  it('names an unknown plan and sends a bare /success to the dashboard', async () => {
    await journey.page.goto('/checkout/gold');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), TEXT.planNotFound);
    expect(await journey.page.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/#pricing');

    await journey.page.goto('/success');
    await journey.page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/login');
    expectNoBrowserErrors(journey.page);
  });

  it('shows a trial-only account an empty Subscription tab, the checkout failure, and a failed confirmation despite the trial', async () => {
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email: 'trial.only@example.com', password: PASSWORD });
    await startTrialThroughApi(journey.page);
    await journey.page.goto('/dashboard?tab=subscription');
    const region = subscriptionRegion(journey.page);
    await waitForText(region, 'You have no active subscription.');
    expect(await region.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/#pricing');
    expect(await region.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(journey.page);

    // PayPal cannot be reached: the toast and the inline message.
    await journey.page.route('**/api/subscriptions/create', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'PayPal is unavailable.' }) }),
    );
    await journey.page.goto('/checkout/standard');
    expect(await checkoutBillingOption(journey.page, 'Annual').getAttribute('aria-pressed')).toBe('true');
    await waitForText(checkoutPlanCard(journey.page, 'Standard').locator('.checkout-card__price'), '$720/year');
    await waitForText(checkoutPlanCard(journey.page, 'Standard'), 'Save 20% with annual billing');
    await journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
    await waitForToast(journey.page, TEXT.checkoutError, 'PayPal is unavailable.');
    await waitForText(journey.page.locator('.checkout-summary__error'), TEXT.checkoutInline);
    expect(new URL(journey.page.url()).pathname).toBe('/checkout/standard');

    // A trial holder whose checkout PayPal never approved: the refused confirmation is a
    // failure, however active the trial is. Only this subscription's own status counts.
    await journey.page.unroute('**/api/subscriptions/create');
    const created = await callApi(journey.page, 'POST', '/api/subscriptions/create', { plan: 'standard', billingType: 'annual' });
    const { subscriptionId, approvalUrl } = created.body as { subscriptionId: string; approvalUrl: string };
    const pending = await callApi(journey.page, 'GET', `/api/subscriptions/${subscriptionId}`);
    const paypalId = (pending.body as { subscription: { paypalSubscriptionId: string } }).subscription.paypalSubscriptionId;
    expect((await callApi(journey.page, 'GET', '/api/licenses/check')).body).toMatchObject({ hasActiveLicense: true });
    await journey.page.goto(`/success?subscription_id=${paypalId}&ba_token=BA-1&token=T-1&plan=standard&billingType=annual`);
    await waitForText(journey.page.getByRole('heading', { level: 1 }), TEXT.failureTitle);
    await waitForText(journey.page.locator('.payment-card'), TEXT.failureMessage);
    await waitForText(journey.page.locator('.payment-card'), TEXT.failureNote);
    expect(await journey.page.getByRole('link', { name: 'Return to Pricing' }).getAttribute('href')).toBe('/#pricing');
    expect(await journey.page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await eventually(async () => expect(new URL(journey.page.url()).pathname).toBe('/success'));

    // The same checkout approved, its confirmation made on the server but its answer lost on
    // the way back: the re-read finds this subscription active, so success, then the dashboard.
    await journey.page.route('**/api/subscriptions/execute', async (route) => {
      await route.fetch();
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Lost on the way back.' }) });
    });
    await journey.page.goto(approvalUrl);
    await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), TEXT.thankYou);
    await waitForText(journey.page.locator('.payment-card'), TEXT.noKey);
    await journey.page.waitForURL((url) => url.pathname === '/dashboard');
    await journey.page.unroute('**/api/subscriptions/execute');
  }, 90_000);
});

/**
 * After the first sale: a payment PayPal fails to collect, and a change of plan. On a stack
 * of their own: their checkouts and confirmations would spend the hourly per-IP limits the
 * journeys above share (they all come from one browser address).
 */
describe('billing after the first sale: the overdue banner and changing plan', () => {
  const simulator = new PaypalSimulator();
  beforeAll(() => simulator.listen());
  const journey = useJourneyStack('billing-changes', { env: () => paypalSimulatorEnvironment(simulator.baseUrl) });
  afterAll(() => simulator.close());

  /** A new customer, signed in, whose checkout of `plan` went through at PayPal: its ids and licence key. */
  async function subscribedCustomer(email: string, plan: string, billingType: string) {
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    const created = await callApi(journey.page, 'POST', '/api/subscriptions/create', { plan, billingType });
    const subscriptionId = (created.body as { subscriptionId: string }).subscriptionId;
    const paypalId = [...simulator.subscriptions.values()].find((candidate) => candidate.custom_id === subscriptionId)!.id;
    const returned = Object.fromEntries(new URL(simulator.approve(paypalId)).searchParams);
    const executed = await callApi(journey.page, 'POST', '/api/subscriptions/execute', { subscriptionId: returned.subscription_id, token: returned.token, plan, billingType });
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

    await subscriptionRegion(journey.page).getByRole('button', { name: 'Change plan', exact: true }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Change plan' });
    await waitForDialogSettled(dialog);
    await dialog.getByRole('radio', { name: 'Enterprise, Annual: $2,880 a year' }).check();
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
    expect([...simulator.orders.values()].map((order) => order.purchase_units[0]!.payments?.captures.map((capture) => capture.amount.value))).toEqual([[(dueNow / 100).toFixed(2)]]);
    await openDashboardTab(journey.page, 'Licenses');
    await waitForText(licenseItem(journey.page, licenseKey), 'Enterprise');
    expectNoBrowserErrors(journey.page);
  }, 120_000);
  it('schedules Enterprise → Standard for the end of the paid year, keeping the computer the customer picks, and Undo takes it back', async () => {
    const { subscriptionId, paypalId, licenseKey } = await subscribedCustomer('downgrade.buyer@example.com', 'enterprise', 'annual');
    for (const [name, fingerprint] of [['survey-laptop', 'a1b2c3d4e5f60718293a4b5c6d7e8f90'], ['office-tower', '0f1e2d3c4b5a69788796a5b4c3d2e1f0']]) {
      expect((await callApi(journey.page, 'POST', '/api/v1/licenses/activate', { licenseKey, fingerprint, name, platform: 'windows', appVersion: '1.0.7' })).status).toBe(200);
    }
    const paidThrough = formatLongUsDate(simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!);

    await journey.page.goto('/dashboard?tab=subscription');
    await subscriptionRegion(journey.page).getByRole('button', { name: 'Change plan', exact: true }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Change plan' });
    await waitForDialogSettled(dialog);
    await dialog.getByRole('radio', { name: 'Standard, Annual: $720 a year' }).check();
    await waitForText(dialog.locator('.subscription-details'), `Takes effect ${paidThrough}`);
    await waitForText(dialog, `Choose the computer to keep. The others are released on ${paidThrough}.`);
    const schedule = dialog.getByRole('button', { name: 'Schedule change' });
    expect(await schedule.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /office-tower/ }).check();
    expect(await dialog.getByRole('checkbox', { name: /survey-laptop/ }).isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'change-plan-downgrade');
    await schedule.click();

    await waitForToast(journey.page, 'Plan change scheduled');
    await waitForText(subscriptionRegion(journey.page), `Changes to Standard on ${paidThrough}`);
    expect(await subscriptionRegion(journey.page).getByRole('button', { name: 'Change plan', exact: true }).count()).toBe(0);
    const scheduled = (await callApi(journey.page, 'GET', `/api/subscriptions/${subscriptionId}`)).body as { subscription: { scheduledChange: { keepDeviceIds: string[] } } };
    const devices = ((await callApi(journey.page, 'GET', '/api/licenses/me')).body as { licenses: Array<{ devices: Array<{ id: string; name: string }> }> }).licenses[0]!.devices;
    expect(scheduled.subscription.scheduledChange.keepDeviceIds).toEqual([devices.find((device) => device.name === 'office-tower')!.id]);
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
  const simulator = new PaypalSimulator();
  beforeAll(() => simulator.listen());
  const journey = useJourneyStack('billing-resume', { env: () => paypalSimulatorEnvironment(simulator.baseUrl) });
  afterAll(() => simulator.close());

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
    await subscriptionRegion(journey.page).getByRole('button', { name: 'Change plan', exact: true }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Change plan' });
    await waitForDialogSettled(dialog);
    await dialog.getByRole('radio', { name: 'Standard, Monthly: $75 a month' }).check();
    await waitForText(dialog.locator('.subscription-details'), `Takes effect ${paidThrough}`);
    await dialog.getByRole('button', { name: 'Continue to PayPal' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/checkoutnow' && url.searchParams.has('ba_token'));
    await journey.page.getByRole('button', { name: 'Approve', exact: true }).click();

    await journey.page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'subscription');
    await waitForToast(journey.page, 'Plan change scheduled');
    await waitForText(subscriptionRegion(journey.page).locator('.subscription-banner'), `Changes to Standard, billed monthly, on ${paidThrough}`);
    await waitForText(subscriptionDetail(journey.page, 'Billing type'), 'Annual');
    expect([...simulator.subscriptions.values()].at(-1)).toMatchObject({ plan_id: 'P-SIM-STANDARD-MONTHLY', billing_info: { next_billing_time: bought.paidThrough } });
    await dismissToasts(journey.page);
    await expectNoSeriousAxeViolations(journey.page);
    await screenshotAtBothWidths(journey.page, 'subscription-monthly-scheduled');
    expectNoBrowserErrors(journey.page);
  }, 120_000);
});
