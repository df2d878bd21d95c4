import { BILLING_MESSAGES, formatLongUsDate } from '@pointforge/domain';
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
  openPageTitled,
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
  usePaypalJourney,
} from './support';
import { LICENSE_KEY, PASSWORD, TEXT, licensesOfApi, skipBillingDetails, subscribeAsNewCustomer } from './support/billing-journeys';

/**
 * Checkout, payment confirmation and the dashboard's Subscription tab (SITE-SPEC sections
 * 2, 4, 5 and 8; DECISIONS.md "Billing"), against the real API and worker whose payment
 * provider is a PayPal simulator started here (so the journey can take a payment later and
 * send PayPal's webhook): its approval page has Approve and Cancel buttons and a "Payment
 * declines" choice, and redirects back to /success with subscription_id, ba_token and
 * token, as PayPal does.
 */

describe('billing: checkout, payment confirmation and the Subscription tab', () => {
  const { journey, simulator } = usePaypalJourney('billing');

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
    await waitForText(card.locator('.plan-card__badge'), 'Most Popular');
    await waitForText(card.locator('.price-tag'), '$99/month');
    expect(await checkoutBillingOption(journey.page, 'Monthly').getAttribute('aria-pressed')).toBe('true');
    expect(await journey.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // Annual shows the yearly total and its monthly equivalent.
    await checkoutBillingOption(journey.page, 'Annual').click();
    await waitForText(card.locator('.price-tag'), '$1,188/year');
    await waitForText(card, "That's $99/month, billed annually");
    await journey.page.waitForURL((url) => url.searchParams.get('billingType') === 'annual');
    await expectNoSeriousAxeViolations(journey.page);
    await dismissToasts(journey.page);

    await checkoutBillingOption(journey.page, 'Monthly').click();
    await waitForText(card.locator('.price-tag'), '$99/month');
    await skipBillingDetails(journey.page);
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
    const license = (licenses.body as { licenses: { licenseKey: string; paidThrough: string }[] }).licenses.find((row) => row.licenseKey === licenseKey);
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
    for (const [plan, billingType] of [
      ['standard', 'monthly'],
      ['enterprise', 'annual'],
    ] as const) {
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
    await openPageTitled(journey.page, `${link.pathname}${link.search}`, 'Email Verified Successfully!');
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
    await openPageTitled(journey.page, '/checkout/gold', TEXT.planNotFound);
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
    await waitForText(checkoutPlanCard(journey.page, 'Standard').locator('.price-tag'), '$720/year');
    await waitForText(checkoutPlanCard(journey.page, 'Standard'), 'Save 20% with annual billing');
    await skipBillingDetails(journey.page);
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
    await openPageTitled(journey.page, `/success?subscription_id=${paypalId}&ba_token=BA-1&token=T-1&plan=standard&billingType=annual`, TEXT.failureTitle);
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
