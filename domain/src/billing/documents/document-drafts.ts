import { formatLongUsDate } from '../../catalog/format';
import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import { getPlan } from '../../catalog/plans';
import { vatInGross, type SellerDetails, type TaxTreatment } from '../tax/vat';
import type { ExchangeRate } from './exchange-rate.port';
import { dollarsToRandCents, invoiceTitle, type BillingDocument, type BillingDocumentDraft, type DocumentRecipient, type RandVat } from './billing-document';

/** Everything an invoice for one payment states, gathered by the use case that issues it. */
export interface InvoiceFacts {
  userId: string;
  ledgerEntryId: string;
  issuedAt: Date;
  seller: SellerDetails;
  recipient: DocumentRecipient;
  currency: string;
  /** What PayPal took, VAT included, and the VAT in it. */
  grossCents: number;
  vatCents: number;
  treatment: TaxTreatment;
  plan: PaidPlanId;
  billingType: BillingType;
  /** The billing period the payment pays for. */
  periodStart: Date;
  periodEnd: Date;
  /** Needed when VAT is charged on a document not in rand. */
  exchangeRate: ExchangeRate | null;
}

/** "PointForge Enterprise, annual subscription, 5 user licences, March 1, 2027 to February 29, 2028". */
export function supplyDescription(plan: PaidPlanId, billingType: BillingType, periodStart: Date, periodEnd: Date): string {
  const { name, seats } = getPlan(plan);
  const users = seats === 1 ? '1 user licence' : `${seats} user licences`;
  return `PointForge ${name}, ${billingType} subscription, ${users}, ${formatLongUsDate(periodStart)} to ${formatLongUsDate(periodEnd)}`;
}

function randVat(currency: string, vatCents: number, exchangeRate: ExchangeRate | null): RandVat | null {
  if (vatCents === 0 || currency === 'ZAR') return null;
  if (!exchangeRate) throw new Error('VAT on a document in another currency than rand needs the day’s exchange rate');
  return { vatCents: dollarsToRandCents(vatCents, exchangeRate.rate), ...exchangeRate };
}

/** The invoice of one payment: a tax invoice with every section 20(4) particular, or a plain one. */
export function invoiceDraft(facts: InvoiceFacts): BillingDocumentDraft {
  const netCents = facts.grossCents - facts.vatCents;
  return {
    kind: 'invoice',
    title: invoiceTitle(facts.treatment),
    series: 'INV',
    issuedAt: facts.issuedAt,
    userId: facts.userId,
    ledgerEntryId: facts.ledgerEntryId,
    seller: facts.seller,
    recipient: facts.recipient,
    currency: facts.currency,
    lines: [{ description: supplyDescription(facts.plan, facts.billingType, facts.periodStart, facts.periodEnd), quantity: 1, netCents }],
    netCents,
    vatCents: facts.vatCents,
    totalCents: facts.grossCents,
    treatment: facts.treatment,
    randVat: randVat(facts.currency, facts.vatCents, facts.exchangeRate),
    corrects: null,
    reason: null,
  };
}

export interface CreditNoteFacts {
  invoice: BillingDocument;
  ledgerEntryId: string;
  issuedAt: Date;
  /** What went back to the customer, VAT included. */
  refundGrossCents: number;
  reason: string;
  exchangeRate: ExchangeRate | null;
}

/**
 * The credit note of a refund or reversal (section 21(3)): it names the invoice it corrects,
 * takes back the whole of it or a part, and carries the VAT in that part at the invoice's
 * rate (the tax fraction of the part; all of the invoice's VAT when all is given back).
 */
export function creditNoteDraft({ invoice, ledgerEntryId, issuedAt, refundGrossCents, reason, exchangeRate }: CreditNoteFacts): BillingDocumentDraft {
  if (refundGrossCents <= 0 || refundGrossCents > invoice.totalCents) {
    throw new RangeError(`A credit note gives back between 1 cent and the invoice's ${invoice.totalCents}: ${refundGrossCents}`);
  }
  const whole = refundGrossCents === invoice.totalCents;
  const vatCents = whole ? invoice.vatCents : Math.min(invoice.vatCents, vatInGross(refundGrossCents, invoice.treatment.basisPoints));
  const netCents = refundGrossCents - vatCents;
  const supply = invoice.lines.map((line) => line.description).join('; ');
  return {
    kind: 'credit-note',
    title: 'Credit Note',
    series: 'CN',
    issuedAt,
    userId: invoice.userId,
    ledgerEntryId,
    seller: invoice.seller,
    recipient: invoice.recipient,
    currency: invoice.currency,
    lines: [{ description: `${whole ? 'Refund' : 'Partial refund'} of ${supply}`, quantity: 1, netCents }],
    netCents,
    vatCents,
    totalCents: refundGrossCents,
    treatment: invoice.treatment,
    randVat: randVat(invoice.currency, vatCents, exchangeRate),
    corrects: { documentId: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt },
    reason,
  };
}
