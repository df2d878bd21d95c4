import { toDate, type DateInput } from '../shared/time';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const WITH_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A US-dollar amount as the site shows it: whole amounts without cents ("$75",
 * "$1,188"), others with two decimals ("$59.50").
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Not an amount: ${amount}`);
  }
  const cents = Math.round(amount * 100) || 0; // `|| 0` turns -0 into 0, so no "-$0"
  return cents % 100 === 0 ? WHOLE_DOLLARS.format(cents / 100) : WITH_CENTS.format(cents / 100);
}

const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Whole cents as the billing documents print them, always with two decimals: 288000 →
 * "2,880.00". Money travels as integer cents (the ledger's and the documents' own unit).
 */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return TWO_DECIMALS.format(cents / 100);
}

/** An amount with its ISO currency code, as invoices, their email and the Billing history write it: "USD 2,880.00". */
export function formatCentsIn(cents: number, currency: string): string {
  return `${currency} ${formatCents(cents)}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * Long US date ("May 29, 2025"), read in UTC so the server (emails) and every browser
 * print the same day. Built by hand rather than with Intl so the result does not depend
 * on the ICU data of the runtime.
 */
export function formatLongUsDate(input: DateInput): string {
  const date = toDate(input);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "May 29, 2025 at 14:05 UTC": an instant in emails, where the reader's time zone is unknown. */
export function formatLongUsDateTimeUtc(input: DateInput): string {
  const date = toDate(input);
  const twoDigits = (value: number) => value.toString().padStart(2, '0');
  return `${formatLongUsDate(date)} at ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}
