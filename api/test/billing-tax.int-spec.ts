import request from 'supertest';
import { PaymentLedgerPort } from '@pointforge/domain';
import { aBillingProfile } from '@pointforge/domain/testing';
import { VAT_VENDOR_SELLER_ENVIRONMENT } from '@pointforge/infra/testing/seller-environment';
import { NOT_AUTHENTICATED } from './support/accounts-suite';
import { billingSuite } from './support/billing-suite';
import type { SignedInUser } from './support/signed-in-users';

/** A company in Kimberley with a South African VAT number. */
const SOUTH_AFRICAN_COMPANY = aBillingProfile();
const GERMAN_COMPANY = aBillingProfile({ legalName: 'Vermessung Nord GmbH', city: 'Hamburg', region: null, country: 'DE', vatNumber: 'DE123456789' });

async function buyerWith(profile: object, user: SignedInUser): Promise<SignedInUser> {
  expect((await user.browser.put('/api/billing/profile', profile)).status).toBe(200);
  return user;
}

const quoteOf = async (user: SignedInUser, plan: string, billingType: string) =>
  (await user.browser.get(`/api/billing/quote?plan=${plan}&billingType=${billingType}`)).body;

/** GET /api/billing/quote and the tax POST /v1/billing/subscriptions asks PayPal for, with the seller a VAT vendor. */
describe('VAT at checkout when the seller has a VAT number', () => {
  const suite = billingSuite('billing-tax', { env: { ...VAT_VENDOR_SELLER_ENVIRONMENT } });

  it('quotes 15 % on top for a South African buyer, asks PayPal for it, and PayPal charges the total', async () => {
    const user = await buyerWith(SOUTH_AFRICAN_COMPANY, await suite.users.create('za'));
    expect(await quoteOf(user, 'enterprise', 'annual')).toEqual({
      success: true,
      quote: { netCents: 288_000, vatCents: 43_200, totalCents: 331_200, currency: 'USD', treatment: 'standard', ratePercent: 15 },
    });

    const { paypalId } = await suite.checkout(user, 'enterprise', 'annual');
    const [created] = suite.simulator.requestsTo('/v1/billing/subscriptions', 'POST');
    expect(created?.body).toMatchObject({ plan: { taxes: { percentage: '15', inclusive: false } } });
    expect(suite.simulator.subscriptions.get(paypalId)).toMatchObject({ taxes: { percentage: '15', inclusive: false }, plan_overridden: true });

    suite.simulator.approve(paypalId);
    expect((await suite.execute(user, paypalId, 'enterprise', 'annual')).status).toBe(200);
    expect(suite.simulator.subscriptions.get(paypalId)?.billing_info.last_payment?.amount).toEqual({ currency_code: 'USD', value: '3312.00' });
  });

  it('zero-rates a buyer abroad: no VAT in the quote, no tax asked of PayPal, the listed price charged', async () => {
    const user = await buyerWith(GERMAN_COMPANY, await suite.users.create('de'));
    expect((await quoteOf(user, 'standard', 'annual')).quote).toEqual({
      netCents: 72_000,
      vatCents: 0,
      totalCents: 72_000,
      currency: 'USD',
      treatment: 'zero-rated',
      ratePercent: 0,
    });

    const { paypalId } = await suite.checkout(user, 'standard', 'annual');
    expect(suite.simulator.subscriptions.get(paypalId)?.taxes).toBeUndefined();
    suite.simulator.approve(paypalId);
    expect((await suite.execute(user, paypalId)).status).toBe(200);
    expect(suite.simulator.subscriptions.get(paypalId)?.billing_info.last_payment?.amount.value).toBe('720.00');
  });

  it('charges a South African buyer’s upgrade order 15 % VAT, as previewed, records it in the ledger, and keeps the tax through the revision', async () => {
    const user = await buyerWith(SOUTH_AFRICAN_COMPANY, await suite.users.create('za-upgrade'));
    const { paypalId, subscriptionId } = await suite.checkout(user, 'standard', 'monthly');
    suite.simulator.approve(paypalId);
    expect((await suite.execute(user, paypalId, 'standard', 'monthly')).status).toBe(200);
    const change = { plan: 'enterprise', billingType: 'monthly' };

    const { preview } = (await user.browser.post(`/api/subscriptions/${subscriptionId}/change/preview`, change)).body;
    const { netCents, vatCents, totalCents } = preview.dueNowCharge;
    expect(netCents).toBeGreaterThan(0);
    expect(preview.dueNowCharge).toMatchObject({
      vatCents: Math.round(netCents * 0.15),
      totalCents: netCents + vatCents,
      treatment: 'standard',
      ratePercent: 15,
    });
    expect(preview.dueNow).toEqual({ value: (totalCents / 100).toFixed(2), currency: 'USD' });
    const started = await user.browser.post(`/api/subscriptions/${subscriptionId}/change`, change);
    const orderId = new URL(started.body.approvalUrl).searchParams.get('token')!;
    suite.simulator.approveOrder(orderId);
    const confirmed = await user.browser.post(`/api/subscriptions/${subscriptionId}/change/confirm`, { orderId });
    expect(confirmed.status).toBe(200);

    const dollars = (cents: number) => ({ currency_code: 'USD', value: (cents / 100).toFixed(2) });
    const [unit] = suite.simulator.orders.get(orderId)!.purchase_units;
    expect(unit!.amount).toEqual({ ...dollars(totalCents), breakdown: { item_total: dollars(netCents), tax_total: dollars(vatCents) } });
    expect(unit!.payments!.captures).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: dollars(totalCents) })]);
    const ledger = await suite.app().get(PaymentLedgerPort).listForSubscription(subscriptionId);
    expect(ledger).toContainEqual(expect.objectContaining({ plan: 'enterprise', grossCents: totalCents, vatCents, recordedFrom: 'capture' }));
    const [revision] = suite.simulator.requestsTo(`/v1/billing/subscriptions/${paypalId}/revise`, 'POST');
    expect(revision?.body).toMatchObject({ plan_id: expect.any(String), plan: { taxes: { percentage: '15', inclusive: false } } });
    suite.simulator.approveRevision(paypalId);
    expect(suite.simulator.subscriptions.get(paypalId)).toMatchObject({ taxes: { percentage: '15', inclusive: false } });
  });

  it('is for signed-in callers only, and refuses a plan that cannot be bought', async () => {
    const anonymous = await request(suite.stack.http).get('/api/billing/quote?plan=standard&billingType=annual');
    expect({ status: anonymous.status, body: anonymous.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });

    const user = await suite.users.create('trial');
    const trial = await user.browser.get('/api/billing/quote?plan=trial&billingType=annual');
    expect({ status: trial.status, code: trial.body.code }).toEqual({ status: 400, code: 'BILLING.INVALID_PLAN' });
  });
});

describe('no VAT at checkout while the seller has no VAT number', () => {
  const suite = billingSuite('billing-no-vat');

  it('quotes the listed price to a South African buyer and asks PayPal for no tax', async () => {
    const user = await buyerWith(SOUTH_AFRICAN_COMPANY, await suite.users.create('za'));
    expect((await quoteOf(user, 'enterprise', 'annual')).quote).toMatchObject({
      vatCents: 0,
      totalCents: 288_000,
      treatment: 'not-registered',
      ratePercent: 0,
    });

    const { paypalId } = await suite.checkout(user, 'enterprise', 'annual');
    expect(suite.simulator.subscriptions.get(paypalId)?.taxes).toBeUndefined();
  });
});
