import { BILLING_TYPES, CHECKOUT_PLANS, isSamePlan, planChangeKind, type PlanChangeKind, type PlanChoice } from '@pointforge/domain';
import type { SubscriptionRow } from './api/get-my-subscriptions';
import type { PlanChangePreviewRow } from './api/plan-change';

/**
 * The changes "Change plan" offers from `current`, by kind: upgrades (a higher tier, or
 * monthly to annual), and downgrades to a lower tier billed as now. Annual to monthly is not
 * offered: the API refuses it (409 BILLING.DOWNGRADE_NOT_AVAILABLE), support makes it.
 */
export function planChangeChoices(current: PlanChoice): Record<PlanChangeKind, PlanChoice[]> {
  const others = CHECKOUT_PLANS.flatMap((plan) => BILLING_TYPES.map((billingType) => ({ plan: plan.id, billingType }))).filter(
    (choice) => !isSamePlan(current, choice),
  );
  return {
    upgrade: others.filter((choice) => planChangeKind(current, choice) === 'upgrade'),
    downgrade: others.filter((choice) => planChangeKind(current, choice) === 'downgrade' && choice.billingType === current.billingType),
  };
}

type SeatFacts = Pick<PlanChangePreviewRow, 'kind' | 'seats' | 'seatsInUse'>;

/** A downgrade to fewer seats than computers in use: the customer says which keep the licence (the API's BILLING.CHOOSE_DEVICES). */
export function mustChooseDevices(preview: SeatFacts): boolean {
  return preview.kind === 'downgrade' && preview.seatsInUse > preview.seats;
}

/** Whether the change can be confirmed: quoted, and, where computers must be chosen, one to `seats` of them are. */
export function isReadyToConfirm(preview: SeatFacts | undefined, keepDeviceIds: readonly string[]): boolean {
  if (!preview) return false;
  return !mustChooseDevices(preview) || (keepDeviceIds.length >= 1 && keepDeviceIds.length <= preview.seats);
}

/**
 * Whether "Change plan" is offered: only on an active, paid-up subscription (the API's rule
 * too); not while an upgrade paid for waits for approval at PayPal (it is finished, not started
 * again), nor while a downgrade is scheduled (the API refuses another until it is undone).
 */
export function canChangePlan(subscription: Pick<SubscriptionRow, 'status' | 'overdueAccessUntil' | 'planChange' | 'scheduledChange'>): boolean {
  return (
    subscription.status === 'active' &&
    subscription.overdueAccessUntil === null &&
    !subscription.planChange?.paidAt &&
    !subscription.scheduledChange
  );
}
