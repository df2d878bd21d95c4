import type { ProviderAmount, ProviderSale } from '../ports/payment.port';

/**
 * Whether a refund takes the whole payment back: the provider reports the sale `refunded`
 * (several partial refunds may add up to that), or this refund's amount covers the sale's in
 * the same currency. A partial refund leaves the licence as it is.
 */
export function isFullRefund(refund: ProviderAmount | null, sale: ProviderSale): boolean {
  if (sale.state === 'refunded') return true;
  if (!refund || refund.currency !== sale.amount.currency) return false;
  const refunded = minorUnits(refund.value);
  const paid = minorUnits(sale.amount.value);
  return refunded !== null && paid !== null && refunded >= paid;
}

/**
 * The size of a sum in cents: "99.5" → 9950. PayPal writes some refund amounts negative
 * ("-720.00"), so the sign is dropped. Null for anything that is not a plain decimal.
 */
function minorUnits(value: string): number | null {
  const match = /^-?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
