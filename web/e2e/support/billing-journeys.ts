/* What the billing journeys (billing.e2e-spec.ts, billing-changes.e2e-spec.ts) share. */
import type { Locator, Page } from 'playwright-core';
import { callApi } from './accounts';
import type { JourneyStack } from './journey';
import { signUpAndLogIn } from './licenses';
import { waitForVisible } from './wait';

/** DECISIONS.md: `PF-` and five groups of five Crockford base32 characters. */
const KEY_IN_TEXT = /PF(-[0-9A-HJKMNP-TV-Z]{5}){5}/;
export const LICENSE_KEY = new RegExp(`^${KEY_IN_TEXT.source}$`);
export const PASSWORD = 'billing-Journey-pass-7342';

/** SITE-SPEC section 8, word for word. */
export const TEXT = {
  checkoutError: 'Checkout Error',
  checkoutInline: 'Failed to initialize PayPal checkout. Please try again.',
  processing: 'Processing Your Payment',
  thankYou: 'Thank You For Your Purchase!',
  activated: 'Your subscription has been successfully activated.',
  activatedToast: 'Subscription activated',
  noKey: 'Your license key is being generated and will be sent to your email address. You can also view all your licenses in your dashboard.',
  failureTitle: 'Payment Processing Issue',
  failureMessage: 'There was a problem processing your payment. Please contact support.',
  failureNote: "If you've already been charged, please check your dashboard for your license or contact support.",
  cancelledToast: 'Subscription cancelled',
  planNotFound: 'Plan Not Found',
  noLicenses: 'Your account holds no licenses yet.',
};

/** The caller's licences, as the Licenses tab reads them. */
export async function licensesOfApi(page: Parameters<typeof callApi>[0]): Promise<unknown[]> {
  return ((await callApi(page, 'GET', '/api/licenses/me')).body as { licenses: unknown[] }).licenses;
}

/** The checkout's Billing Details step, above the order summary. */
export function checkoutBillingDetails(page: Page): Locator {
  return page.getByRole('region', { name: 'Billing Details' });
}

/**
 * A buyer with no billing details saved goes on as a person without them ("A person", then
 * Skip), as the checkout allows; remembered for the tab's session, so a later checkout of the
 * same account shows the step skipped.
 */
export async function skipBillingDetails(page: Page): Promise<void> {
  const step = checkoutBillingDetails(page);
  await step.getByRole('button', { name: 'A person', exact: true }).click();
  await step.getByRole('button', { name: 'Skip', exact: true }).click();
  await waitForVisible(step.getByRole('button', { name: 'Add Billing Details', exact: true }));
}

/** A new customer, signed in, skips the billing details and presses Subscribe with PayPal on the checkout at `path` (on to PayPal's approval page). */
export async function subscribeAsNewCustomer(journey: JourneyStack, email: string, path: string): Promise<void> {
  await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
  await journey.page.goto(path);
  await skipBillingDetails(journey.page);
  await journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
}
