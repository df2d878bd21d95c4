import type { PaidOverdueBalance } from '@pointforge/domain';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { paymentOverdueCopy } from '../../../content/billing';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';
import { BILLING_HISTORY_KEY } from './get-billing-history';
import { MY_SUBSCRIPTIONS_KEY } from './get-my-subscriptions';

/** `POST /api/subscriptions/{id}/pay-now`. */
export function payOverdueBalancePath(subscriptionId: string): string {
  return `/api/subscriptions/${encodeURIComponent(subscriptionId)}/pay-now`;
}

/** `paid` false while PayPal is still processing the payment. */
export type PayOverdueBalanceReply = ApiSuccess & Jsonified<PaidOverdueBalance>;

/** Asks PayPal to collect the overdue balance of one of the caller's subscriptions; rejects with ApiError. */
export function payOverdueBalance(subscriptionId: string): Promise<PayOverdueBalanceReply> {
  return apiRequest<PayOverdueBalanceReply>('POST', payOverdueBalancePath(subscriptionId), undefined, paymentOverdueCopy.payFallback);
}

/**
 * `trigger(subscriptionId)` pays, then refreshes the subscriptions, the licences (whose
 * paid-through date moved) and the billing history (the payment and its invoice), whether it went through or not. Not retried: each try charges.
 */
export function usePayOverdueBalance() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => typeof key === 'string' && (key === MY_SUBSCRIPTIONS_KEY || key === BILLING_HISTORY_KEY || key.startsWith('/api/licenses')));
  return useSWRMutation(
    '/api/subscriptions/pay-now',
    async (_key: string, { arg }: { arg: string }) => {
      try {
        return await payOverdueBalance(arg);
      } finally {
        void refresh();
      }
    },
    { revalidate: false },
  );
}
