import type { Locator, Page } from 'playwright-core';
import {
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  openDashboardTab,
  signUpAndLogIn,
  useJourneyStack,
  waitForFieldError,
  waitForToast,
  waitForVisible,
} from './support';

/**
 * The billing details a customer's invoices are made out to, in the Profile tab of the built
 * site served by the real API and worker: filled in, refused inline for a South African VAT
 * number of the wrong form, saved, and read back after a reload.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 1 registration.
 */

const BAD_SA_VAT = 'A South African VAT number is 10 digits starting with 4.';

function billingCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Billing Details' });
}

async function openBillingDetails(page: Page): Promise<Locator> {
  await openDashboardTab(page, 'Profile');
  const card = billingCard(page);
  await waitForVisible(card.getByRole('button', { name: 'Save Billing Details', exact: true }));
  return card;
}

describe('billing details in the Profile tab', () => {
  const journey = useJourneyStack('billing-profile');

  it('are filled in, refused inline for a malformed South African VAT number, saved, and shown again after a reload, at 1366 and 390 px', async () => {
    const { page } = journey;
    const email = 'karoo.billing@example.com';
    await page.setViewportSize({ width: 1366, height: 900 });
    await signUpAndLogIn(page, journey.stack.mailbox, { email, password: 'correct horse battery staple', firstName: 'Thandi' });
    const [{ id: userId } = { id: '' }] = await journey.stack.db.query<{ id: string }>('SELECT id FROM users WHERE email = ?', [email]);

    let card = await openBillingDetails(page);
    expect(await card.getByRole('button', { name: 'A company', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await card.getByLabel('Registered company name').fill('Karoo Survey Services (Pty) Ltd');
    await card.getByLabel('Address', { exact: true }).fill('12 Main Road');
    await card.getByLabel('City').fill('Kimberley');
    await card.getByLabel('Province or region (optional)').fill('Northern Cape');
    await card.getByLabel('Postal code (optional)').fill('8301');
    await card.getByLabel('Country').selectOption({ label: 'South Africa' });
    const vatNumber = card.getByLabel('VAT number (optional)');
    await vatNumber.fill('512 345 6789');
    await card.getByRole('button', { name: 'Save Billing Details', exact: true }).click();

    await waitForFieldError(vatNumber, BAD_SA_VAT);
    expect(await vatNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await journey.stack.db.query('SELECT user_id FROM billing_profiles WHERE user_id = ?', [userId])).toEqual([]);
    await expectNoSeriousAxeViolations(page);

    await vatNumber.fill('4123 456 789');
    await card.getByRole('button', { name: 'Save Billing Details', exact: true }).click();
    await waitForToast(page, 'Billing Details Saved', 'Your invoices from now on are made out to these details.');
    await eventually(async () =>
      expect(await journey.stack.db.query('SELECT legal_name, country, vat_number FROM billing_profiles WHERE user_id = ?', [userId])).toEqual([
        { legal_name: 'Karoo Survey Services (Pty) Ltd', country: 'ZA', vat_number: '4123456789' },
      ]),
    );

    await page.reload();
    card = await openBillingDetails(page);
    expect(await card.getByLabel('Registered company name').inputValue()).toBe('Karoo Survey Services (Pty) Ltd');
    expect(await card.getByLabel('Address', { exact: true }).inputValue()).toBe('12 Main Road');
    expect(await card.getByLabel('Address line 2 (optional)').inputValue()).toBe('');
    expect(await card.getByLabel('Postal code (optional)').inputValue()).toBe('8301');
    expect(await card.getByLabel('Country').inputValue()).toBe('ZA');
    expect(await card.getByLabel('VAT number (optional)').inputValue()).toBe('4123456789');

    // A person's name is asked for as such.
    await card.getByRole('button', { name: 'A person', exact: true }).click();
    await waitForVisible(card.getByLabel('Full legal name'));

    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page);
    expectNoBrowserErrors(page);
  });
});
