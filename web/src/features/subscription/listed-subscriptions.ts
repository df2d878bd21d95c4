import { isLiveSubscription, isPaymentPending } from '@pointforge/domain';
import type { SubscriptionRow } from './api/get-my-subscriptions';

type ListedFields = Pick<SubscriptionRow, 'status' | 'approvedAt' | 'endDate' | 'continuesLicenseId'>;

/**
 * What the Subscription tab lists, from the list newest first: every subscription that
 * still bills or may (active, suspended, and "Payment pending": approved at PayPal, its
 * first payment being collected), each with its own Cancel, so a customer holding two can
 * stop either; plus the newest cancelled one while its access lasts, for its banner, unless
 * a resumed subscription now carries on its licence. A checkout not yet approved, or given
 * up on, or declined (`abandoned`), is no subscription the customer holds; an expired one is over.
 */
export function listedSubscriptions<T extends ListedFields>(subscriptions: readonly T[], now: Date): T[] {
  const latestCancelled = subscriptions.find((subscription) => subscription.status === 'cancelled');
  const resumed = subscriptions.some((subscription) => isLiveSubscription(subscription) && subscription.continuesLicenseId !== null);
  return subscriptions.filter((subscription) => isBilled(subscription) || (subscription === latestCancelled && !resumed && accessLasts(subscription, now)));
}

/**
 * Whether the tab offers "Resume subscription" on this one: the newest cancelled
 * subscription while its access lasts, when nothing else is billed (a second subscription
 * would charge twice). The API has the last word (a refund, say, also ends access).
 */
export function isResumable<T extends ListedFields>(subscription: T, subscriptions: readonly T[], now: Date): boolean {
  return (
    subscription.status === 'cancelled' &&
    subscriptions.find((candidate) => candidate.status === 'cancelled') === subscription &&
    accessLasts(subscription, now) &&
    !subscriptions.some(isBilled)
  );
}

/** PayPal bills it, or is collecting its first payment. */
function isBilled(subscription: ListedFields): boolean {
  return isLiveSubscription(subscription) || isPaymentPending(subscription);
}

/** A cancelled subscription keeps access until the end of its paid period. */
function accessLasts(subscription: ListedFields, now: Date): boolean {
  return subscription.endDate !== null && new Date(subscription.endDate).getTime() > now.getTime();
}
