import type { BillingType, PaidPlanId, PlanChangeKind } from '@pointforge/domain';
import useSWR from 'swr';
import { planChangeCopy } from '../../../content/billing';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import type { SubscriptionRow } from './get-my-subscriptions';

/** A sum as the API writes it. */
export interface AmountRow {
  value: string;
  currency: string;
}

/** `preview` of `POST /api/subscriptions/{id}/change/preview`: the domain's PlanChangePreview, dates as JSON strings. */
export interface PlanChangePreviewRow {
  kind: PlanChangeKind;
  from: { plan: PaidPlanId; billingType: BillingType };
  to: { plan: PaidPlanId; billingType: BillingType };
  dueNow: AmountRow;
  effectiveAt: string;
  nextCharge: { amount: AmountRow; at: string };
  seats: number;
  seatsInUse: number;
}

function changePath(subscriptionId: string, step: '' | '/preview' | '/confirm'): string {
  return `/api/subscriptions/${encodeURIComponent(subscriptionId)}/change${step}`;
}

/** What the change to `plan` and `billingType` costs; rejects with ApiError. */
export async function previewPlanChange([, subscriptionId, plan, billingType]: readonly [string, string, PaidPlanId, BillingType]): Promise<PlanChangePreviewRow> {
  const reply = await apiRequest<{ preview: PlanChangePreviewRow }>('POST', changePath(subscriptionId, '/preview'), { plan, billingType }, planChangeCopy.previewFallback);
  return reply.preview;
}

/** The preview of one choice, fetched when `choice` is set; kept per choice, so going back to one shows it at once. */
export function usePlanChangePreview(subscriptionId: string, choice: { plan: PaidPlanId; billingType: BillingType } | null) {
  const key = choice ? (['plan-change-preview', subscriptionId, choice.plan, choice.billingType] as const) : null;
  const { data, error, isLoading } = useSWR(key, previewPlanChange, { revalidateOnFocus: false });
  return { preview: data, error: error as unknown, isLoading };
}

export interface StartedPlanChangeReply extends ApiSuccess {
  /** PayPal's approval of the prorated payment (or of the revision when nothing is due): where the browser goes. */
  approvalUrl: string;
}

/** Starts the change; rejects with ApiError. */
export function startPlanChange(subscriptionId: string, plan: PaidPlanId, billingType: BillingType): Promise<StartedPlanChangeReply> {
  return apiRequest<StartedPlanChangeReply>('POST', changePath(subscriptionId, ''), { plan, billingType }, planChangeCopy.startFallback);
}

export interface ConfirmedPlanChangeReply extends ApiSuccess {
  subscription: SubscriptionRow;
  /** PayPal's page for the revision; null once the change is complete. */
  approvalUrl: string | null;
}

/** Back from PayPal: `orderId` is the order PayPal names (its `token`) while the difference is unpaid; rejects with ApiError. */
export function confirmPlanChange(subscriptionId: string, orderId: string | null): Promise<ConfirmedPlanChangeReply> {
  return apiRequest<ConfirmedPlanChangeReply>('POST', changePath(subscriptionId, '/confirm'), orderId ? { orderId } : {}, planChangeCopy.confirmFallback);
}
