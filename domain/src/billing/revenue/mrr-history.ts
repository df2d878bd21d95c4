import type { LedgerEntry } from '../ledger/ledger-entry';
import { isLiveSubscription, type Subscription } from '../subscription.entity';
import { monthlyRecurringCents, type MrrChange } from './revenue-figures';

/** What the revenue figures read of a subscription. */
export type RevenueSubscription = Pick<Subscription, 'id' | 'plan' | 'billingType' | 'status' | 'startDate' | 'endDate' | 'updatedAt'>;

/**
 * When an ended (cancelled or expired) subscription stopped being recurring revenue: when it
 * was cancelled (its last change), or the end of its paid period if that came first (it ran
 * out unrenewed). A cancelled subscription's licence may run on to the paid-through date, but
 * it will not be billed again, so it is churn from the cancellation.
 */
function endedAt(subscription: RevenueSubscription): Date {
  const { endDate, updatedAt } = subscription;
  return endDate && endDate.getTime() < updatedAt.getTime() ? endDate : updatedAt;
}

/**
 * Each subscription's recurring revenue over time, from the payments ledger: it starts at the
 * first payment (at what that payment bought: plan and billing), moves when a later payment
 * buys another plan or billing (an upgrade's one-time order, a renewal after a downgrade) and
 * drops to 0 when the subscription ended (cancelled or expired). A live subscription (active or
 * suspended) with no payment in the ledger (paid before the ledger was kept, or resumed and not
 * charged yet) counts from its start at its plan. Ended subscriptions the ledger never saw paid
 * are left out; so are checkouts never paid (pending, abandoned).
 */
export function mrrChangesOf(subscriptions: readonly RevenueSubscription[], ledger: readonly LedgerEntry[]): MrrChange[] {
  const payments = new Map<string, LedgerEntry[]>();
  for (const entry of ledger) {
    if (entry.kind === 'payment') payments.set(entry.subscriptionId, [...(payments.get(entry.subscriptionId) ?? []), entry]);
  }
  return subscriptions.flatMap((subscription) => {
    const paid = [...(payments.get(subscription.id) ?? [])].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    const live = isLiveSubscription(subscription);
    if (paid.length === 0 && !live) return [];
    const changes: MrrChange[] = [];
    const move = (at: Date, mrrCents: number) => {
      if (mrrCents !== (changes.at(-1)?.mrrCents ?? 0)) changes.push({ subscriptionId: subscription.id, at, mrrCents });
    };
    if (paid.length === 0) move(subscription.startDate, monthlyRecurringCents(subscription.plan, subscription.billingType));
    for (const payment of paid) move(payment.occurredAt, monthlyRecurringCents(payment.plan, payment.billingType));
    if (!live) {
      const lastAt = changes.at(-1)?.at ?? subscription.startDate;
      const ended = endedAt(subscription);
      move(ended.getTime() < lastAt.getTime() ? lastAt : ended, 0);
    }
    return changes;
  });
}
