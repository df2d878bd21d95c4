import { isLiveSubscription, type BillingType, type PaidPlanId, type SubscriptionStatus } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionTabCopy } from '../../../content/billing';

/** The SWR key and path of the call. */
export const MY_SUBSCRIPTIONS_KEY = '/api/subscriptions/me';

/** A downgrade waiting for the end of the paid period, as `scheduledChange` carries it (dates as JSON strings). */
export interface ScheduledChangeRow {
  plan: PaidPlanId;
  billingType: BillingType;
  effectiveAt: string;
  /** The computers that keep the licence at the switch; null: all of them. */
  keepDeviceIds: string[] | null;
  /** A change of billing period the buyer has not approved at PayPal yet. */
  awaitingConsent: boolean;
}

/** A subscription as the API returns it: the domain's public subscription, dates as JSON strings. */
export interface SubscriptionRow {
  id: string;
  status: SubscriptionStatus;
  plan: PaidPlanId;
  billingType: BillingType;
  startDate: string;
  /** The end of the paid period (never the grace period), and the end of access once cancelled. */
  endDate: string | null;
  /** Null once cancelled. */
  nextBillingDate: string | null;
  /** While PayPal fails to collect a payment: when access ends unless it is paid; else null. */
  overdueAccessUntil: string | null;
  /** An upgrade on its way through PayPal; `paidAt` set once its difference is paid (the revision still to approve). */
  planChange: { plan: PaidPlanId; billingType: BillingType; paidAt: string | null } | null;
  /** A downgrade waiting for the end of the paid period ("Changes to Standard on …", with Undo); else null. */
  scheduledChange: ScheduledChangeRow | null;
  paypalSubscriptionId: string | null;
  /** Set while `pending` once PayPal approved it: its first payment is being collected ("Payment pending"). */
  approvedAt: string | null;
  /** A resumed subscription: the licence (same key) it took over from the cancelled one it continues; else null. */
  continuesLicenseId: string | null;
  createdAt: string;
}

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

/** `subscriptions` is undefined until answered; `error` is set once loading failed. */
export function useMySubscriptions() {
  const { data, error, isLoading, mutate } = useSWR(MY_SUBSCRIPTIONS_KEY, fetchMySubscriptions);
  return { subscriptions: data, error: error as unknown, isLoading, reload: mutate };
}
