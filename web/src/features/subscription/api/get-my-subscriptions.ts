import { isLiveSubscription, type PublicSubscription } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';
import { subscriptionTabCopy } from '../../../content/billing';

/** The SWR key and path of the call. */
export const MY_SUBSCRIPTIONS_KEY = '/api/subscriptions/me';

/** A subscription as the API returns it: the domain's public subscription. */
export type SubscriptionRow = Jsonified<PublicSubscription>;

/** A downgrade waiting for the end of the paid period, as `scheduledChange` carries it. */
export type ScheduledChangeRow = NonNullable<SubscriptionRow['scheduledChange']>;

/** The caller's subscriptions, newest first; rejects with ApiError. */
export async function fetchMySubscriptions(path: string = MY_SUBSCRIPTIONS_KEY): Promise<SubscriptionRow[]> {
  const body = await apiRequest<{ subscriptions?: unknown }>('GET', path, undefined, subscriptionTabCopy.loadFallback);
  return Array.isArray(body.subscriptions) ? (body.subscriptions as SubscriptionRow[]) : [];
}

/**
 * The subscription PayPal bills for a signed-in customer (active or suspended), or null;
 * asks nothing while `signedIn` is false. What the checkout offers to change instead of a
 * second purchase.
 */
export function useLiveSubscription(signedIn: boolean): SubscriptionRow | null {
  const { data } = useSWR(signedIn ? MY_SUBSCRIPTIONS_KEY : null, fetchMySubscriptions);
  return data?.find((subscription) => isLiveSubscription(subscription)) ?? null;
}

/** `subscriptions` is undefined until answered; `error` is set once loading failed; `isValidating` while a (re)load is under way. */
export function useMySubscriptions() {
  const { data, error, isLoading, isValidating, mutate } = useSWR(MY_SUBSCRIPTIONS_KEY, fetchMySubscriptions);
  return { subscriptions: data, error: error as unknown, isLoading, isValidating, reload: mutate };
}
