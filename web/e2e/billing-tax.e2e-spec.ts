import { answerPaypalApproval, callApi, expectNoBrowserErrors, screenshotAtBothWidths, signUpAndLogIn, usePaypalJourney, waitForText } from './support';
import { aBillingProfile } from '@pointforge/domain/testing';
import { VAT_VENDOR_SELLER_ENVIRONMENT } from '@pointforge/infra/testing/seller-environment';
import { PASSWORD, TEXT } from './support/billing-journeys';

/**
 * VAT at checkout (issue #28, part 2) with the seller a registered VAT vendor: a South African
 * company buys Enterprise annual through the PayPal simulator, sees the VAT before paying,
 * and PayPal is asked for the 15 % tax and charges the total.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 1 registration.
 */

describe('VAT at checkout', () => {
  const { journey, simulator } = usePaypalJourney('billing-tax', { ...VAT_VENDOR_SELLER_ENVIRONMENT });

  it('shows a South African company the 15 % VAT on Enterprise annual before PayPal, which charges the total, at 1366 and 390 px', async () => {
    const { page } = journey;
    await signUpAndLogIn(page, journey.stack.mailbox, { email: 'karoo.tax@example.com', password: PASSWORD });
    const saved = await callApi(page, 'PUT', '/api/billing/profile', aBillingProfile());
    expect(saved.status).toBe(200);

    await page.goto('/checkout/enterprise?billingType=annual');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await waitForText(summary, 'VAT (15 %)');
    const lines = await summary
      .locator('.checkout-summary__list')
      .evaluate((list) => Array.from(list.querySelectorAll('dt')).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`));
    expect(lines).toEqual(['Plan: Enterprise', 'Billing: Annual', 'Price: $2,880', 'VAT (15 %): $432', 'Due today: $3,312', 'Renews: Every year']);
    await screenshotAtBothWidths(page, 'checkout-vat');

    await page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
    await answerPaypalApproval(page, journey.stack.baseUrl, 'Approve');
    await waitForText(page.getByRole('heading', { level: 1 }), TEXT.thankYou);

    const [subscription] = [...simulator.subscriptions.values()];
    expect(subscription?.taxes).toEqual({ percentage: '15', inclusive: false });
    expect(subscription?.billing_info.last_payment?.amount).toEqual({ currency_code: 'USD', value: '3312.00' });
    expectNoBrowserErrors(page);
  });
});
