import type { RevenueSubscription } from './mrr-history';

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

/**
 * What the revenue figures read besides the payments ledger (which they read through
 * PaymentLedgerPort): the subscriptions, the trials and the failed renewals.
 */
export abstract class RevenueRecordsPort {
  /** Every subscription that went live: active, suspended, cancelled or expired (never pending nor abandoned). */
  abstract subscriptionsEverLive(): Promise<RevenueSubscription[]>;
  /** Trial licences of accounts that still exist, started with `from` ≤ start < `to`. */
  abstract trialsStartedBetween(from: Date, to: Date): Promise<TrialStart[]>;
  /** Failed renewals with `from` ≤ failedAt < `to`. */
  abstract paymentFailuresBetween(from: Date, to: Date): Promise<PaymentFailure[]>;
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
