import type { Locator, Page } from 'playwright-core';
import { aBillingProfile } from '@pointforge/domain/testing';
import { VAT_VENDOR_SELLER_ENVIRONMENT } from '@pointforge/infra/testing/seller-environment';
import {
  callApi,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  screenshotAtBothWidths,
  signUpAndLogIn,
  usePaypalJourney,
  waitForFieldError,
  waitForText,
  waitForVisible,
} from './support';
import { PASSWORD, checkoutBillingDetails, skipBillingDetails } from './support/billing-journeys';

/**
 * The billing details step of the checkout (issue #28, part 1: "asked for at checkout before
 * PayPal, prefilled, skippable for a person"), with the seller a VAT vendor so the country
 * decides the VAT shown: saved details prefilled with Edit, a company that must give them, a
 * person who may skip, and the quote asked for again after a save.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 2 registrations.
 */

const TEXT = {
  waitsForDetails: 'Save your billing details above to continue.',
  zeroRated: 'Zero-rated: no South African VAT is charged on services supplied to a customer outside South Africa.',
  skipped: 'You are buying as a person without billing details. VAT is charged as for a buyer in South Africa.',
};

/** The order summary's lines, term: value. */
async function summaryLines(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Order summary' })
    .locator('.checkout-summary__list')
    .evaluate((list) => Array.from(list.querySelectorAll('dt')).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`));
}

const subscribeButton = (page: Page): Locator => page.getByRole('button', { name: 'Subscribe with PayPal', exact: true });

describe('billing details at checkout', () => {
  const { journey } = usePaypalJourney('checkout-billing', { ...VAT_VENDOR_SELLER_ENVIRONMENT });

  it('shows the saved details with Edit; changing the country abroad and back changes the VAT shown, at 1366 and 390 px', async () => {
    const { page } = journey;
    await signUpAndLogIn(page, journey.stack.mailbox, { email: 'karoo.checkout@example.com', password: PASSWORD });
    expect((await callApi(page, 'PUT', '/api/billing/profile', aBillingProfile())).status).toBe(200);

    await page.goto('/checkout/enterprise?billingType=annual');
    const step = checkoutBillingDetails(page);
    await waitForText(step.locator('address'), 'Karoo Survey Services (Pty) Ltd');
    await waitForText(step.locator('address'), 'South Africa');
    await waitForText(step.locator('address'), 'VAT number 4123456789');
    await eventually(async () => expect(await summaryLines(page)).toContain('VAT (15 %): $432'));
    expect(await subscribeButton(page).isEnabled()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'checkout-billing-details-saved');

    // Edit: the form, prefilled; while it is open Subscribe waits.
    await page.setViewportSize({ width: 1366, height: 900 });
    await step.getByRole('button', { name: 'Edit billing details' }).click();
    expect(await step.getByLabel('Registered company name').inputValue()).toBe('Karoo Survey Services (Pty) Ltd');
    expect(await step.getByLabel('Country').inputValue()).toBe('ZA');
    expect(await subscribeButton(page).isDisabled()).toBe(true);
    await step.getByLabel('Country').selectOption({ label: 'Germany' });
    await step.getByLabel('VAT number (optional)').fill('DE123456789');
    await step.getByRole('button', { name: 'Save and Continue', exact: true }).click();

    // Saved: the summary says Germany, focus is back on Edit, and the quote read again is zero-rated.
    await waitForText(step.locator('address'), 'Germany');
    expect(await step.getByRole('button', { name: 'Edit billing details' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await eventually(async () => expect(await summaryLines(page)).toEqual(['Plan: Enterprise', 'Billing: Annual', 'Due today: $2,880', 'Renews: Every year']));
    await waitForText(page.getByRole('region', { name: 'Order summary' }), TEXT.zeroRated);
    expect(await subscribeButton(page).isEnabled()).toBe(true);

    // Back to South Africa: the VAT is back before paying.
    await step.getByRole('button', { name: 'Edit billing details' }).click();
    await step.getByLabel('Country').selectOption({ label: 'South Africa' });
    await step.getByLabel('VAT number (optional)').fill('4123456789');
    await step.getByRole('button', { name: 'Save and Continue', exact: true }).click();
    await eventually(async () => expect(await summaryLines(page)).toContain('Due today: $3,312'));
    await page.setViewportSize({ width: 390, height: 844 });
    await step.getByRole('button', { name: 'Edit billing details' }).click();
    await waitForVisible(step.getByRole('button', { name: 'Cancel', exact: true }));
    await screenshotAtBothWidths(page, 'checkout-billing-details-edit');
    await step.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await subscribeButton(page).isEnabled()).toBe(true);
    expectNoBrowserErrors(page);
  }, 60_000);

  it('asks a new buyer for the details: a company cannot go on without them, a person may skip and is charged as in South Africa', async () => {
    const { page } = journey;
    await signUpAndLogIn(page, journey.stack.mailbox, { email: 'new.checkout@example.com', password: PASSWORD });
    await page.goto('/checkout/standard?billingType=annual');
    const step = checkoutBillingDetails(page);

    // A company (the default): no Skip, Subscribe waits, and an empty save is refused field by field.
    await waitForVisible(step.getByLabel('Registered company name'));
    expect(await step.getByRole('button', { name: 'A company', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await step.getByRole('button', { name: 'Skip', exact: true }).count()).toBe(0);
    expect(await subscribeButton(page).isDisabled()).toBe(true);
    await waitForText(page.getByRole('region', { name: 'Order summary' }), TEXT.waitsForDetails);
    await step.getByRole('button', { name: 'Save and Continue', exact: true }).click();
    await waitForFieldError(step.getByLabel('Registered company name'), 'Legal name is required.');
    expect(await subscribeButton(page).isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'checkout-billing-details-new');

    // A person may skip: Subscribe goes on, with South African VAT (no address abroad was given).
    await skipBillingDetails(page);
    await waitForText(step, TEXT.skipped);
    await eventually(async () => expect(await summaryLines(page)).toContain('VAT (15 %): $108'));
    expect(await subscribeButton(page).isEnabled()).toBe(true);
    expect(await callApi(page, 'GET', '/api/billing/profile')).toMatchObject({ status: 200, body: { profile: null } });

    // Remembered for the session: the checkout opened again shows the step skipped.
    await page.reload();
    await waitForText(step, TEXT.skipped);
    expect(await subscribeButton(page).isEnabled()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    expectNoBrowserErrors(page);
  }, 60_000);
});
