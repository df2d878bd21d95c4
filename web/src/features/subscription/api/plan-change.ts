import type {
  BillingType,
  ConfirmedPlanChange,
  PaidPlanId,
  PlanChangePreview,
  ScheduledDowngrade,
  StartedPlanChange,
  UndonePlanChange,
} from '@pointforge/domain';
import useSWR from 'swr';
import { planChangeCopy } from '../../../content/billing';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** `preview` of `POST /api/subscriptions/{id}/change/preview`: the domain's PlanChangePreview. */
export type PlanChangePreviewRow = Jsonified<PlanChangePreview>;

/** The page that confirms a change with the API and goes on to PayPal's next page ("Finish at PayPal"). */
export function planChangeReturnPath(subscriptionId: string): string {
  return `/dashboard/plan-change?subscription=${encodeURIComponent(subscriptionId)}`;
}

function changePath(subscriptionId: string, step: '' | '/preview' | '/confirm'): string {
  return `/api/subscriptions/${encodeURIComponent(subscriptionId)}/change${step}`;
}

/** What the change to `plan` and `billingType` costs; rejects with ApiError. */
export async function previewPlanChange([, subscriptionId, plan, billingType]: readonly [
  string,
  string,
  PaidPlanId,
  BillingType,
]): Promise<PlanChangePreviewRow> {
  const reply = await apiRequest<{ preview: PlanChangePreviewRow }>(
    'POST',
    changePath(subscriptionId, '/preview'),
    { plan, billingType },
    planChangeCopy.previewFallback,
  );
  return reply.preview;
}

/** The preview of one choice, fetched when `choice` is set; kept per choice, so going back to one shows it at once. */
export function usePlanChangePreview(subscriptionId: string, choice: { plan: PaidPlanId; billingType: BillingType } | null) {
  const key = choice ? (['plan-change-preview', subscriptionId, choice.plan, choice.billingType] as const) : null;
  const { data, error, isLoading } = useSWR(key, previewPlanChange, { revalidateOnFocus: false });
  return { preview: data, error: error as unknown, isLoading };
}

/** An upgrade started: the browser goes on to PayPal's `approvalUrl` (the prorated payment, or the revision when nothing is due). */
export type StartedUpgradeReply = ApiSuccess & Jsonified<StartedPlanChange>;

/** A downgrade scheduled for the end of the paid period: nothing is charged; another billing period is approved at PayPal (`approvalUrl`). */
export type ScheduledDowngradeReply = ApiSuccess & Jsonified<ScheduledDowngrade>;

export interface PlanChangeRequest {
  plan: PaidPlanId;
  billingType: BillingType;
  /** A downgrade to a plan that runs on fewer computers than are in use: the one to `devices` computers that keep the licence. */
  keepDeviceIds?: string[];
}

/** Starts an upgrade or schedules a downgrade, as the API judges the change; rejects with ApiError. */
export function startPlanChange(subscriptionId: string, request: PlanChangeRequest): Promise<StartedUpgradeReply | ScheduledDowngradeReply> {
  return apiRequest<StartedUpgradeReply | ScheduledDowngradeReply>('POST', changePath(subscriptionId, ''), request, planChangeCopy.startFallback);
}

/** `approvalUrl`: a change of billing period PayPal has made already, PayPal's page to approve going back; null once undone. */
export type UndoneChangeReply = ApiSuccess & Jsonified<UndonePlanChange>;

/** Undoes the downgrade scheduled on the subscription; rejects with ApiError (409 BILLING.NO_CHANGE_SCHEDULED when there is none). */
export function undoScheduledChange(subscriptionId: string): Promise<UndoneChangeReply> {
  return apiRequest<UndoneChangeReply>('DELETE', changePath(subscriptionId, ''), undefined, planChangeCopy.undoFallback);
}

/** `approvalUrl`: PayPal's page for the revision, null once PayPal has it; then `outcome` says what happened. */
export type ConfirmedPlanChangeReply = ApiSuccess & Jsonified<ConfirmedPlanChange>;

/** Back from PayPal: `orderId` is the order PayPal names (its `token`) while the difference is unpaid; rejects with ApiError. */
export function confirmPlanChange(subscriptionId: string, orderId: string | null): Promise<ConfirmedPlanChangeReply> {
  return apiRequest<ConfirmedPlanChangeReply>('POST', changePath(subscriptionId, '/confirm'), orderId ? { orderId } : {}, planChangeCopy.confirmFallback);
}
