/// <reference lib="dom" />
// (The init script and page.evaluate callbacks below run in the browser; the DOM types describe them.)
import type { Page } from 'playwright-core';
import { FEATURE_IDS } from '@pointforge/domain';
import { checkoutBillingDetails, skipBillingDetails } from './support/billing-journeys';
import {
  ageSignIn,
  dashboardTab,
  expectNoBrowserErrors,
  openDashboardTab,
  signUpAndLogIn,
  waitForText,
  waitForToast,
  waitForVisible,
  useJourneyStack,
} from './support';

const PASSWORD = 'correct horse battery';

/** Records every Content-Security-Policy violation the page meets, before any of its scripts run. */
async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || document.location.pathname}`);
    });
  });
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Opens `path`, waits for its main heading, and expects a clean console and no CSP violation. */
async function expectCleanPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForVisible(page.getByRole('heading', { level: 1 }).first());
  expect({ path, violations: await cspViolations(page) }).toEqual({ path, violations: [] });
}

/**
 * The security review's browser checks (SECURITY.md): the CSP allows no inline style or
 * script and the site still renders without a console error; deleting the account on an
 * old sign-in asks for the password first.
 */
describe('security in the browser', () => {
  const journey = useJourneyStack('security');
  let accounts = 0;

  async function signedIn(label: string): Promise<string> {
    accounts += 1;
    const email = `security.${label}.${accounts}@example.com`;
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD, firstName: 'Ada' });
    return email;
  }

  // ASVS 5.0 3.4.3: a CSP without 'unsafe-inline', and the pages still render cleanly.
  it('serves a CSP without unsafe-inline, and the public pages meet no CSP violation or console error', async () => {
    const response = await journey.page.request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain("'unsafe-inline'");

    await recordCspViolations(journey.page);
    const publicPaths = ['/', '/features', ...FEATURE_IDS.map((id) => `/features/${id}`), '/privacy-policy', '/login', '/register', '/forgot-password'];
    for (const path of publicPaths) await expectCleanPage(journey.page, path);
    expectNoBrowserErrors(journey.page);
  });

  it('meets no CSP violation or console error on the dashboard tabs and at checkout', async () => {
    await recordCspViolations(journey.page);
    await signedIn('csp');
    for (const tab of ['Licenses', 'Subscription', 'Profile'] as const) {
      await openDashboardTab(journey.page, tab);
      await waitForVisible(dashboardTab(journey.page, tab));
      expect({ tab, violations: await cspViolations(journey.page) }).toEqual({ tab, violations: [] });
    }
    await expectCleanPage(journey.page, '/checkout/standard?billingType=annual');
    await expectCleanPage(journey.page, '/checkout/enterprise?billingType=monthly');
    // The billing details step before PayPal: its form, then skipped as a person.
    const billingDetails = checkoutBillingDetails(journey.page);
    await waitForVisible(billingDetails.getByLabel('Registered company name'));
    await skipBillingDetails(journey.page);
    await waitForVisible(journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }));
    expect({ step: 'billing details', violations: await cspViolations(journey.page) }).toEqual({ step: 'billing details', violations: [] });
    expectNoBrowserErrors(journey.page);
  });

  // ASVS 5.0 7.5.3: a session left open is not enough to delete the account.
  it('asks for the password before deleting an account signed in over 10 minutes ago, then deletes it', async () => {
    const email = await signedIn('sudo');
    await ageSignIn(journey.page, journey.stack, 11);

    await openDashboardTab(journey.page, 'Profile');
    await journey.page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();

    const confirm = dialog.getByRole('form', { name: 'Confirm your password' });
    await waitForText(confirm, 'For your security, enter your password again to continue.');
    await confirm.getByLabel('Password').fill('not my password');
    await confirm.getByRole('button', { name: 'Confirm and delete' }).click();
    await waitForText(confirm, 'Current password is incorrect.');
    await confirm.getByLabel('Password').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm and delete' }).click();

    await waitForToast(journey.page, 'Account deleted', 'Your account has been deleted.');
    // The move to / is a router transition, which can commit a moment after the toast shows.
    await journey.page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    expect(await journey.stack.db.query('SELECT id FROM users WHERE email = ?', [email])).toEqual([]);
    expectNoBrowserErrors(journey.page, {
      allowHttp: [
        { status: 403, path: '/api/auth/delete-account', method: 'DELETE' },
        { status: 400, path: '/api/auth/confirm-password', method: 'POST' },
      ],
    });
  });
});
