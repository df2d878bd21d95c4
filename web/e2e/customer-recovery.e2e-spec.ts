import type { Route } from 'playwright-core';
import {
  answerPaypalApproval,
  callApi,
  createVerifiedAccount,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  licenseItem,
  licensesRegion,
  loginForm,
  mailsTo,
  openDashboardTab,
  screenshotAtBothWidths,
  signUpAndLogIn,
  startTrialThroughApi,
  submitLogin,
  subscriptionRegion,
  usePaypalJourney,
  waitForMailTo,
  waitForNewMailTo,
  waitForText,
  waitForVisible,
} from './support';
import { PASSWORD, skipBillingDetails, subscribeAsNewCustomer } from './support/billing-journeys';

/**
 * What a customer is told when a step does not go the usual way (issue 27): a licence list
 * that fails to load, an unverified address at the login form, a cancelled PayPal approval,
 * and a running trial's way to buy. Each test signs up its own account.
 */

const VERIFY_SUBJECT = 'Confirm your email address';

const TEXT = {
  notVerified: 'Please verify your email before logging in.',
  resent: 'If this address is waiting for verification, a new link is on its way. Please check your inbox.',
  limited: 'You have asked for several emails in a short time. Please wait a while before trying again.',
  licensesFailed: 'Your licenses could not be loaded. Please try again.',
  noLicenses: 'Your account holds no licenses yet.',
  subscriptionFailed: 'Your subscription could not be loaded. Please try again.',
  noSubscription: 'You have no active subscription.',
  trialEnds: 'Your free trial ends in 7 days.',
  checkoutCancelled: 'Checkout cancelled, nothing was charged.',
  quoteFailed: 'The price with VAT could not be worked out. Please try again.',
  waitsForQuote: 'Working out the VAT for your order...',
};

/** The API's own 429 of the resend limit, word for word (api/test/accounts-rate-limits.int-spec.ts proves the real one). */
function tooManyRequests(route: Route): Promise<void> {
  return route.fulfill({
    status: 429,
    headers: { 'Retry-After': '3600' },
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message: 'Too many attempts. Please try again later.', code: 'HTTP.RATE_LIMITED' }),
  });
}

/** A 503 in the API's failure envelope, as when the database is out of reach. */
function unavailable(route: Route): Promise<void> {
  return route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message: 'Service unavailable', code: 'UNAVAILABLE' }),
  });
}

describe('customer recovery: failed loads, unverified sign-in, cancelled checkout and the trial', () => {
  const { journey } = usePaypalJourney('customer-recovery');

  it('offers "Resend verification email" at the login form for an unverified address, which sends a link and says so politely when limited', async () => {
    const { page, stack } = journey;
    const email = 'unverified.recovery@example.com';
    expect((await callApi(page, 'POST', '/api/auth/register', { email, password: PASSWORD })).status).toBe(201);
    await waitForMailTo(stack.mailbox, email, VERIFY_SUBJECT);

    await page.goto('/login');
    await submitLogin(page, email, PASSWORD);
    const { form } = loginForm(page);
    await waitForText(form.getByRole('alert'), TEXT.notVerified);
    // DECISIONS.md: the refused sign-in itself sends a fresh link.
    await waitForNewMailTo(stack.mailbox, email, VERIFY_SUBJECT, 1);

    const resend = form.getByRole('button', { name: 'Resend verification email', exact: true });
    await resend.click();
    await waitForText(form.getByRole('status'), TEXT.resent);
    await waitForNewMailTo(stack.mailbox, email, VERIFY_SUBJECT, 2);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'login-resend-verification');

    // Past the limit: the same words (3 links an hour are sent, the rest are not, silently)…
    await resend.click();
    await waitForText(form.getByRole('status'), TEXT.resent);
    expect(mailsTo(stack.mailbox, email, VERIFY_SUBJECT)).toHaveLength(3);
    // …and the per-IP 429 is said politely, not as a fault.
    await page.route('**/api/auth/resend-verification', tooManyRequests);
    await resend.click();
    await waitForText(form.getByRole('status'), TEXT.limited);
    expectNoBrowserErrors(page, {
      allowHttp: [
        { status: 403, path: '/api/auth/login', method: 'POST' },
        { status: 429, path: '/api/auth/resend-verification', method: 'POST' },
      ],
    });
  });

  it('says a failed licence load failed, with Try Again, which then shows the list and the trial with its days left and Upgrade', async () => {
    const { page, stack } = journey;
    await signUpAndLogIn(page, stack.mailbox, { email: 'licences.recovery@example.com', password: PASSWORD });
    const trial = await startTrialThroughApi(page);

    // The list fails to load until the failure is on screen, then gets through.
    let failing = true;
    await page.route('**/api/licenses/me', (route) => (failing ? unavailable(route) : route.continue()));
    await page.reload();

    const region = licensesRegion(page);
    await waitForText(region.getByRole('alert'), TEXT.licensesFailed);
    expect(await region.getByText(TEXT.noLicenses).count()).toBe(0);
    expect(await region.getByRole('link', { name: 'View Plans' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'licenses-load-failed');
    failing = false;
    // SWR's own retry waits 5 s or more: the list that follows at once is Try Again's.
    const clicked = Date.now();
    await region.getByRole('button', { name: 'Try Again', exact: true }).click();
    await waitForText(licenseItem(page, trial.licenseKey), '7 days remaining');
    expect(Date.now() - clicked).toBeLessThan(4_000);
    expect(await region.getByRole('alert').count()).toBe(0);

    // The running trial: the days left and Upgrade, to the plans.
    const notice = region.locator('.licenses-trial');
    await waitForText(notice, TEXT.trialEnds);
    expect(await notice.getByRole('link', { name: 'Upgrade', exact: true }).getAttribute('href')).toBe('/#pricing');
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'licenses-trial-upgrade');
    expectNoBrowserErrors(page, { allowHttp: [{ status: 503, path: '/api/licenses/me', method: 'GET' }] });
  }, 60_000);

  it('says a failed Subscription tab load failed, through the same LoadFailure, and Try Again loads it', async () => {
    const { page, stack } = journey;
    // Failing from the start: the dashboard asks for the subscriptions as it opens (the overdue-payment banner).
    let failing = true;
    await page.route('**/api/subscriptions/me', (route) => (failing ? unavailable(route) : route.continue()));
    await signUpAndLogIn(page, stack.mailbox, { email: 'subscription.recovery@example.com', password: PASSWORD });
    await openDashboardTab(page, 'Subscription');
    await waitForText(subscriptionRegion(page).getByRole('alert'), TEXT.subscriptionFailed);
    failing = false;
    await subscriptionRegion(page).getByRole('button', { name: 'Try Again', exact: true }).click();
    await waitForText(subscriptionRegion(page), TEXT.noSubscription);
    expect(await subscriptionRegion(page).getByRole('alert').count()).toBe(0);
    expectNoBrowserErrors(page, { allowHttp: [{ status: 503, path: '/api/subscriptions/me', method: 'GET' }] });
  });

  it('keeps Subscribe disabled until the VAT is known: while the quote is read, and after it failed to load, until Try Again gets it', async () => {
    const { page, stack } = journey;
    await signUpAndLogIn(page, stack.mailbox, { email: 'quote.recovery@example.com', password: PASSWORD });
    await page.goto('/checkout/enterprise?billingType=annual');
    await skipBillingDetails(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const subscribe = page.getByRole('button', { name: 'Subscribe with PayPal', exact: true });
    await waitForText(summary, 'Due today');

    // The quote is slow: Subscribe waits for it, and says why.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = false;
    await page.route(/\/api\/billing\/quote\?/, async (route) => (failing ? unavailable(route) : held.then(() => route.continue())));
    await page.reload();
    await waitForText(summary, TEXT.waitsForQuote);
    expect(await subscribe.isDisabled()).toBe(true);
    release();
    await waitForText(summary, 'Due today');
    expect(await subscribe.isEnabled()).toBe(true);

    // The quote fails: said as an alert with Try Again, never a price to pay without its VAT.
    failing = true;
    await page.reload();
    await waitForText(summary.getByRole('alert'), TEXT.quoteFailed);
    expect(await subscribe.isDisabled()).toBe(true);
    expect(await summary.getByText('Due today').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'checkout-quote-failed');
    failing = false;
    await summary.getByRole('button', { name: 'Try Again', exact: true }).click();
    await waitForText(summary, 'Due today');
    expect(await summary.getByRole('alert').count()).toBe(0);
    expect(await subscribe.isEnabled()).toBe(true);
    expectNoBrowserErrors(page, { allowHttp: [{ status: 503, path: '/api/billing/quote', method: 'GET' }] });
  }, 60_000);

  it('says "Checkout cancelled, nothing was charged." back from a cancelled PayPal approval, and offers the checkout again', async () => {
    const { page, stack } = journey;
    const email = 'cancelled.recovery@example.com';
    await subscribeAsNewCustomer(journey, email, '/checkout/standard?billingType=monthly');
    await answerPaypalApproval(page, stack.baseUrl, 'Cancel');

    const back = new URL(page.url());
    expect({ path: back.pathname, billingType: back.searchParams.get('billingType') }).toEqual({ path: '/checkout/standard', billingType: 'monthly' });
    await waitForText(page.getByRole('status').filter({ hasText: TEXT.checkoutCancelled }), TEXT.checkoutCancelled);
    await waitForVisible(page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }));
    const [licences] = await stack.db.query<{ count: number }>('SELECT COUNT(*) AS count FROM licenses l JOIN users u ON u.id = l.user_id WHERE u.email = ?', [
      email,
    ]);
    expect(Number(licences?.count)).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'checkout-cancelled');

    // Said once: the flag has left the address, so a reload says nothing of it.
    await page.waitForURL((url) => !url.searchParams.has('checkout') && url.searchParams.get('billingType') === 'monthly');
    await page.reload();
    await waitForVisible(page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }));
    expect(await page.getByText(TEXT.checkoutCancelled).count()).toBe(0);

    // A checkout opened afresh says nothing of it.
    await page.goto('/checkout/standard?billingType=monthly');
    await waitForVisible(page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }));
    expect(await page.getByText(TEXT.checkoutCancelled).count()).toBe(0);
    expectNoBrowserErrors(page);
  }, 60_000);

  it('shows a verified account\'s old verification link as "already verified" with Log In', async () => {
    const { page, stack } = journey;
    const email = 'old.link.recovery@example.com';
    await createVerifiedAccount(page, stack.mailbox, { email, password: PASSWORD });
    const link = new URL((await waitForMailTo(stack.mailbox, email, VERIFY_SUBJECT)).parsed.text!.match(/https?:\/\/\S+\/verify-email\/\S+/)![0]);

    await page.goto(link.pathname);
    await waitForText(page.getByRole('heading', { level: 1 }), 'Your email is already verified');
    const logIn = page.getByRole('main').getByRole('link', { name: 'Log In', exact: true });
    expect(await logIn.getAttribute('href')).toBe('/login');
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'verify-email-already-verified');
    await logIn.click();
    await page.waitForURL((url) => url.pathname === '/login');
    expectNoBrowserErrors(page);
  });
});
