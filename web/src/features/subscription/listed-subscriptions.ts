import { isPaymentPending } from '@pointforge/domain';
import type { SubscriptionRow } from './api/get-my-subscriptions';

type ListedFields = Pick<SubscriptionRow, 'status' | 'approvedAt' | 'endDate'>;

/**
 * What the Subscription tab lists, from the list newest first: every subscription that
 * still bills or may (active, suspended, and "Payment pending": approved at PayPal, its
 * first payment being collected), each with its own Cancel, so a customer holding two can
 * stop either; plus the newest cancelled one while its access lasts, for its banner. A
 * checkout not yet approved, or given up on, or declined (`abandoned`), is no subscription
 * the customer holds; an expired one is over.
 */
export function listedSubscriptions<T extends ListedFields>(subscriptions: readonly T[], now: Date): T[] {
  const latestCancelled = subscriptions.find((subscription) => subscription.status === 'cancelled');
  return subscriptions.filter(
    (subscription) =>
      subscription.status === 'active' ||
      subscription.status === 'suspended' ||
      isPaymentPending(subscription) ||
      (subscription === latestCancelled && accessLasts(subscription, now)),
  );
}

/** A cancelled subscription keeps access until the end of its paid period. */
function accessLasts(subscription: ListedFields, now: Date): boolean {
  return subscription.endDate !== null && new Date(subscription.endDate).getTime() > now.getTime();
}
