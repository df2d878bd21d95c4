import { createBillingTestKit } from '../../testing/billing-test-kit';
import { aBillingProfile, aUser } from '../../testing/builders';
import type { ChargeAmounts } from '../tax/vat';
import { BILLING_ERROR_CODES } from './billing-errors';
import type { CheckoutQuote } from './quote-checkout.use-case';

const SELLER_VAT_NUMBER = '4987654321';

async function buyerIn(country: string | null, sellerVatNumber: string | null) {
  const kit = createBillingTestKit({ sellerVatNumber });
  const user = await kit.givenUser(aUser().verified());
  if (country) await kit.billingProfiles.save(user.id, aBillingProfile({ country, vatNumber: country === 'ZA' ? '4123456789' : null }), kit.clock.now());
  return { kit, user };
}

const quoted = (amounts: ChargeAmounts, treatment: CheckoutQuote['treatment'], ratePercent: number): CheckoutQuote => ({
  ...amounts,
  currency: 'USD',
  treatment,
  ratePercent,
});

describe('the checkout quote and the tax PayPal is asked for', () => {
  it('adds 15 % VAT on top of the price for a South African buyer when the seller is a VAT vendor', async () => {
    const { kit, user } = await buyerIn('ZA', SELLER_VAT_NUMBER);
    await expect(kit.quote.execute({ userId: user.id, plan: 'enterprise', billingType: 'annual' })).resolves.toEqual(
      quoted({ netCents: 288_000, vatCents: 43_200, totalCents: 331_200 }, 'standard', 15),
    );

    await kit.create.execute({ userId: user.id, plan: 'enterprise', billingType: 'annual' });
    expect(kit.payments.created[0]).toMatchObject({ planId: 'P-ENTERPRISE-ANNUAL', taxPercentage: 15 });
  });

  it('zero-rates a buyer abroad and asks PayPal for no tax', async () => {
    const { kit, user } = await buyerIn('DE', SELLER_VAT_NUMBER);
    await expect(kit.quote.execute({ userId: user.id, plan: 'standard', billingType: 'monthly' })).resolves.toEqual(
      quoted({ netCents: 7_500, vatCents: 0, totalCents: 7_500 }, 'zero-rated', 0),
    );

    await kit.create.execute({ userId: user.id, plan: 'standard', billingType: 'monthly' });
    expect(kit.payments.created[0]).not.toHaveProperty('taxPercentage');
  });

  it('charges no VAT to anyone while the seller has no VAT number', async () => {
    const { kit, user } = await buyerIn('ZA', null);
    await expect(kit.quote.execute({ userId: user.id, plan: 'enterprise', billingType: 'annual' })).resolves.toMatchObject({
      vatCents: 0,
      totalCents: 288_000,
      treatment: 'not-registered',
      ratePercent: 0,
    });

    await kit.create.execute({ userId: user.id, plan: 'enterprise', billingType: 'annual' });
    expect(kit.payments.created[0]).not.toHaveProperty('taxPercentage');
  });

  it('charges VAT to a buyer who skipped the billing details, as nothing shows they are abroad', async () => {
    const { kit, user } = await buyerIn(null, SELLER_VAT_NUMBER);
    await expect(kit.quote.execute({ userId: user.id, plan: 'standard', billingType: 'monthly' })).resolves.toMatchObject({
      vatCents: 1_125,
      totalCents: 8_625,
      treatment: 'standard',
    });
  });

  it('refuses a plan that cannot be bought', async () => {
    const { kit, user } = await buyerIn('ZA', SELLER_VAT_NUMBER);
    await expect(kit.quote.execute({ userId: user.id, plan: 'trial', billingType: 'annual' })).rejects.toMatchObject({ code: BILLING_ERROR_CODES.invalidPlan });
  });
});
