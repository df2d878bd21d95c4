import type { Browser, Page } from 'playwright-core';
import { formatLongUsDate } from '@pointforge/domain';
import {
  answerPaypalApproval,
  callApi,
  checkoutBillingOption,
  checkoutPlanCard,
  closePage,
  createVerifiedAccount,
  dismissToasts,
  downloadFrom,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  launchBrowser,
  licenseItem,
  licensesRegion,
  newPage,
  openDashboardTab,
  reportIfFailed,
  signUpAndLogIn,
  startStack,
  startTrialThroughApi,
  subscriptionDetail,
  subscriptionRegion,
  submitLogin,
  waitForText,
  waitForToast,
  waitForDialogSettled,
  waitForVisible,
  type E2EStack,
} from './support';

/**
 * Checkout, payment confirmation and the dashboard's Subscription tab (SITE-SPEC sections
 * 2, 4, 5 and 8; DECISIONS.md "Billing"), against the real API whose payment provider is
 * the PayPal simulator: its approval page has Approve and Cancel buttons and redirects back
 * to /success with subscription_id, ba_token and token, as PayPal does.
 */

/** DECISIONS.md: `PF-` and five groups of five Crockford base32 characters. */
const LICENSE_KEY = /^PF(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;
const PASSWORD = 'billing-Journey-pass-7342';

/** SITE-SPEC section 8, word for word. */
const TEXT = {
  checkoutError: 'Checkout Error',
  checkoutInline: 'Failed to initialize PayPal checkout. Please try again.',
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
};

describe('billing: checkout, payment confirmation and the Subscription tab', () => {
  let stack: E2EStack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack({ label: 'billing' });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 30_000);
  beforeEach(async () => {
    page = await newPage(browser, stack.baseUrl);
  });
  afterEach(async () => {
    await reportIfFailed({ page, stack });
    await closePage(page);
  });

  it('subscribes through PayPal after logging in, shows the key, then cancels from the dashboard', async () => {
    const email = 'buyer.journey@example.com';
    await createVerifiedAccount(page, stack.mailbox, { email, password: PASSWORD, firstName: 'Bea' });

    // Signed out: the checkout sends the visitor to log in and back, billing type included.
    await page.goto('/checkout/professional?billingType=monthly');
    await page.waitForURL((url) => url.pathname === '/login');
    const loginUrl = new URL(page.url());
    expect(loginUrl.search).toBe(`?redirect=${encodeURIComponent('/checkout/professional?billingType=monthly')}`);
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/checkout/professional' && url.search === '?billingType=monthly');

    const card = checkoutPlanCard(page, 'Professional');
    await waitForText(page.getByRole('heading', { level: 1 }), 'Subscribe to Professional');
    await waitForText(card.locator('.checkout-card__badge'), 'Most Popular');
    await waitForText(card.locator('.checkout-card__price'), '$99/month');
    expect(await checkoutBillingOption(page, 'Monthly').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // Annual shows the yearly total and its monthly equivalent.
    await checkoutBillingOption(page, 'Annual').click();
    await waitForText(card.locator('.checkout-card__price'), '$1,188/year');
    await waitForText(card, "That's $99/month, billed annually");
    await page.waitForURL((url) => url.searchParams.get('billingType') === 'annual');
    await expectNoSeriousAxeViolations(page);
    await dismissToasts(page);

    await checkoutBillingOption(page, 'Monthly').click();
    await waitForText(card.locator('.checkout-card__price'), '$99/month');
    await page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();

    // The simulator's approval page, then back to /success with PayPal's parameters.
    await answerPaypalApproval(page, stack.baseUrl, 'Approve');
    const returned = new URL(page.url());
    expect(returned.pathname).toBe('/success');
    for (const name of ['subscription_id', 'ba_token', 'token', 'plan', 'billingType']) {
      expect(returned.searchParams.get(name)).toBeTruthy();
    }
    await waitForText(page.getByRole('heading', { level: 1 }), TEXT.thankYou);
    await waitForText(page.locator('.payment-card'), TEXT.activated);
    await waitForToast(page, TEXT.activatedToast);
    const licenseKey = await waitForText(page.locator('.payment-card__key-value'), LICENSE_KEY);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    const saved = await downloadFrom(page, () => page.getByRole('button', { name: 'Download License File' }).click());
    expect(saved.fileName).toBe('PointForge.key');
    expect(saved.content).toBe(licenseKey);
    await dismissToasts(page);

    // The dashboard lists the licence and the active subscription.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForVisible(licenseItem(page, licenseKey));
    await waitForText(licenseItem(page, licenseKey), 'Active');

    await openDashboardTab(page, 'Subscription');
    await waitForText(subscriptionDetail(page, 'Status'), 'Active');
    await waitForText(subscriptionDetail(page, 'Plan'), 'Professional plan');
    await waitForText(subscriptionDetail(page, 'Billing type'), 'Monthly');
    await waitForVisible(subscriptionDetail(page, 'Next billing date'));
    const licenses = await callApi(page, 'GET', '/api/licenses/me');
    const license = (licenses.body as { licenses: { licenseKey: string; expiryDate: string }[] }).licenses.find(
      (row) => row.licenseKey === licenseKey,
    );
    expect(license).toBeDefined();
    const accessUntil = formatLongUsDate(license!.expiryDate);
    await waitForText(subscriptionDetail(page, 'Current period ends'), accessUntil);
    await expectNoSeriousAxeViolations(page);

    // Cancel, confirmed in the dialog.
    await subscriptionRegion(page).getByRole('button', { name: 'Cancel Subscription', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await waitForDialogSettled(dialog);
    await waitForText(dialog, accessUntil);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await waitForToast(page, TEXT.cancelledToast);
    await waitForText(
      subscriptionRegion(page).locator('.subscription-banner'),
      `Your subscription has been cancelled. You keep access until your license expires on ${accessUntil}.`,
    );
    await waitForText(subscriptionDetail(page, 'Status'), 'Cancelled');
    expect(await subscriptionRegion(page).getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    expect(await subscriptionDetail(page, 'Next billing date').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // The licence stays valid until its expiry.
    await openDashboardTab(page, 'Licenses');
    await waitForText(licenseItem(page, licenseKey), 'Active');

    // Without the four parameters there is nothing to confirm.
    await page.goto('/success?subscription_id=X');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForVisible(licensesRegion(page));
    expectNoBrowserErrors(page);
  }, 90_000);

  it('names an unknown plan and sends a bare /success to the dashboard', async () => {
    await page.goto('/checkout/gold');
    await waitForText(page.getByRole('heading', { level: 1 }), TEXT.planNotFound);
    expect(await page.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/#pricing');

    await page.goto('/success');
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/login');
    expectNoBrowserErrors(page);
  });

  it('shows a trial-only account an empty Subscription tab, and the checkout and confirmation failures', async () => {
    await signUpAndLogIn(page, stack.mailbox, { email: 'trial.only@example.com', password: PASSWORD });
    await startTrialThroughApi(page);
    await page.goto('/dashboard?tab=subscription');
    const region = subscriptionRegion(page);
    await waitForText(region, 'You have no active subscription.');
    expect(await region.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/#pricing');
    expect(await region.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // PayPal cannot be reached: the toast and the inline message.
    await page.route('**/api/subscriptions/create', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'PayPal is unavailable.' }) }),
    );
    await page.goto('/checkout/standard');
    expect(await checkoutBillingOption(page, 'Annual').getAttribute('aria-pressed')).toBe('true');
    await waitForText(checkoutPlanCard(page, 'Standard').locator('.checkout-card__price'), '$720/year');
    await waitForText(checkoutPlanCard(page, 'Standard'), 'Save 20% with annual billing');
    await page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
    await waitForToast(page, TEXT.checkoutError, 'PayPal is unavailable.');
    await waitForText(page.locator('.checkout-summary__error'), TEXT.checkoutInline);
    expect(new URL(page.url()).pathname).toBe('/checkout/standard');

    // A refused confirmation while an active licence exists reads as success, then the dashboard.
    await page.goto('/success?subscription_id=I-NOPE1&ba_token=BA-1&token=T-1&plan=standard&billingType=annual');
    await waitForText(page.getByRole('heading', { level: 1 }), TEXT.thankYou);
    await waitForText(page.locator('.payment-card'), TEXT.noKey);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // …and without one, the failure with the way to support.
    await page.route('**/api/licenses/check', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, hasActiveLicense: false }) }),
    );
    await page.goto('/success?subscription_id=I-NOPE2&ba_token=BA-2&token=T-2&plan=standard&billingType=annual');
    await waitForText(page.getByRole('heading', { level: 1 }), TEXT.failureTitle);
    await waitForText(page.locator('.payment-card'), TEXT.failureMessage);
    await waitForText(page.locator('.payment-card'), TEXT.failureNote);
    expect(await page.getByRole('link', { name: 'Return to Pricing' }).getAttribute('href')).toBe('/#pricing');
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/success'));
  }, 60_000);
});
