import { BRAND, CHECKOUT_PLANS, BILLING_TYPES, parseProviderPlanIds, priceFor, type ProviderPlanIds } from '@pointforge/domain';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { SubscriptionOrmEntity } from '../persistence/billing/subscription.orm-entity';
import { createDataSource } from '../persistence/data-source';
import { PAYPAL_SANDBOX_API_BASE_URL } from './paypal-http-client';
import { PaypalPaymentAdapter } from './paypal-payment.adapter';
import { PLAN_PAYMENT_PREFERENCES, PLAN_PREFERENCE_PATHS, preferencesPatch } from './paypal-plan-preferences';

/**
 * `make paypal-setup` without PAYPAL_PLAN_IDS: creates the product and one plan per paid
 * plan and billing type through PayPal's catalog API (POST /v1/catalogs/products, POST
 * /v1/billing/plans) and returns the map to put in PAYPAL_PLAN_IDS. Prices come from the
 * domain catalogue, so the amount PayPal charges is the amount the site shows; payment
 * preferences are PLAN_PAYMENT_PREFERENCES.
 */
export async function createPaypalCatalog(paypal: PaypalPaymentAdapter): Promise<ProviderPlanIds> {
  const product = await paypal.call<{ id: string }>('POST', '/v1/catalogs/products', {
    requestId: `pf-product-${BRAND.productName.toLowerCase()}`,
    body: { name: BRAND.productName, description: `${BRAND.productName} licences`, type: 'SERVICE', category: 'SOFTWARE' },
  });
  const ids: Partial<Record<string, Record<string, string>>> = {};
  for (const plan of CHECKOUT_PLANS) {
    for (const billingType of BILLING_TYPES) {
      const created = await paypal.call<{ id: string }>('POST', '/v1/billing/plans', {
        requestId: `pf-plan-${product.id}-${plan.id}-${billingType}`,
        body: {
          product_id: product.id,
          name: `${BRAND.productName} ${plan.name} (${billingType})`,
          status: 'ACTIVE',
          billing_cycles: [
            {
              frequency: { interval_unit: billingType === 'annual' ? 'YEAR' : 'MONTH', interval_count: 1 },
              tenure_type: 'REGULAR',
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { value: priceFor(plan, billingType).toFixed(2), currency_code: 'USD' } },
            },
          ],
          payment_preferences: PLAN_PAYMENT_PREFERENCES,
        },
      });
      ids[plan.id] = { ...ids[plan.id], [billingType]: created.id };
    }
  }
  return ids as ProviderPlanIds;
}

/** What bringing an existing catalogue to PLAN_PAYMENT_PREFERENCES did. */
export interface PreferencesUpdate {
  plans: number;
  subscriptions: number;
  /** Subscriptions PayPal no longer bills (cancelled or expired there): nothing to change. */
  skipped: string[];
}

/**
 * `make paypal-setup` with PAYPAL_PLAN_IDS set: the six plans get PLAN_PAYMENT_PREFERENCES
 * (PATCH /v1/billing/plans/{id}), and so does every subscription made under their old
 * preferences (PATCH /v1/billing/subscriptions/{id}), so a failing card is treated the same
 * whenever the customer subscribed. Safe to run again.
 */
export async function applyPaymentPreferences(
  paypal: PaypalPaymentAdapter,
  planIds: ProviderPlanIds,
  subscriptionIds: readonly string[],
): Promise<PreferencesUpdate> {
  const plans = [...new Set(Object.values(planIds).flatMap((byBillingType) => Object.values(byBillingType)))];
  for (const planId of plans) {
    await paypal.call('PATCH', `/v1/billing/plans/${encodeURIComponent(planId)}`, { body: preferencesPatch(PLAN_PAYMENT_PREFERENCES, PLAN_PREFERENCE_PATHS) });
  }
  const skipped: string[] = [];
  for (const id of subscriptionIds) {
    try {
      await paypal.updatePaymentPreferences(id, PLAN_PAYMENT_PREFERENCES);
    } catch (error) {
      // PayPal patches only ACTIVE or SUSPENDED subscriptions; one that ended bills nobody.
      if ((error as { code?: unknown }).code !== 'BILLING.PROVIDER_STATUS_INVALID') throw error;
      skipped.push(id);
    }
  }
  return { plans: plans.length, subscriptions: subscriptionIds.length - skipped.length, skipped };
}

/** PayPal ids of the subscriptions stored live (active or suspended), read from the site's database. */
export async function livePaypalSubscriptionIds(dataSource: DataSource): Promise<string[]> {
  const rows = await dataSource.getRepository(SubscriptionOrmEntity).find({
    select: { paypal_subscription_id: true },
    where: { status: In(['active', 'suspended']), paypal_subscription_id: Not(IsNull()) },
  });
  return rows.flatMap((row) => (row.paypal_subscription_id === null ? [] : [row.paypal_subscription_id]));
}

async function main(): Promise<void> {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = process.env;
  if (!clientId || !clientSecret) {
    process.stderr.write('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required (PAYPAL_API_BASE_URL picks the host; the sandbox by default).\n');
    process.exit(1);
  }
  const baseUrl = process.env.PAYPAL_API_BASE_URL || PAYPAL_SANDBOX_API_BASE_URL;
  const paypal = new PaypalPaymentAdapter({
    baseUrl,
    clientId,
    clientSecret,
    webhookId: '',
    brandName: BRAND.productName,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const existing = process.env.PAYPAL_PLAN_IDS;
  if (!existing) {
    const ids = await createPaypalCatalog(paypal);
    process.stdout.write(`PAYPAL_PLAN_IDS='${JSON.stringify(ids)}'\n`);
    return;
  }
  const planIds = parseProviderPlanIds(existing);
  if (!planIds) throw new Error('PAYPAL_PLAN_IDS is set but is not the map of six plan ids make paypal-setup prints');
  const dataSource = createDataSource({ databaseUrl: process.env.DATABASE_URL || undefined, sqlitePath: process.env.SQLITE_PATH || undefined });
  await dataSource.initialize();
  try {
    const update = await applyPaymentPreferences(paypal, planIds, await livePaypalSubscriptionIds(dataSource));
    process.stdout.write(
      `Payment preferences ${JSON.stringify(PLAN_PAYMENT_PREFERENCES)} set on ${update.plans} plans and ${update.subscriptions} subscriptions` +
        `${update.skipped.length ? ` (${update.skipped.length} no longer billed at PayPal: ${update.skipped.join(', ')})` : ''}.\n`,
    );
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`paypal-setup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
