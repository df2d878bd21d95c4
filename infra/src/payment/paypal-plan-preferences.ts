/**
 * billing_subscriptions_v1's `payment_preferences`, as PointForge's plans set them.
 *
 * PayPal counts one failed payment per billing cycle, whatever its retries (day 5 and day 10
 * after the due date), so a threshold of 1 suspends a subscription once a cycle's last retry
 * has failed, instead of leaving it ACTIVE for three cycles (three years on an annual plan).
 * auto_bill_outstanding false: an unpaid cycle is never added to a later bill, so nobody is
 * charged for a period in which their licence was off; "Pay now" captures it on purpose.
 */
export const PLAN_PAYMENT_PREFERENCES = { auto_bill_outstanding: false, payment_failure_threshold: 1 } as const;

export type PaymentPreferences = { auto_bill_outstanding: boolean; payment_failure_threshold: number };

/** PayPal's defaults for a plan that names none (billing_subscriptions_v1's `payment_preferences`). */
export const PAYPAL_DEFAULT_PAYMENT_PREFERENCES: PaymentPreferences = { auto_bill_outstanding: true, payment_failure_threshold: 0 };

/** The JSON Patch paths of a plan's payment preferences (PATCH /v1/billing/plans/{id}). */
export const PLAN_PREFERENCE_PATHS: Record<keyof PaymentPreferences, string> = {
  auto_bill_outstanding: '/payment_preferences/auto_bill_outstanding',
  payment_failure_threshold: '/payment_preferences/payment_failure_threshold',
};

/** The same for one subscription, overriding its plan's (PATCH /v1/billing/subscriptions/{id}). */
export const SUBSCRIPTION_PREFERENCE_PATHS: Record<keyof PaymentPreferences, string> = {
  auto_bill_outstanding: '/plan/payment_preferences/auto_bill_outstanding',
  payment_failure_threshold: '/plan/payment_preferences/payment_failure_threshold',
};

/**
 * Where a subscription's JSON Patch sets the price of its plan's one regular billing cycle
 * (sequence 1: our plans have no trial cycle at PayPal), overriding the plan's price.
 */
export const REGULAR_CYCLE_PRICE_PATH = '/plan/billing_cycles/@sequence==1/pricing_scheme/fixed_price';

/** The JSON Patch that sets `preferences` at `paths`. */
export function preferencesPatch(
  preferences: PaymentPreferences,
  paths: Record<keyof PaymentPreferences, string>,
): Array<{ op: 'replace'; path: string; value: unknown }> {
  return (Object.keys(paths) as Array<keyof PaymentPreferences>).map((field) => ({ op: 'replace', path: paths[field], value: preferences[field] }));
}
