import type { CreatedSubscription } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { subscriptionTabCopy } from '../../../content/billing';

/** The path is `/api/subscriptions/{id}/resume`; this is the SWR key of the mutation. */
export const RESUME_SUBSCRIPTION_KEY = '/api/subscriptions/resume';

/** Our id of the new subscription, and PayPal's `approvalUrl`, where the browser goes next. */
export type ResumeSubscriptionReply = ApiSuccess & CreatedSubscription;

/** Resumes one of the caller's cancelled subscriptions (our id); rejects with ApiError. */
export function resumeSubscription(subscriptionId: string): Promise<ResumeSubscriptionReply> {
  return apiRequest<ResumeSubscriptionReply>(
    'POST',
    `/api/subscriptions/${encodeURIComponent(subscriptionId)}/resume`,
    undefined,
    subscriptionTabCopy.resumeFallback,
  );
}

/** `trigger(subscriptionId)`; not retried: each call creates a subscription at PayPal. */
export function useResumeSubscription() {
  return useApiMutation(RESUME_SUBSCRIPTION_KEY, resumeSubscription);
}
