const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Whole cents as a document prints them, always with two decimals: 288000 → "2,880.00".
 * The API sends money as integer cents (the ledger's and the documents' own unit).
 */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return TWO_DECIMALS.format(cents / 100);
}

/** An amount with its ISO currency code, as the customer's Billing history shows it: "USD 2,880.00". */
export function formatCentsIn(cents: number, currency: string): string {
  return `${currency} ${formatCents(cents)}`;
}
