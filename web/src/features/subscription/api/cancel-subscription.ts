import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { subscriptionTabCopy } from '../../../content/billing';
import { MY_SUBSCRIPTIONS_KEY, type SubscriptionRow } from './get-my-subscriptions';

/** The path the subscription id is appended to. */
export const CANCEL_SUBSCRIPTION_PATH = '/api/subscriptions/cancel';

export interface CancelSubscriptionReply extends ApiSuccess {
  subscription: SubscriptionRow;
}

/** Cancels one of the caller's subscriptions (our id); rejects with ApiError. */
export function cancelSubscription(subscriptionId: string): Promise<CancelSubscriptionReply> {
  return apiRequest<CancelSubscriptionReply>(
    'POST',
    `${CANCEL_SUBSCRIPTION_PATH}/${encodeURIComponent(subscriptionId)}`,
    undefined,
    subscriptionTabCopy.cancelFallback,
  );
}

/**
 * `trigger(subscriptionId)` cancels, puts the cancelled subscription in the list at once,
 * then refreshes the list (SITE-SPEC section 4: the details are refreshed). A failure also
 * refreshes it, so the tab never offers to cancel what is already over. Not retried.
 */
export function useCancelSubscription() {
  return useApiMutation(CANCEL_SUBSCRIPTION_PATH, cancelSubscription, {
    onSuccess: (mutate, reply) =>
      mutate(MY_SUBSCRIPTIONS_KEY, (current?: SubscriptionRow[]) =>
        (current ?? []).map((row) => (row.id === reply.subscription.id ? reply.subscription : row)),
      ),
    onFailure: (mutate) => mutate(MY_SUBSCRIPTIONS_KEY),
  });
}
