/** A trial licence someone started: who, and when. */
export interface TrialStart {
  userId: string;
  startedAt: Date;
}

/** A renewal PayPal could not collect, as recorded when its owner was told (the `payment-failed` email, once per paid period). */
export interface PaymentFailure {
  subscriptionId: string;
  failedAt: Date;
}

const PAYMENT_FAILED_MAIL = 'payment-failed';

/**
 * The idempotency key of the `payment-failed` email: one per subscription and paid period (the
 * licence's expiry names it). Sent mail keeps it with its time, which is the record of the
 * failure the revenue figures read.
 */
export function paymentFailedMailKey(subscriptionId: string, periodEnd: Date): string {
  return `${PAYMENT_FAILED_MAIL}:${subscriptionId}:${periodEnd.toISOString()}`;
}

/** The start every `paymentFailedMailKey` has, for a prefix search (`LIKE 'payment-failed:%'`). */
export const PAYMENT_FAILED_MAIL_KEY_PREFIX = `${PAYMENT_FAILED_MAIL}:`;

/** The subscription a `paymentFailedMailKey` names; null for any other key. */
export function subscriptionOfPaymentFailedMail(idempotencyKey: string): string | null {
  if (!idempotencyKey.startsWith(PAYMENT_FAILED_MAIL_KEY_PREFIX)) return null;
  return idempotencyKey.slice(PAYMENT_FAILED_MAIL_KEY_PREFIX.length).split(':')[0] || null;
}
