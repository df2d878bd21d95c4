import type { ProviderSubscription } from '../ports/payment.port';

/**
 * PayPal tried the first payment of an approved subscription and could not take it: no
 * payment ever (`last_payment` absent, no paid cycle) and at least one failure counted
 * (`billing_info.failed_payments_count`, with `last_failed_payment`). Whatever status PayPal
 * shows meanwhile (APPROVED, or SUSPENDED at a failure threshold of 1), nothing was charged.
 */
export function isFirstPaymentDeclined(provider: Pick<ProviderSubscription, 'lastPaymentTime' | 'cyclesCompleted' | 'failedPaymentsCount'>): boolean {
  return provider.lastPaymentTime === null && provider.cyclesCompleted === 0 && provider.failedPaymentsCount > 0;
}
