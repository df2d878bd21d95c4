export const PAID_PLAN_IDS = ['standard', 'professional', 'enterprise'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export type LicensePlan = PaidPlanId | 'trial';

export const BILLING_TYPES = ['monthly', 'annual'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
