import { DAY_MS } from '../../shared/time';
import { createBillingTestKit } from '../../testing/billing-test-kit';
import { aBillingProfile, aUser } from '../../testing/builders';

const SELLER_VAT_NUMBER = '4987654321';
const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');

/** A Standard subscriber (billing profile in `country`, or none), 12 days before the next billing date, with a VAT-registered seller. */
async function subscriberIn(country: string | null, billingType: 'monthly' | 'annual' = 'monthly') {
  const kit = createBillingTestKit({ sellerVatNumber: SELLER_VAT_NUMBER });
  const user = await kit.givenUser(aUser().verified());
  if (country) await kit.billingProfiles.save(user.id, aBillingProfile({ country, vatNumber: null }), kit.clock.now());
  const active = await kit.givenActiveSubscription('standard', billingType, NEXT_BILLING, user);
  kit.clock.set(new Date(NEXT_BILLING.getTime() - 12 * DAY_MS));
  const change = { userId: user.id, subscriptionId: active.subscription.id };
  return { kit, ...active, change };
}

describe('VAT on a plan change', () => {
  it('charges a South African customer 15 % VAT on the upgrade order, records it in the ledger, and sends the tax again with the revision', async () => {
    const { kit, change, paypalId } = await subscriberIn('ZA');

    const preview = await kit.changePlan.execute({ ...change, plan: 'enterprise', billingType: 'monthly' });
    const [orderId, order] = [...kit.payments.orders.entries()][0]!;
    kit.payments.approveOrder(orderId);
    await kit.confirmPlanChange.execute({ ...change, orderId });

    expect(preview.quote.dueNowCharge).toEqual({ netCents: 9_000, vatCents: 1_350, totalCents: 10_350, treatment: 'standard', ratePercent: 15 });
    expect(order).toMatchObject({ amount: { value: '103.50', currency: 'USD' }, tax: { value: '13.50', currency: 'USD' } });
    expect(await kit.paymentLedger.listForSubscription(change.subscriptionId)).toContainEqual(
      expect.objectContaining({ plan: 'enterprise', grossCents: 10_350, vatCents: 1_350, recordedFrom: 'capture' }),
    );
    expect(kit.payments.revisions).toEqual([expect.objectContaining({ id: paypalId, planId: 'P-ENTERPRISE-MONTHLY', taxPercentage: 15 })]);
    // Its tax invoice describes what the order paid for: the rest of the current period, to the next billing date.
    const invoices = await kit.billingDocuments.listForUser(change.userId);
    expect(invoices.map((invoice) => invoice.lines[0]!.description)).toContain(
      'PointForge Enterprise, monthly subscription, 5 user licences, June 19, 2025 to July 1, 2025',
    );
  });

  it('charges a customer abroad the price alone: no tax on the order, none sent with the revision', async () => {
    const { kit, change } = await subscriberIn('DE');

    const started = await kit.changePlan.execute({ ...change, plan: 'enterprise', billingType: 'monthly' });
    const [orderId, order] = [...kit.payments.orders.entries()][0]!;
    kit.payments.approveOrder(orderId);
    await kit.confirmPlanChange.execute({ ...change, orderId });

    expect(started.quote).toMatchObject({ dueNow: { value: '90.00' }, dueNowCharge: { vatCents: 0, treatment: 'zero-rated' } });
    expect(order.tax).toBeUndefined();
    expect(kit.payments.revisions[0]).not.toHaveProperty('taxPercentage');
  });

  it('sends the tax again with every revision to another billing period: monthly to annual (nothing due) and annual to monthly (a downgrade)', async () => {
    // No billing profile: charged as in South Africa, as at checkout.
    const monthly = await subscriberIn(null);
    const annual = await subscriberIn(null, 'annual');

    await monthly.kit.changePlan.execute({ ...monthly.change, plan: 'standard', billingType: 'annual' });
    await annual.kit.changePlan.execute({ ...annual.change, plan: 'standard', billingType: 'monthly' });

    expect(monthly.kit.payments.revisions).toEqual([expect.objectContaining({ planId: 'P-STANDARD-ANNUAL', taxPercentage: 15 })]);
    expect(annual.kit.payments.revisions).toEqual([expect.objectContaining({ planId: 'P-STANDARD-MONTHLY', taxPercentage: 15 })]);
  });

  it("taxes the change at the subscription's own rate, not a billing profile moved abroad since, so PayPal and the documents agree", async () => {
    const { kit, change, user, paypalId } = await subscriberIn('ZA');
    await kit.billingProfiles.save(user.id, aBillingProfile({ country: 'DE', vatNumber: null }), kit.clock.now());

    const started = await kit.changePlan.execute({ ...change, plan: 'enterprise', billingType: 'monthly' });
    const [orderId] = [...kit.payments.orders.keys()];
    kit.payments.approveOrder(orderId!);
    await kit.confirmPlanChange.execute({ ...change, orderId: orderId! });

    expect(started.quote.dueNowCharge).toMatchObject({ vatCents: 1_350, treatment: 'standard' });
    expect(kit.payments.revisions).toEqual([expect.objectContaining({ id: paypalId, taxPercentage: 15 })]);
  });
});
