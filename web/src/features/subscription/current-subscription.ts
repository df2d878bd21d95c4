import { isAwaitingActivation } from '@pointforge/domain';
import type { SubscriptionRow } from './api/get-my-subscriptions';

/**
 * The subscription the tab shows, from the list newest first: the newest one that got past
 * PayPal's approval. A checkout in progress (`pending`) or given up on (`abandoned`, three
 * hours on) must not hide the real subscription; with only such rows the account has none
 * to show.
 */
export function currentSubscription<T extends Pick<SubscriptionRow, 'status'>>(subscriptions: readonly T[]): T | null {
  return subscriptions.find((subscription) => !isAwaitingActivation(subscription)) ?? null;
}
