import { describe, expect, it } from '@jest/globals';
import { PLAN_PAYMENT_PREFERENCES } from './paypal-plan-preferences';
import { applyPaymentPreferences, createPaypalCatalog } from './paypal-setup';
import { aCheckout } from '../testing/paypal-checkouts';
import { paypalAgainstSimulator } from '../testing/paypal-against-simulator';

/** `make paypal-setup` (paypal-setup.ts) through the real adapter, against the PayPal simulator over HTTP. */
describe('paypal-setup against the PayPal simulator over HTTP', () => {
  const suite = paypalAgainstSimulator();
  const { simulator } = suite;

  it('paypal-setup creates the product and six plans and prints their ids', async () => {
    const ids = await createPaypalCatalog(suite.paypal);
    expect(Object.keys(ids).sort()).toEqual(['enterprise', 'professional', 'standard']);
    expect(simulator.plans.get(ids.standard.annual)).toMatchObject({ intervalMonths: 12 });
    expect(simulator.plans.get(ids.enterprise.monthly)?.billing_cycles).toEqual([
      expect.objectContaining({
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        pricing_scheme: { fixed_price: { value: '300.00', currency_code: 'USD' } },
      }),
    ]);
  });

  it('paypal-setup creates the plans with the dunning preferences: one failure per cycle suspends, nothing owed is billed later', async () => {
    const ids = await createPaypalCatalog(suite.paypal);
    const [planRequest] = simulator.requestsTo('/v1/billing/plans', 'POST').slice(-1);
    expect(planRequest?.body).toMatchObject({ payment_preferences: { auto_bill_outstanding: false, payment_failure_threshold: 1 } });
    const { id } = await suite.paypal.createSubscription({ ...aCheckout(), planId: ids.standard.monthly });
    simulator.approve(id);
    simulator.failRenewal(id);
    simulator.failRenewal(id);
    expect(simulator.subscriptions.get(id)?.status).toBe('ACTIVE');
    simulator.failRenewal(id);
    expect(simulator.subscriptions.get(id)?.status).toBe('SUSPENDED');
  });

  it('paypal-setup with PAYPAL_PLAN_IDS brings the plans and every live subscription made under the old preferences to the new ones, skipping those PayPal no longer bills', async () => {
    const ids = await createPaypalCatalog(suite.paypal);
    const old = [
      { op: 'replace', path: '/payment_preferences/auto_bill_outstanding', value: true },
      { op: 'replace', path: '/payment_preferences/payment_failure_threshold', value: 3 },
    ];
    for (const planId of [ids.standard.monthly, ids.enterprise.annual]) await suite.paypal.call('PATCH', `/v1/billing/plans/${planId}`, { body: old });
    const live = await suite.paypal.createSubscription({ ...aCheckout(), planId: ids.standard.monthly });
    const ended = await suite.paypal.createSubscription({ ...aCheckout(), planId: ids.enterprise.annual });
    simulator.approve(live.id);
    simulator.approve(ended.id);
    simulator.latestSale(ended.id);
    simulator.cancelAtProvider(ended.id);
    expect(simulator.preferencesOf(simulator.subscriptions.get(live.id)!)).toEqual({ auto_bill_outstanding: true, payment_failure_threshold: 3 });

    const update = await applyPaymentPreferences(suite.paypal, ids, [live.id, ended.id]);

    expect(update).toEqual({ plans: 6, subscriptions: 1, skipped: [ended.id] });
    expect(simulator.preferencesOf(simulator.subscriptions.get(live.id)!)).toEqual(PLAN_PAYMENT_PREFERENCES);
    const fresh = await suite.paypal.createSubscription({ ...aCheckout(), planId: ids.enterprise.annual });
    expect(simulator.preferencesOf(simulator.subscriptions.get(fresh.id)!)).toEqual(PLAN_PAYMENT_PREFERENCES);
  });
});
