import type { SubscriptionRow } from './api/get-my-subscriptions';

/**
 * Whether the checkout PayPal calls `paypalSubscriptionId` is itself active here: what the
 * /success page asks when its confirmation failed (a webhook or an earlier confirmation may
 * have activated it meanwhile). Another subscription, or a licence such as a running
 * trial, says nothing about this payment and does not count.
 */
export function isCheckoutActive(subscriptions: readonly Pick<SubscriptionRow, 'paypalSubscriptionId' | 'status'>[], paypalSubscriptionId: string): boolean {
  return subscriptions.some((subscription) => subscription.paypalSubscriptionId === paypalSubscriptionId && subscription.status === 'active');
}
