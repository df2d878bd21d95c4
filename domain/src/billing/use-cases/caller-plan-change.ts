import { findPaidPlan, isBillingType } from '../../catalog/plans';
import { isSamePlan, quotePlanChange, type PlanChangeQuote } from '../plan-change';
import type { Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { CheckoutTax } from '../tax/checkout-tax';
import type { TaxTreatment } from '../tax/vat';
import { changeInProgressError, changeScheduledError, invalidPlanError, notChangeableError, samePlanError, subscriptionNotFoundError } from './billing-errors';

export interface PlanChangeRequest {
  userId: string;
  subscriptionId: string;
  plan: string;
  billingType: string;
}

/**
 * What preview and change share: the caller's own subscription (404 otherwise), a plan and
 * billing type from the catalogue, an active and paid-up subscription (409 NOT_CHANGEABLE)
 * and a real change (400 SAME_PLAN), quoted at `now`. A change already paid for and waiting
 * for PayPal's revision answers 409 CHANGE_IN_PROGRESS: the difference is never charged twice;
 * one with a downgrade scheduled answers 409 CHANGE_SCHEDULED. The difference due now is taxed
 * as the caller's checkout is (`treatment`, which a revision also sends PayPal again).
 */
export async function quoteCallerPlanChange(
  subscriptions: SubscriptionRepositoryPort,
  tax: CheckoutTax,
  input: PlanChangeRequest,
  now: Date,
): Promise<{ subscription: Subscription; quote: PlanChangeQuote; treatment: TaxTreatment }> {
  const subscription = await subscriptions.findById(input.subscriptionId);
  if (!subscription || subscription.userId !== input.userId) throw subscriptionNotFoundError();
  const plan = findPaidPlan(input.plan);
  if (!plan || !isBillingType(input.billingType)) throw invalidPlanError();
  const to = { plan: plan.id, billingType: input.billingType };
  const paidThrough = subscription.endDate;
  if (subscription.status !== 'active' || subscription.overdueAccessUntil !== null || paidThrough === null) throw notChangeableError();
  // Paid for already, waiting for the buyer's consent to the revision: finish that one (confirm), never pay twice.
  if (subscription.planChange?.paidAt) throw changeInProgressError();
  // One change at a time: a scheduled downgrade is undone before another is asked for.
  if (subscription.scheduledChange) throw changeScheduledError();
  if (isSamePlan(subscription, to)) throw samePlanError();
  const treatment = tax.treatmentOfSubscription(subscription);
  return {
    subscription,
    treatment,
    quote: quotePlanChange({ plan: subscription.plan, billingType: subscription.billingType }, to, paidThrough, now, treatment),
  };
}
