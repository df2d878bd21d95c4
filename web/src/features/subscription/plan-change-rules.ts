import { BILLING_TYPES, CHECKOUT_PLANS, isSamePlan, PAID_PLAN_IDS, planChangeKind, type PlanChangeKind, type PlanChoice } from '@pointforge/domain';
import type { SubscriptionRow } from './api/get-my-subscriptions';
import type { PlanChangePreviewRow } from './api/plan-change';

/**
 * The changes "Change plan" offers from `current`, by kind: upgrades (a higher tier, or
 * monthly to annual) and downgrades (a lower tier, or annual to monthly of the same or a
 * lower tier; a higher tier billed monthly is bought as an upgrade to it billed annually).
 */
export function planChangeChoices(current: PlanChoice): Record<PlanChangeKind, PlanChoice[]> {
  const others = CHECKOUT_PLANS.flatMap((plan) => BILLING_TYPES.map((billingType) => ({ plan: plan.id, billingType }))).filter(
    (choice) => !isSamePlan(current, choice),
  );
  return {
    upgrade: others.filter((choice) => planChangeKind(current, choice) === 'upgrade'),
    downgrade: others.filter(
      (choice) => planChangeKind(current, choice) === 'downgrade' && PAID_PLAN_IDS.indexOf(choice.plan) <= PAID_PLAN_IDS.indexOf(current.plan),
    ),
  };
}

type SeatFacts = Pick<PlanChangePreviewRow, 'kind' | 'devices' | 'seatsInUse'>;

/**
 * Whether the change goes through PayPal's approval page: an upgrade (a payment, or the
 * revision), or a downgrade to another billing period (PayPal revises the subscription to
 * another plan, with the buyer's consent). A lower tier billed as now is only scheduled.
 */
export function needsPaypalApproval(current: PlanChoice, choice: PlanChoice): boolean {
  return planChangeKind(current, choice) === 'upgrade' || current.billingType !== choice.billingType;
}

/** A downgrade to a plan that runs on fewer computers than are in use: the customer says which keep the licence (the API's BILLING.CHOOSE_DEVICES). */
export function mustChooseDevices(preview: SeatFacts): boolean {
  return preview.kind === 'downgrade' && preview.seatsInUse > preview.devices;
}

/** Whether the change can be confirmed: quoted, and, where computers must be chosen, one to `devices` of them are. */
export function isReadyToConfirm(preview: SeatFacts | undefined, keepDeviceIds: readonly string[]): boolean {
  if (!preview) return false;
  return !mustChooseDevices(preview) || (keepDeviceIds.length >= 1 && keepDeviceIds.length <= preview.devices);
}

/**
 * Whether "Change plan" is offered: only on an active, paid-up subscription (the API's rule
 * too); not while an upgrade paid for waits for approval at PayPal (it is finished, not started
 * again), nor while a downgrade is scheduled (the API refuses another until it is undone).
 */
export function canChangePlan(
  subscription: Pick<SubscriptionRow, 'status' | 'overdueAccessUntil' | 'scheduledChange'> & {
    planChange: Pick<NonNullable<SubscriptionRow['planChange']>, 'plan' | 'billingType' | 'paidAt'> | null;
  },
): boolean {
  return subscription.status === 'active' && subscription.overdueAccessUntil === null && !subscription.planChange?.paidAt && !subscription.scheduledChange;
}
