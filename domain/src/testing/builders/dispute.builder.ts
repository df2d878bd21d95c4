import type { SubscriptionDispute } from '../../billing/dispute.repository.port';

/** A dispute PayPal has just opened on the sale `SALE-<disputeId>`: no reason, outcome or amount given yet. */
export function anOpenDispute(disputeId: string, subscriptionId: string, openedAt: Date): SubscriptionDispute {
  return {
    disputeId,
    subscriptionId,
    saleId: `SALE-${disputeId}`,
    status: 'OPEN',
    reason: null,
    outcome: null,
    amount: null,
    openedAt,
    updatedAt: openedAt,
  };
}
