/// <reference lib="dom" />
// (The evaluate callback below runs in the browser; the DOM types describe it.)
import type { Locator, Page } from 'playwright-core';
import { PaypalSimulator } from '@pointforge/infra';
import { paypalSimulatorEnvironment } from '@pointforge/infra/testing/paypal-simulator-environment';
import { useJourneyStack, type JourneyStack } from './journey';
import { eventually } from './wait';

/**
 * Helpers of the billing journeys: the dashboard's tabs, the Subscription tab's card, the
 * checkout's parts, and the PayPal simulator's approval page (the embedded default's and the
 * e2e stack's payment provider), which redirects back to /success as PayPal does.
 */

/**
 * The journey stack of the describe it is called in, whose payment provider is a PayPal
 * simulator started before the stack and stopped after it, for the journey to drive; `env`
 * adds variables (the seller's, say).
 */
export function usePaypalJourney(label: string, env: Record<string, string> = {}): { journey: JourneyStack; simulator: PaypalSimulator } {
  const simulator = new PaypalSimulator();
  beforeAll(() => simulator.listen());
  const journey = useJourneyStack(label, { env: () => ({ ...paypalSimulatorEnvironment(simulator.baseUrl), ...env }) });
  afterAll(() => simulator.close());
  return { journey, simulator };
}

/** One of the dashboard's tabs. */
export function dashboardTab(page: Page, name: 'Licenses' | 'Subscription' | 'Profile'): Locator {
  return page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name, exact: true });
}

/** Selects a dashboard tab and waits until it is the selected one. */
export async function openDashboardTab(page: Page, name: 'Licenses' | 'Subscription' | 'Profile'): Promise<void> {
  const tab = dashboardTab(page, name);
  await tab.click();
  await eventually(async () => expect(await tab.getAttribute('aria-selected')).toBe('true'));
}

/** The 'Your Subscription' card of the Subscription tab. */
export function subscriptionRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Subscription' });
}

/**
 * The value of the detail `term` ('Status', 'Billing type', …) of the Subscription tab, or,
 * when it lists several, of one of them (`within`: a subscriptionItem).
 */
export function subscriptionDetail(page: Page, term: string, within: Locator = subscriptionRegion(page)): Locator {
  return within
    .locator('.subscription-details > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

/** Opens the Subscription tab's Change plan dialog and picks `option` ('Standard, Annual: $720 a year'); answers the dialog. */
export async function changePlanTo(page: Page, option: string): Promise<Locator> {
  await subscriptionRegion(page).getByRole('button', { name: 'Change plan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await waitForDialogSettled(dialog);
  await dialog.getByRole('radio', { name: option }).check();
  return dialog;
}

/** One subscription the Subscription tab lists, named by plan and billing type ('Standard plan, Monthly'). */
export function subscriptionItem(page: Page, name: string): Locator {
  return subscriptionRegion(page).getByRole('article', { name, exact: true });
}

/** The checkout's plan card (a region named by the plan). */
export function checkoutPlanCard(page: Page, planName: string): Locator {
  return page.getByRole('region', { name: planName, exact: true });
}

/** The checkout's Annual / Monthly switch. */
export function checkoutBillingOption(page: Page, name: 'Annual' | 'Monthly'): Locator {
  return page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name, exact: true });
}

/**
 * On the PayPal simulator's approval page: picks how the first payment goes ('Payment
 * succeeds' unless told), presses `choice` and waits to be back on the site.
 */
export async function answerPaypalApproval(
  page: Page,
  baseUrl: string,
  choice: 'Approve' | 'Cancel',
  payment: 'Payment succeeds' | 'Payment declines' = 'Payment succeeds',
): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/checkoutnow' && url.searchParams.has('ba_token'));
  await page.getByRole('radio', { name: payment, exact: true }).check();
  await page.getByRole('button', { name: choice, exact: true }).click();
  await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && url.pathname !== '/checkoutnow');
}

/**
 * Waits until the dialog's fade-in is over: colours (and axe's contrast check) are final
 * only then. Only its own animations: a spinner inside would spin for ever.
 */
export async function waitForDialogSettled(dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'visible' });
  await dialog.evaluate((node) => Promise.allSettled(node.getAnimations().map((animation) => animation.finished)));
}
