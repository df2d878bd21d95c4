import { enterpriseAnnualInvoiceFacts, SAMPLE_EXCHANGE_RATE, SAMPLE_SELLER } from '../../testing/builders/invoice-facts.builder';
import { taxTreatmentFor, ZERO_RATING_REASON } from '../tax/vat';
import { dollarsToRandCents, formatDocumentNumber, type BillingDocument } from './billing-document';
import { creditNoteDraft, invoiceDraft, supplyDescription, type InvoiceFacts } from './document-drafts';

const seller = SAMPLE_SELLER;
const issuedAt = new Date('2027-03-01T09:00:00Z');
const rate = SAMPLE_EXCHANGE_RATE;

/** Enterprise annual to a South African company: $2,880.00 plus 15 % VAT. */
const enterpriseAnnual: InvoiceFacts = enterpriseAnnualInvoiceFacts();
const recipient = enterpriseAnnual.recipient;

function issued(draft: ReturnType<typeof invoiceDraft>, number: string): BillingDocument {
  return { ...draft, id: 'doc-1', number };
}

describe('invoice and credit note drafts', () => {
  it('numbers documents per series and year with six digits, and refuses a sequence out of range', () => {
    expect(formatDocumentNumber('INV', 2027, 1)).toBe('INV-2027-000001');
    expect(formatDocumentNumber('CN', 2027, 123_456)).toBe('CN-2027-123456');
    expect(() => formatDocumentNumber('INV', 2027, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('INV', 2027, 1_000_000)).toThrow(RangeError);
  });

  it('converts dollars to rand exactly at a six-place rate, half up', () => {
    expect(dollarsToRandCents(43_200, '18.4512')).toBe(797_092); // 432.00 × 18.4512 = 7970.9184
    expect(dollarsToRandCents(1, '18.5')).toBe(19); // 18.5 cents rounds up
    expect(() => dollarsToRandCents(100, '-1')).toThrow(RangeError);
    expect(() => dollarsToRandCents(100, '1e3')).toThrow(RangeError);
  });

  it('makes a tax invoice for a South African company with every section 20(4) particular', () => {
    const draft = invoiceDraft(enterpriseAnnual);
    expect(draft).toMatchObject({
      title: 'Tax Invoice',
      series: 'INV',
      seller,
      recipient,
      currency: 'USD',
      netCents: 288_000,
      vatCents: 43_200,
      totalCents: 331_200,
      treatment: { kind: 'standard', basisPoints: 1500 },
      randVat: { vatCents: 797_092, ...rate },
      corrects: null,
    });
    expect(draft.lines).toEqual([
      { description: 'PointForge Enterprise, annual subscription, 5 user licences, March 1, 2027 to March 1, 2028', quantity: 1, netCents: 288_000 },
    ]);
  });

  it('zero-rates a customer abroad and says why, with no rand conversion', () => {
    const draft = invoiceDraft({
      ...enterpriseAnnual,
      grossCents: 288_000,
      vatCents: 0,
      treatment: taxTreatmentFor(seller, 'DE', issuedAt),
      exchangeRate: null,
    });
    expect(draft).toMatchObject({
      title: 'Tax Invoice',
      vatCents: 0,
      netCents: 288_000,
      randVat: null,
      treatment: { kind: 'zero-rated', reason: ZERO_RATING_REASON },
    });
  });

  it('makes a plain invoice when the seller is not a VAT vendor', () => {
    const draft = invoiceDraft({
      ...enterpriseAnnual,
      seller: { ...seller, vatNumber: null },
      grossCents: 4_900,
      vatCents: 0,
      plan: 'standard',
      billingType: 'monthly',
      treatment: taxTreatmentFor({ vatNumber: null }, 'ZA', issuedAt),
      exchangeRate: null,
    });
    expect(draft).toMatchObject({ title: 'Invoice', vatCents: 0, totalCents: 4_900, randVat: null });
    expect(supplyDescription('standard', 'monthly', new Date('2027-03-01'), new Date('2027-04-01'))).toBe(
      'PointForge Standard, monthly subscription, 1 user licence, March 1, 2027 to April 1, 2027',
    );
  });

  it('refuses to put VAT on a dollar invoice without the day’s exchange rate', () => {
    expect(() => invoiceDraft({ ...enterpriseAnnual, exchangeRate: null })).toThrow(/exchange rate/);
  });

  it('credits the whole invoice, VAT included, naming the invoice it corrects', () => {
    const invoice = issued(invoiceDraft(enterpriseAnnual), 'INV-2027-000001');
    const note = creditNoteDraft({
      invoice,
      ledgerEntryId: 'ledger-2',
      issuedAt,
      refundGrossCents: 331_200,
      reason: 'Refunded at the customer’s request',
      exchangeRate: rate,
    });
    expect(note).toMatchObject({
      kind: 'credit-note',
      title: 'Credit Note',
      series: 'CN',
      netCents: 288_000,
      vatCents: 43_200,
      totalCents: 331_200,
      corrects: { documentId: 'doc-1', number: 'INV-2027-000001', issuedAt },
      reason: 'Refunded at the customer’s request',
    });
    expect(note.lines[0]!.description).toMatch(/^Refund of PointForge Enterprise/);
  });

  it('credits part of an invoice with the VAT in that part', () => {
    const invoice = issued(invoiceDraft(enterpriseAnnual), 'INV-2027-000001');
    const note = creditNoteDraft({ invoice, ledgerEntryId: 'ledger-3', issuedAt, refundGrossCents: 115_000, reason: 'Partial refund', exchangeRate: rate });
    // 1150.00 × 15/115 = 150.00 VAT
    expect(note).toMatchObject({ netCents: 100_000, vatCents: 15_000, totalCents: 115_000, randVat: { vatCents: 276_768 } });
    expect(note.lines[0]!.description).toMatch(/^Partial refund of /);
    expect(() => creditNoteDraft({ invoice, ledgerEntryId: 'x', issuedAt, refundGrossCents: 331_201, reason: '', exchangeRate: rate })).toThrow(RangeError);
  });
});
