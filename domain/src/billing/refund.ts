import type { ProviderAmount, ProviderPayment, ProviderSale } from '../ports/payment.port';

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

/** The payments that took money: a pending or declined one took none. */
const TAKEN: readonly ProviderPayment['status'][] = ['completed', 'partially_refunded', 'refunded', 'reversed'];

/** Whether the payment took money (whatever was given back of it since). */
export function tookMoney(payment: ProviderPayment): boolean {
  return TAKEN.includes(payment.status);
}

/**
 * The subscription's latest payment that took money: the one paying for the current period.
 * A full refund of it ends the subscription; one of an older payment gives back a period
 * already over and changes nothing else.
 */
export function latestPayment(payments: readonly ProviderPayment[]): ProviderPayment | null {
  // PayPal lists payments oldest first: of two taken at the same instant, the one listed later is the later.
  return payments
    .filter(tookMoney)
    .reduce<ProviderPayment | null>((latest, payment) => (latest && latest.time.getTime() > payment.time.getTime() ? latest : payment), null);
}

/** Whether a refund may still be made of it: something of it is left to give back. */
export function isRefundable(payment: ProviderPayment): boolean {
  return payment.status === 'completed' || payment.status === 'partially_refunded';
}

/** Whether `amount` is more than the payment: compared in cents, in the payment's currency. */
export function exceedsPayment(amount: ProviderAmount, payment: ProviderPayment): boolean {
  const asked = minorUnits(amount.value);
  const paid = minorUnits(payment.amount.value);
  return amount.currency !== payment.amount.currency || asked === null || paid === null || asked > paid;
}

/** A sum as emails and the console write it: "$49.00" in US dollars, "49.00 EUR" otherwise. */
export function formatProviderAmount(amount: ProviderAmount): string {
  const value = amount.value.replace(/^-/, '');
  return amount.currency === 'USD' ? `$${value}` : `${value} ${amount.currency}`;
}

/**
 * The size of a sum in cents: "99.5" → 9950. PayPal writes some refund amounts negative
 * ("-720.00"), so the sign is dropped. Null for anything that is not a plain decimal.
 */
export function minorUnits(value: string): number | null {
  const match = /^-?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
