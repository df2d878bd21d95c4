import { formatLongUsDate } from '@pointforge/domain';
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
  openDashboardTab,
  signUpAndLogIn,
  startTrialThroughApi,
  subscriptionDetail,
  subscriptionRegion,
  submitLogin,
  waitForMailTo,
  waitForText,
  waitForToast,
  waitForDialogSettled,
  waitForVisible,
  useJourneyStack,
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
    const license = (licenses.body as { licenses: { licenseKey: string; expiryDate: string }[] }).licenses.find(
      (row) => row.licenseKey === licenseKey,
    );
    expect(license).toBeDefined();
    const accessUntil = formatLongUsDate(license!.expiryDate);
    await waitForText(subscriptionDetail(journey.page, 'Current period ends'), accessUntil);
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

  it('approved with a declining payment: "being generated" on /success and no licence, then the licence and its email once a later payment succeeds', async () => {
    const email = 'declined.buyer@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    await journey.page.goto('/checkout/standard?billingType=monthly');
    await journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
    await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve', 'Payment declines');

    // PayPal approved but took no money: the page waits on "Processing" while it asks
    // again, then says the key will follow, and shows none.
    const paypalId = new URL(journey.page.url()).searchParams.get('subscription_id')!;
    expect(simulator.subscriptions.get(paypalId)?.status).toBe('APPROVED');
    const heading = journey.page.getByRole('heading', { level: 1 });
    await waitForText(heading, TEXT.processing);
    await waitForText(journey.page.locator('.payment-card'), TEXT.noKey);
    await waitForText(heading, TEXT.thankYou);
    expect(await journey.page.locator('.payment-card__key').count()).toBe(0);
    expect(await journey.page.getByRole('button', { name: 'Download License File' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(journey.page);

    await journey.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForText(licensesRegion(journey.page), TEXT.noLicenses);
    expect(await licensesRegion(journey.page).getByRole('article').count()).toBe(0);

    // The buyer fixes the card; PayPal takes the payment and says so.
    simulator.collectPayment(paypalId);
    const sent = await simulator.emitWebhook('PAYMENT.SALE.COMPLETED', paypalId, `${journey.stack.baseUrl}/api/webhooks/paypal`);
    expect(sent.status).toBe(200);

    const mail = await waitForMailTo(journey.stack.mailbox, email, 'Your PointForge Standard license key');
    const licenseKey = KEY_IN_TEXT.exec(mail.parsed.text ?? '')?.[0];
    expect(licenseKey).toMatch(LICENSE_KEY);
    await journey.page.reload();
    await waitForText(licenseItem(journey.page, licenseKey!), 'Active');
    expect(await licensesRegion(journey.page).getByRole('article').count()).toBe(1);
    await openDashboardTab(journey.page, 'Subscription');
    await waitForText(subscriptionDetail(journey.page, 'Status'), 'Active');
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
