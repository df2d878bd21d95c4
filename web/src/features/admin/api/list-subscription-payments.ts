import type { ProviderPayment } from '@pointforge/domain';
import useSWR from 'swr';
import { ADMIN_API_PREFIX, fetchAdmin } from './admin-query';

/** A payment as `GET /api/admin/subscriptions/:id/payments` returns it (PayPal's, newest first). */
export interface SubscriptionPaymentRow {
  id: string;
  status: ProviderPayment['status'];
  amount: { value: string; currency: string };
  time: string;
  /** Pays for the current period: refunding it in full ends the subscription. */
  latest: boolean;
  refundable: boolean;
}

export function subscriptionPaymentsPath(subscriptionId: string): string {
  return `${ADMIN_API_PREFIX}subscriptions/${encodeURIComponent(subscriptionId)}/payments`;
}

/** One subscription's payments, read from PayPal when asked for (null: none asked for); refreshed with every admin change. */
export function useSubscriptionPayments(subscriptionId: string | null) {
  return useSWR(subscriptionId === null ? null : subscriptionPaymentsPath(subscriptionId), fetchAdmin<{ payments: SubscriptionPaymentRow[] }>);
}
