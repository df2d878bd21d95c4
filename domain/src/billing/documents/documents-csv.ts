import type { BillingDocument } from './billing-document';

/** The columns an accounting package imports, in this order. */
export const DOCUMENTS_CSV_HEADER = 'number,date,customer,vat_number,net,vat,total,currency';

/** Cents as a decimal with two places, "2880.00"; a credit note's negative. */
function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A text field as RFC 4180 wants it (quoted when it holds a comma, quote or line break, its
 * quotes doubled), and never read as a formula by a spreadsheet: text starting with = + - @
 * gets a leading apostrophe.
 */
function field(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The accountant's export: one line per document, dates YYYY-MM-DD (UTC), amounts as
 * decimals; a credit note's amounts negative, as it takes back what its invoice charged.
 * Lines end in CRLF (RFC 4180).
 */
export function documentsCsv(documents: readonly BillingDocument[]): string {
  const lines = documents.map((document) => {
    const sign = document.kind === 'credit-note' ? -1 : 1;
    return [
      field(document.number),
      document.issuedAt.toISOString().slice(0, 10),
      field(document.recipient.legalName),
      field(document.recipient.vatNumber ?? ''),
      decimal(sign * document.netCents),
      decimal(sign * document.vatCents),
      decimal(sign * document.totalCents),
      field(document.currency),
    ].join(',');
  });
  return [DOCUMENTS_CSV_HEADER, ...lines].map((line) => `${line}\r\n`).join('');
}
