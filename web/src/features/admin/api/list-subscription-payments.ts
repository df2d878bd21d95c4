import type { SubscriptionPaymentView } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin } from './admin-query';

/** A payment as `GET /api/admin/subscriptions/:id/payments` returns it (PayPal's, newest first): the domain's view. */
export type SubscriptionPaymentRow = Jsonified<SubscriptionPaymentView>;

export function subscriptionPaymentsPath(subscriptionId: string): string {
  return `${ADMIN_API_PREFIX}subscriptions/${encodeURIComponent(subscriptionId)}/payments`;
}

/** One subscription's payments, read from PayPal when asked for (null: none asked for); refreshed with every admin change. */
export function useSubscriptionPayments(subscriptionId: string | null) {
  return useSWR(subscriptionId === null ? null : subscriptionPaymentsPath(subscriptionId), fetchAdmin<{ payments: SubscriptionPaymentRow[] }>);
}
