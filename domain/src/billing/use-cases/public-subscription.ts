import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import { isAwaitingConsent, type PendingPlanChange, type ScheduledPlanChange, type Subscription, type SubscriptionStatus } from '../subscription.entity';

/** A subscription as its owner sees it in the API. */
export interface PublicSubscription {
  id: string;
  status: SubscriptionStatus;
  plan: PaidPlanId;
  billingType: BillingType;
  startDate: Date;
  /** The end of the paid period (never the grace period): access lasts until then after a cancellation. */
  endDate: Date | null;
  /** Null once cancelled. */
  nextBillingDate: Date | null;
  /** While PayPal fails to collect a payment: when access ends unless it is paid (the grace period's end); else null. */
  overdueAccessUntil: Date | null;
  paypalSubscriptionId: string | null;
  /** Set while `pending` once PayPal approved it: its first payment is being collected ("Payment pending"). */
  approvedAt: Date | null;
  /** An upgrade on its way through PayPal: the plan it moves to, what was due, and when that was paid (null: not yet). */
  planChange: Pick<PendingPlanChange, 'plan' | 'billingType' | 'dueNow' | 'paidAt' | 'requestedAt'> | null;
  /**
   * A downgrade waiting for the end of the paid period ("Changes to Standard on …", with
   * Undo); `awaitingConsent` while a change of billing period waits for the buyer at PayPal. Else null.
   */
  scheduledChange: (Pick<ScheduledPlanChange, 'plan' | 'billingType' | 'effectiveAt' | 'keepDeviceIds'> & { awaitingConsent: boolean }) | null;
  /** A resumed subscription: the licence (same key) it took over from the cancelled one it continues; else null. */
  continuesLicenseId: string | null;
  createdAt: Date;
}

export function toPublicSubscription(subscription: Subscription): PublicSubscription {
  return {
    id: subscription.id,
    status: subscription.status,
    plan: subscription.plan,
    billingType: subscription.billingType,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    nextBillingDate: subscription.nextBillingDate,
    overdueAccessUntil: subscription.overdueAccessUntil,
    paypalSubscriptionId: subscription.paypalSubscriptionId,
    approvedAt: subscription.approvedAt,
    planChange: subscription.planChange && {
      plan: subscription.planChange.plan,
      billingType: subscription.planChange.billingType,
      dueNow: subscription.planChange.dueNow,
      paidAt: subscription.planChange.paidAt,
      requestedAt: subscription.planChange.requestedAt,
    },
    scheduledChange: subscription.scheduledChange && {
      plan: subscription.scheduledChange.plan,
      billingType: subscription.scheduledChange.billingType,
      effectiveAt: subscription.scheduledChange.effectiveAt,
      keepDeviceIds: subscription.scheduledChange.keepDeviceIds,
      awaitingConsent: isAwaitingConsent(subscription.scheduledChange),
    },
    continuesLicenseId: subscription.continuesLicenseId,
    createdAt: subscription.createdAt,
  };
}
