import type { SellerDetails, TaxTreatment } from '../tax/vat';

/** The two numbering series: invoices, and the credit notes that correct them. */
export type DocumentSeries = 'INV' | 'CN';

/**
 * A document's number: series, calendar year (UTC) of issue and a six-digit sequence that
 * restarts each year, `INV-2027-000001`. The sequence is handed out by the repository in the
 * same transaction that stores the document, so no number is skipped or used twice.
 */
export function formatDocumentNumber(series: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`A document sequence runs from 1 to 999999: ${sequence}`);
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Who a document is made out to, as it was on the day (section 20(4)(c)). */
export interface DocumentRecipient {
  legalName: string;
  addressLines: readonly string[];
  country: string;
  vatNumber: string | null;
  email: string;
}

/** What was supplied (section 20(4)(e) and (f)): one line per supply. */
export interface DocumentLine {
  description: string;
  quantity: number;
  netCents: number;
}

/**
 * The VAT of a dollar document in rand, as SARS wants the tax shown (section 20(4) with
 * section 16(4)'s exchange rule), at a rate kept with its source and date.
 */
export interface RandVat {
  vatCents: number;
  /** Rand per dollar, a decimal string as the source gave it ("18.4512"). */
  rate: string;
  source: string;
  rateDate: string;
}

/** An invoice or credit note before it has its number; the repository stores and numbers it. */
export interface BillingDocumentDraft {
  kind: 'invoice' | 'credit-note';
  /** The words section 20(4)(a) and 21(3)(a) require at the top. */
  title: 'Tax Invoice' | 'Invoice' | 'Credit Note';
  series: DocumentSeries;
  issuedAt: Date;
  userId: string;
  /** The ledger row (a payment, or a refund or reversal) the document is for. */
  ledgerEntryId: string;
  seller: SellerDetails;
  recipient: DocumentRecipient;
  currency: string;
  lines: readonly DocumentLine[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  treatment: TaxTreatment;
  randVat: RandVat | null;
  /** A credit note names the invoice it corrects and why (section 21(3)). */
  corrects: { documentId: string; number: string; issuedAt: Date } | null;
  reason: string | null;
}

export interface BillingDocument extends BillingDocumentDraft {
  id: string;
  number: string;
}

/** The title an invoice carries: "Tax Invoice" when the seller is a VAT vendor, "Invoice" otherwise. */
export function invoiceTitle(treatment: TaxTreatment): BillingDocumentDraft['title'] {
  return treatment.kind === 'not-registered' ? 'Invoice' : 'Tax Invoice';
}

/**
 * Rand cents of a dollar amount in cents at `rate` rand per dollar, rounded half up. The
 * rate is read as a decimal string so that "18.4512" is exact, not a float.
 */
export function dollarsToRandCents(usdCents: number, rate: string): number {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`An exchange rate is a plain positive decimal with at most six places: ${rate}`);
  const micro = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
  return Number((BigInt(usdCents) * micro + 500_000n) / 1_000_000n);
}
