import { BILLING_ERROR_CODES } from '@pointforge/domain';

/**
 * The confirmation's answer that PayPal could not take the first payment (409
 * BILLING.PAYMENT_DECLINED, an ApiError): nothing was charged, and its message says so. An
 * answer, not a fault: the page shows it and offers to try again. Read by its code alone,
 * so this stays free of the API client's build-time settings.
 */
export function isPaymentDeclined(error: unknown): error is Error & { code: string } {
  return error instanceof Error && (error as { code?: unknown }).code === BILLING_ERROR_CODES.paymentDeclined;
}
