import type { SubscriptionDispute } from '../billing/dispute.repository.port';
import { isRefundable, latestPayment } from '../billing/refund';
import type { ProviderPayment } from '../ports/payment.port';

/** A subscription's payment as the console lists it: PayPal's, plus whether it is the latest and may be refunded. */
export interface SubscriptionPaymentView extends ProviderPayment {
  /** The payment for the current period: refunding it in full ends the subscription. */
  latest: boolean;
  refundable: boolean;
}

/** The payments newest first, the latest one marked. */
export function toPaymentViews(payments: readonly ProviderPayment[]): SubscriptionPaymentView[] {
  const latestId = latestPayment(payments)?.id;
  return [...payments]
    .sort((a, b) => b.time.getTime() - a.time.getTime())
    .map((payment) => ({ ...payment, latest: payment.id === latestId, refundable: isRefundable(payment) }));
}

/** A dispute in the console's list, with whose subscription it is. */
export interface DisputeView extends SubscriptionDispute {
  /** The subscription's owner; null when the account was deleted. */
  customer: { id: string; email: string } | null;
}
