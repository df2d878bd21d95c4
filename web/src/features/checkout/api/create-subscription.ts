import type { BillingType, CreatedSubscription, PaidPlanId } from '@pointforge/domain';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { checkoutCopy } from '../../../content/billing';

/** The SWR key and path of the call. */
export const CREATE_SUBSCRIPTION_KEY = '/api/subscriptions/create';

export interface CreateSubscriptionInput {
  plan: PaidPlanId;
  billingType: BillingType;
}

/** Our `subscriptionId`, and PayPal's `approvalUrl`, where the browser goes next. */
export type CreateSubscriptionReply = ApiSuccess & CreatedSubscription;

/** Creates a pending subscription at PayPal; rejects with ApiError. */
export function createSubscription(input: CreateSubscriptionInput): Promise<CreateSubscriptionReply> {
  return apiRequest<CreateSubscriptionReply>('POST', CREATE_SUBSCRIPTION_KEY, input, checkoutCopy.failureFallback);
}

/** `trigger({ plan, billingType })`; not retried: each call creates a subscription at PayPal. */
export function useCreateSubscription() {
  return useSWRMutation(CREATE_SUBSCRIPTION_KEY, (_key: string, { arg }: { arg: CreateSubscriptionInput }) => createSubscription(arg), { revalidate: false });
}
