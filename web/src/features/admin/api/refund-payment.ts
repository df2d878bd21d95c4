import type { RefundSubscriptionPaymentResult } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';
import { useAdminChange } from './admin-query';
import { subscriptionPaymentsPath } from './list-subscription-payments';

export interface RefundPaymentInput {
  subscriptionId: string;
  paymentId: string;
  /** A sum such as "20.00"; absent: all that is left of the payment. */
  amount?: string;
  reason: string;
}

/** POST /api/admin/subscriptions/:id/payments/:paymentId/refund */
export function refundPayment({
  subscriptionId,
  paymentId,
  amount,
  reason,
}: RefundPaymentInput): Promise<ApiSuccess & Jsonified<RefundSubscriptionPaymentResult>> {
  return apiRequest(
    'POST',
    `${subscriptionPaymentsPath(subscriptionId)}/${encodeURIComponent(paymentId)}/refund`,
    amount === undefined ? { reason } : { reason, amount },
  );
}

/** refundPayment, then every admin listing on screen refreshed (the payments, the customer, the audit log); throws ApiError. */
export function useRefundPayment() {
  return useAdminChange(refundPayment);
}
