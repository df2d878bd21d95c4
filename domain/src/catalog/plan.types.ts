export const PAID_PLAN_IDS = ['standard', 'professional', 'enterprise'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const LICENSE_PLANS = ['trial', ...PAID_PLAN_IDS] as const;
export type LicensePlan = (typeof LICENSE_PLANS)[number];

export const BILLING_TYPES = ['monthly', 'annual'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
