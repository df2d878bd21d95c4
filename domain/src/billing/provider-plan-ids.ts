import { BILLING_TYPES, PAID_PLAN_IDS, type BillingType, type PaidPlanId } from '../catalog/plan.types';

/** The payment provider's plan id for each paid plan and billing type (PAYPAL_PLAN_IDS). */
export type ProviderPlanIds = { readonly [P in PaidPlanId]: { readonly [B in BillingType]: string } };

/**
 * Reads `{"standard":{"monthly":"P-…","annual":"P-…"},"professional":{…},"enterprise":{…}}`;
 * null when any of the six ids is missing or the text is not that shape.
 */
export function parseProviderPlanIds(text: string): ProviderPlanIds | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const map = value as Record<string, Record<string, unknown> | undefined>;
  for (const plan of PAID_PLAN_IDS) {
    for (const billingType of BILLING_TYPES) {
      const id = map[plan]?.[billingType];
      if (typeof id !== 'string' || !/^\S{1,64}$/.test(id)) return null;
    }
  }
  return value as ProviderPlanIds;
}
