import type { PendingPlanChange, ScheduledPlanChange, Subscription } from '@pointforge/domain';
import type { SubscriptionRow } from './subscription.orm-entity';

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    userId: row.user_id,
    paypalSubscriptionId: row.paypal_subscription_id,
    paypalPlanId: row.paypal_plan_id,
    plan: row.plan,
    billingType: row.billing_type,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    nextBillingDate: row.next_billing_date,
    lastPaymentAt: row.last_payment_at,
    nextCheckAt: row.next_check_at,
    paidCycles: row.paid_cycles,
    overdueAccessUntil: row.overdue_access_until,
    approvedAt: row.approved_at,
    planChange: row.plan_change_json === null ? null : toPlanChange(row.plan_change_json),
    scheduledChange: row.scheduled_change_json === null ? null : toScheduledChange(row.scheduled_change_json),
    continuesLicenseId: row.continues_license_id,
    taxBasisPoints: row.tax_basis_points,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toSubscriptionRow(subscription: Subscription): SubscriptionRow {
  return {
    id: subscription.id,
    user_id: subscription.userId,
    paypal_subscription_id: subscription.paypalSubscriptionId,
    paypal_plan_id: subscription.paypalPlanId,
    plan: subscription.plan,
    billing_type: subscription.billingType,
    status: subscription.status,
    start_date: subscription.startDate,
    end_date: subscription.endDate,
    next_billing_date: subscription.nextBillingDate,
    last_payment_at: subscription.lastPaymentAt,
    next_check_at: subscription.nextCheckAt,
    paid_cycles: subscription.paidCycles,
    overdue_access_until: subscription.overdueAccessUntil,
    approved_at: subscription.approvedAt,
    ...toPlanChangeColumns(subscription),
    continues_license_id: subscription.continuesLicenseId,
    tax_basis_points: subscription.taxBasisPoints,
    created_at: subscription.createdAt,
    updated_at: subscription.updatedAt,
  };
}

/** The plan changes as their JSON columns. */
export function toPlanChangeColumns(
  changes: Pick<Subscription, 'planChange' | 'scheduledChange'>,
): Pick<SubscriptionRow, 'plan_change_json' | 'scheduled_change_json'> {
  return {
    plan_change_json: changes.planChange === null ? null : JSON.stringify(changes.planChange),
    scheduled_change_json: changes.scheduledChange === null ? null : JSON.stringify(changes.scheduledChange),
  };
}

/** The stored JSON of a pending plan change, its instants as Dates again. */
function toPlanChange(json: string): PendingPlanChange {
  const stored = JSON.parse(json) as Omit<PendingPlanChange, 'paidAt' | 'requestedAt'> & { paidAt: string | null; requestedAt: string };
  return { ...stored, paidAt: stored.paidAt === null ? null : new Date(stored.paidAt), requestedAt: new Date(stored.requestedAt) };
}

/** The stored JSON of a scheduled downgrade, its instants as Dates again. */
function toScheduledChange(json: string): ScheduledPlanChange {
  const stored = JSON.parse(json) as Omit<ScheduledPlanChange, 'effectiveAt' | 'scheduledAt' | 'consentedAt'> & {
    effectiveAt: string;
    scheduledAt: string;
    consentedAt: string | null;
  };
  return {
    ...stored,
    effectiveAt: new Date(stored.effectiveAt),
    scheduledAt: new Date(stored.scheduledAt),
    consentedAt: stored.consentedAt === null ? null : new Date(stored.consentedAt),
  };
}
