import { BRAND, CHECKOUT_PLANS, BILLING_TYPES, priceFor, type ProviderPlanIds } from '@pointforge/domain';
import { PAYPAL_SANDBOX_API_BASE_URL, PaypalPaymentAdapter } from './paypal-payment.adapter';

/**
 * `make paypal-setup`: creates the product and one plan per paid plan and billing type
 * through PayPal's catalog API (POST /v1/catalogs/products, POST /v1/billing/plans) and
 * returns the map to put in PAYPAL_PLAN_IDS. Prices come from the domain catalogue, so the
 * amount PayPal charges is the amount the site shows.
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
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        },
      });
      ids[plan.id] = { ...ids[plan.id], [billingType]: created.id };
    }
  }
  return ids as ProviderPlanIds;
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
  const ids = await createPaypalCatalog(paypal);
  process.stdout.write(`PAYPAL_PLAN_IDS='${JSON.stringify(ids)}'\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`paypal-setup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
