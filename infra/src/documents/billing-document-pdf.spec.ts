import { creditNoteDraft, invoiceDraft, taxTreatmentFor, type BillingDocument, type BillingDocumentDraft } from '@pointforge/domain';
import { enterpriseAnnualInvoiceFacts, SAMPLE_EXCHANGE_RATE, SAMPLE_SELLER } from '@pointforge/domain/testing';
import { readPdfText } from '../testing/pdf-text';
import { PdfkitBillingDocumentPdf } from './billing-document-pdf';

const registeredSeller = SAMPLE_SELLER;
const issuedAt = new Date('2027-03-01T09:00:00Z');
const rand = SAMPLE_EXCHANGE_RATE;
/** Enterprise annual to a South African company: $2,880.00 plus 15 % VAT of $432.00. */
const southAfricanCompany = enterpriseAnnualInvoiceFacts();

const renderer = new PdfkitBillingDocumentPdf();

function issued(draft: BillingDocumentDraft, number: string, id = 'doc-1'): BillingDocument {
  return { ...draft, id, number };
}

/** The document's text with no whitespace at all: where a line wraps is the layout's business, not the words'. */
async function textOf(document: BillingDocument): Promise<string> {
  const { pages, text } = await readPdfText(await renderer.render(document));
  expect(pages).toBe(1);
  return withoutSpaces(text);
}

function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

function expectPrinted(text: string, ...phrases: string[]): void {
  for (const phrase of phrases) expect(text).toContain(withoutSpaces(phrase));
}

describe('billing documents as PDF', () => {
  it('prints every particular of a full tax invoice (VAT Act s20(4)) with the right amounts, on one A4 page', async () => {
    const document = issued(invoiceDraft(southAfricanCompany), 'INV-2027-000001');
    const bytes = await renderer.render(document);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = await textOf(document);
    expectPrinted(
      text,
      'Tax Invoice', // (a) the words
      'PointForge (Pty) Ltd', // (b) supplier's name, address, VAT number
      '1 Dock Road',
      'Cape Town, 8001',
      'VAT registration number: 4987654321',
      'Karoo Survey Services (Pty) Ltd', // (c) recipient's name, address, VAT number
      '12 Main Road',
      'Kimberley, 8301',
      'South Africa',
      'VAT registration number: 4123456789',
      'No. INV-2027-000001', // (d) serial number and date
      'Date of issue: March 1, 2027',
      'PointForge Enterprise, annual subscription, 5 user licences, March 1, 2027 to March 1, 2028', // (e) description
      'Qty', // (f) quantity
      'USD 2,880.00', // (g) value, VAT and total
      'VAT at 15 %',
      'USD 432.00',
      'USD 3,312.00',
      'VAT in rand: R7,970.92 at R18.4512 per US dollar (South African Reserve Bank, 2027-02-28).',
    );
    expect(text.match(/SouthAfrica(?!n)/g)).toHaveLength(1); // the recipient's country, once
  });

  it('says why an invoice to a customer abroad bears no VAT', async () => {
    const abroad = {
      ...southAfricanCompany.recipient,
      legalName: 'Alpine Geodesy GmbH',
      addressLines: ['Bahnhofstrasse 1', '8001 Zürich', 'Switzerland'],
      country: 'CH',
      vatNumber: 'CHE-123.456.789 MWST',
    };
    const facts = { ...southAfricanCompany, recipient: abroad, grossCents: 288_000, vatCents: 0, treatment: taxTreatmentFor(registeredSeller, 'CH', issuedAt) };
    const text = await textOf(issued(invoiceDraft(facts), 'INV-2027-000002'));
    expectPrinted(text, 'Tax Invoice');
    expectPrinted(text, '8001 Zürich');
    expectPrinted(text, 'Switzerland');
    expectPrinted(
      text,
      'Zero-rated: services supplied to a non-resident who is not in the Republic when they are rendered (section 11(2)(l) of the Value-Added Tax Act).',
    );
    expect(text).not.toContain(withoutSpaces('VAT in rand'));
  });

  it('prints a plain invoice, without VAT, when the seller is not registered', async () => {
    const seller = { ...registeredSeller, vatNumber: null };
    const facts = { ...southAfricanCompany, seller, grossCents: 288_000, vatCents: 0, treatment: taxTreatmentFor(seller, 'ZA', issuedAt) };
    const text = await textOf(issued(invoiceDraft(facts), 'INV-2027-000003'));
    expect(text).toMatch(/^PointForge.*Invoice/);
    expect(text).not.toContain(withoutSpaces('Tax Invoice'));
    expectPrinted(text, 'PointForge (Pty) Ltd is not registered for VAT; no VAT is charged.');
    expect(text).not.toContain(withoutSpaces('VAT registration number: 49'));
  });

  it('prints a partial credit note naming the invoice it corrects and why', async () => {
    const invoice = issued(invoiceDraft(southAfricanCompany), 'INV-2027-000001');
    const note = creditNoteDraft({
      invoice,
      ledgerEntryId: 'ledger-2',
      issuedAt: new Date('2027-03-20T10:00:00Z'),
      refundGrossCents: 115_000,
      reason: 'Two seats were never used',
      exchangeRate: rand,
    });
    const text = await textOf(issued(note, 'CN-2027-000001', 'doc-2'));
    expectPrinted(text, 'Credit Note');
    expectPrinted(text, 'No. CN-2027-000001');
    expectPrinted(text, 'Corrects INV-2027-000001, issued March 1, 2027.');
    expectPrinted(text, 'Reason: Two seats were never used');
    expectPrinted(text, 'USD 1,000.00'); // $1,150.00 back: $1,000.00 and $150.00 of VAT
    expectPrinted(text, 'USD 150.00');
    expectPrinted(text, 'Total credited USD 1,150.00');
  });

  it('renders the same document to the same bytes, dated its issue date', async () => {
    const document = issued(invoiceDraft(southAfricanCompany), 'INV-2027-000001');
    const [first, second] = await Promise.all([renderer.render(document), renderer.render(document)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(first).toString('latin1')).toContain('(D:20270301090000Z)'); // its CreationDate
  });

  it('shows a letter outside the PDF fonts as "?" rather than dropping it', async () => {
    const recipient = { ...southAfricanCompany.recipient, legalName: 'Ωmega Surveys Łódź' };
    const text = await textOf(issued(invoiceDraft({ ...southAfricanCompany, recipient }), 'INV-2027-000004'));
    expectPrinted(text, '?mega Surveys ?ód?');
  });
});
