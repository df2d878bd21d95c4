import type { SubscriptionDispute } from '@pointforge/domain';
import type { SubscriptionDisputeRow } from './subscription-dispute.orm-entity';

export function toDisputeRow(dispute: SubscriptionDispute): SubscriptionDisputeRow {
  return {
    dispute_id: dispute.disputeId,
    subscription_id: dispute.subscriptionId,
    sale_id: dispute.saleId,
    status: dispute.status,
    reason: dispute.reason,
    outcome: dispute.outcome,
    amount_value: dispute.amount?.value ?? null,
    amount_currency: dispute.amount?.currency ?? null,
    opened_at: dispute.openedAt,
    updated_at: dispute.updatedAt,
  };
}

export function toDispute(row: SubscriptionDisputeRow): SubscriptionDispute {
  return {
    disputeId: row.dispute_id,
    subscriptionId: row.subscription_id,
    saleId: row.sale_id,
    status: row.status,
    reason: row.reason,
    outcome: row.outcome,
    amount: row.amount_value !== null && row.amount_currency !== null ? { value: row.amount_value, currency: row.amount_currency } : null,
    openedAt: row.opened_at,
    updatedAt: row.updated_at,
  };
}
