import { DomainError } from '../shared/domain-error';

/** The codes of the errors a refund is refused with (here, or by PayPal). */
export const REFUND_ERROR_CODES = {
  paymentNotFound: 'BILLING.PAYMENT_NOT_FOUND',
  notRefundable: 'BILLING.PAYMENT_NOT_REFUNDABLE',
  exceedsPayment: 'BILLING.REFUND_EXCEEDS_PAYMENT',
} as const;

/** The payment is not one PayPal lists for this subscription. */
export function paymentNotFoundError(): DomainError {
  return new DomainError('not_found', REFUND_ERROR_CODES.paymentNotFound, 'This subscription has no payment with this id.');
}

/** Nothing of the payment is left to give back (refunded in full, reversed), or it took no money (pending, declined). */
export function paymentNotRefundableError(): DomainError {
  return new DomainError('conflict', REFUND_ERROR_CODES.notRefundable, 'This payment cannot be refunded: nothing of it is left to give back.');
}

/** The amount asked is more than the payment, or than what is left of it (PayPal's REFUND_EXCEEDED_TRANSACTION_AMOUNT). */
export function refundExceedsPaymentError(): DomainError {
  const message = 'The refund is larger than what is left of the payment.';
  return new DomainError('invalid', REFUND_ERROR_CODES.exceedsPayment, message, { errors: [{ field: 'amount', message }] });
}
