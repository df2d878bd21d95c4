import request from 'supertest';
import {
  BillingDocumentRepositoryPort,
  formatLongUsDate,
  pageRequest,
  PaymentLedgerPort,
  ZERO_RATING_REASON,
  type BillingDocument,
  type BillingHistoryItem,
} from '@pointforge/domain';
import { aBillingProfile } from '@pointforge/domain/testing';
import { VAT_VENDOR_SELLER_ENVIRONMENT } from '@pointforge/infra/testing/seller-environment';
import { readPdfText } from '@pointforge/infra/testing/pdf-text';
import { billingSuite, type BillingSuite } from './support/billing-suite';
import { consoleAdmin } from './support/console-admins';
import type { SignedInUser } from './support/signed-in-users';
import { BROWSER_HEADERS } from './support/test-config';

const SOUTH_AFRICAN_COMPANY = aBillingProfile();
const GERMAN_COMPANY = aBillingProfile({ legalName: 'Vermessung Nord GmbH', city: 'Hamburg', region: null, country: 'DE', vatNumber: 'DE123456789' });
const EXCHANGE_RATE = { USD_ZAR_EXCHANGE_RATE: '18.4512', USD_ZAR_EXCHANGE_RATE_SOURCE: 'Test Bank, rand per US dollar' };
const THIS_YEAR = new Date().getUTCFullYear();
/** Enterprise annual at its listed price, with no VAT on it. */
const UNTAXED_ENTERPRISE_ANNUAL = { netCents: 288_000, vatCents: 0, totalCents: 288_000, randVat: null };

/** A subscriber whose billing profile was saved before the checkout: approved at PayPal (first payment taken) and confirmed. */
async function buyer(suite: BillingSuite, tag: string, profile: object | null, plan = 'enterprise', billingType = 'annual') {
  const user = await suite.users.create(tag);
  if (profile) expect((await user.browser.put('/api/billing/profile', profile)).status).toBe(200);
  const { paypalId, subscriptionId } = await suite.checkout(user, plan, billingType);
  suite.simulator.approve(paypalId);
  expect((await suite.execute(user, paypalId, plan, billingType)).status).toBe(200);
  return { user, paypalId, subscriptionId };
}

async function historyOf(user: SignedInUser): Promise<BillingHistoryItem[]> {
  const answer = await user.browser.get('/api/billing/documents');
  expect(answer.status).toBe(200);
  return answer.body.history;
}

/** The stored document of the caller's history row `index` (newest first). */
async function documentOf(suite: BillingSuite, user: SignedInUser, index = 0): Promise<BillingDocument> {
  const row = (await historyOf(user))[index];
  expect(row?.document).not.toBeNull();
  return (await suite.app().get(BillingDocumentRepositoryPort).findById(row!.document!.id))!;
}

/** The caller's download of a document, its body the PDF's bytes. */
function pdfOf(suite: BillingSuite, user: SignedInUser, id: string) {
  return request(suite.stack.http)
    .get(`/api/billing/documents/${id}/pdf`)
    .set(BROWSER_HEADERS)
    .set('Cookie', `pf_session=${user.browser.session}`)
    .buffer(true)
    .parse(binary);
}

/** The PDF's text holds each phrase; where the layout wraps a line is no matter (whitespace is ignored). */
function expectPrinted(text: string, ...phrases: string[]): void {
  const squeezed = text.replace(/\s+/g, '');
  for (const phrase of phrases) expect(squeezed).toContain(phrase.replace(/\s+/g, ''));
}

/** supertest's parser for a body of bytes. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * Invoices and credit notes through the real app (MariaDB, the PayPal simulator over HTTP),
 * the seller a VAT vendor: issued as each payment and refund reaches the ledger, listed in
 * the customer's Billing history and downloaded as PDF by the owner alone, searched and
 * exported in the console.
 */
describe('billing documents, the seller a VAT vendor (MariaDB, PayPal simulator over HTTP)', () => {
  const suite = billingSuite('billing_documents', { env: { ...VAT_VENDOR_SELLER_ENVIRONMENT, ...EXCHANGE_RATE } });
  const admin = consoleAdmin(suite.stack, suite.users);

  it('a South African company buying Enterprise annual gets a Tax Invoice with the VAT PayPal charged, in rand too, downloadable by it alone', async () => {
    const { user, subscriptionId } = await buyer(suite, 'za-company', SOUTH_AFRICAN_COMPANY);

    const [entry] = await suite.app().get(PaymentLedgerPort).listForSubscription(subscriptionId);
    expect(entry).toMatchObject({ kind: 'payment', grossCents: 331_200, vatCents: 43_200 });
    const [row] = await historyOf(user);
    expect(row).toMatchObject({
      entryId: entry!.id,
      kind: 'payment',
      amountCents: 331_200,
      currency: 'USD',
      plan: 'enterprise',
      billingType: 'annual',
      document: {
        title: 'Tax Invoice',
        number: expect.stringMatching(new RegExp(`^INV-${THIS_YEAR}-\\d{6}$`)),
        netCents: 288_000,
        vatCents: 43_200,
        totalCents: 331_200,
      },
    });
    expect(await documentOf(suite, user)).toMatchObject({
      seller: { legalName: 'PointForge (Pty) Ltd', address: ['1 Long Street', 'Cape Town', '8001'], vatNumber: '4987654321' },
      recipient: { legalName: 'Karoo Survey Services (Pty) Ltd', country: 'ZA', vatNumber: '4123456789', email: user.email },
      treatment: { kind: 'standard', basisPoints: 1500 },
      randVat: { vatCents: 797_092, rate: '18.4512', source: 'Test Bank, rand per US dollar' },
    });

    const pdf = await pdfOf(suite, user, row!.document!.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${row!.document!.number}.pdf"`,
      'cache-control': 'private, no-store',
    });
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdfText(pdf.body as Buffer);
    const number = row!.document!.number;
    const issuedOn = formatLongUsDate((await documentOf(suite, user)).issuedAt);
    const today = formatLongUsDate(new Date(entry!.occurredAt));
    const yearOn = new Date(entry!.occurredAt);
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    // Every particular of a full tax invoice, VAT Act s20(4)(a) to (g), with its amounts.
    expectPrinted(
      text,
      'Tax Invoice',
      'PointForge (Pty) Ltd',
      '1 Long Street',
      'VAT registration number: 4987654321',
      'Karoo Survey Services (Pty) Ltd',
      '12 Main Road',
      'Kimberley',
      'South Africa',
      'VAT registration number: 4123456789',
      `No. ${number}`,
      `Date of issue: ${issuedOn}`,
      `PointForge Enterprise, annual subscription, 5 user licences, ${today} to ${formatLongUsDate(yearOn)}`,
      'USD 2,880.00',
      'VAT at 15 %',
      'USD 432.00',
      'USD 3,312.00',
      'VAT in rand: R7,970.92 at R18.4512 per US dollar (Test Bank, rand per US dollar',
    );

    expect(text.replace(/\s+/g, '').match(/SouthAfrica(?!n)/g)).toHaveLength(1); // the recipient's country, once

    // The payment's email carries the same PDF.
    const mail = await suite.stack.mailbox.waitForMessage(user.email, `Your PointForge Tax Invoice ${number}`, 1, 30_000);
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `${number}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(mail.attachments[0]!.content.equals(pdf.body as Buffer)).toBe(true);

    const stranger = await suite.users.create('stranger');
    for (const id of [row!.document!.id, 'no-such-document']) {
      const refused = await stranger.browser.get(`/api/billing/documents/${id}/pdf`);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 404, code: 'BILLING.DOCUMENT_NOT_FOUND' });
    }
    expect(await historyOf(stranger)).toEqual([]);
    expect((await request(suite.stack.http).get('/api/billing/documents')).status).toBe(401);
  });

  it('zero-rates a customer abroad, naming the reason', async () => {
    const { user } = await buyer(suite, 'de-company', GERMAN_COMPANY);

    expect(await documentOf(suite, user)).toMatchObject({
      title: 'Tax Invoice',
      ...UNTAXED_ENTERPRISE_ANNUAL,
      treatment: { kind: 'zero-rated', reason: ZERO_RATING_REASON },
      recipient: { legalName: 'Vermessung Nord GmbH', country: 'DE', vatNumber: 'DE123456789' },
    });
  });

  it('a refund gets a credit note naming its invoice; a partial refund, one for its part with the VAT in it', async () => {
    const { user, paypalId } = await buyer(suite, 'refunded', SOUTH_AFRICAN_COMPANY);
    const invoice = await documentOf(suite, user);

    expect((await suite.webhook(suite.simulator.refundLatestPayment(paypalId, '1150.00'))).status).toBe(200);
    const partial = await documentOf(suite, user);
    expect((await suite.webhook(suite.simulator.refundLatestPayment(paypalId))).status).toBe(200);
    const rest = await documentOf(suite, user);

    const corrects = { documentId: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt };
    expect(partial).toMatchObject({ kind: 'credit-note', title: 'Credit Note', netCents: 100_000, vatCents: 15_000, totalCents: 115_000, corrects });
    expect(partial.number).toMatch(new RegExp(`^CN-${THIS_YEAR}-\\d{6}$`));
    expect(rest).toMatchObject({ kind: 'credit-note', netCents: 188_000, vatCents: 28_200, totalCents: 216_200, corrects });
    expect((await historyOf(user)).map((row) => [row.kind, row.amountCents, row.document?.number])).toEqual([
      ['refund', 216_200, rest.number],
      ['refund', 115_000, partial.number],
      ['payment', 331_200, invoice.number],
    ]);
  });

  it('editing the billing profile after the invoice leaves the stored invoice and its PDF as they were', async () => {
    const { user } = await buyer(suite, 'editor', SOUTH_AFRICAN_COMPANY, 'standard', 'annual');
    const before = await documentOf(suite, user);
    const pdfBefore = await readPdfText((await pdfOf(suite, user, before.id)).body as Buffer);

    const edited = { ...SOUTH_AFRICAN_COMPANY, legalName: 'Renamed Surveys (Pty) Ltd', vatNumber: null };
    expect((await user.browser.put('/api/billing/profile', edited)).status).toBe(200);

    expect(await documentOf(suite, user)).toEqual(before);
    const pdfAfter = await readPdfText((await pdfOf(suite, user, before.id)).body as Buffer);
    expect(pdfAfter).toEqual(pdfBefore);
    expect(pdfAfter.text).toContain('Karoo Survey Services (Pty) Ltd');
    expect(pdfAfter.text).not.toContain('Renamed Surveys');
  });

  it('20 payments arriving at once get 20 consecutive invoice numbers, no gap and no duplicate', async () => {
    const { user, paypalId } = await buyer(suite, 'renewals', GERMAN_COMPANY, 'standard', 'monthly');
    const deliveries = Array.from({ length: 20 }, () => {
      suite.simulator.recordRenewal(paypalId);
      return suite.simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId);
    });

    const answers = await Promise.all(deliveries.map((delivery) => suite.webhook(delivery)));

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const renewals = (await historyOf(user)).slice(0, 20);
    const sequences = renewals.map((row) => Number(row.document!.number.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => sequences[0]! + index));
    // And across the suite so far: every invoice number of the year from 1 up, none missing.
    const all = await suite
      .app()
      .get(BillingDocumentRepositoryPort)
      .search({ text: `INV-${THIS_YEAR}-` }, pageRequest(undefined, 500));
    expect(all.items.map((document) => Number(document.number.slice(-6))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: all.total }, (_, index) => index + 1),
    );
  });

  it('the console searches documents and exports a date range as CSV for the accountant', async () => {
    const { user } = await buyer(suite, 'exported', { ...SOUTH_AFRICAN_COMPANY, legalName: 'Export, "Quoted" Mining Ltd' });
    const invoice = await documentOf(suite, user);
    const today = new Date().toISOString().slice(0, 10);

    const found = await admin.browser.get(`/api/admin/documents?q=${encodeURIComponent('quoted" mining')}&from=${today}&to=${today}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ nextCursor: null, total: 1 });
    expect(found.body.documents).toEqual([
      {
        id: invoice.id,
        number: invoice.number,
        title: 'Tax Invoice',
        kind: 'invoice',
        issuedAt: invoice.issuedAt.toISOString(),
        customerName: 'Export, "Quoted" Mining Ltd',
        customerEmail: user.email,
        vatNumber: '4123456789',
        country: 'ZA',
        netCents: 288_000,
        vatCents: 43_200,
        totalCents: 331_200,
        currency: 'USD',
        correctsNumber: null,
      },
    ]);

    const csv = await admin.browser.get(`/api/admin/documents/export.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'private, no-store' });
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="documents-${today}-to-${today}.csv"`);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('number,date,customer,vat_number,net,vat,total,currency');
    expect(lines).toContain(`${invoice.number},${today},"Export, ""Quoted"" Mining Ltd",4123456789,2880.00,432.00,3312.00,USD`);

    const pdf = await admin.browser.get(`/api/admin/documents/${invoice.id}/pdf`);
    expect({ status: pdf.status, type: pdf.headers['content-type'] }).toEqual({ status: 200, type: 'application/pdf' });
    // The console is not there for a customer.
    expect((await user.browser.get('/api/admin/documents')).status).toBe(404);
    const badDates = await admin.browser.get('/api/admin/documents/export.csv?from=2027-13-01');
    expect({ status: badDates.status, fields: badDates.body.errors.map((error: { field: string }) => error.field).sort() }).toEqual({
      status: 400,
      fields: ['from', 'to'],
    });
  });
});

describe('billing documents, the seller not registered for VAT', () => {
  const suite = billingSuite('billing_documents_plain');

  it('issues a plain Invoice with no VAT to a South African company', async () => {
    const { user } = await buyer(suite, 'plain', SOUTH_AFRICAN_COMPANY);

    expect(await documentOf(suite, user)).toMatchObject({
      title: 'Invoice',
      ...UNTAXED_ENTERPRISE_ANNUAL,
      treatment: { kind: 'not-registered' },
      seller: { vatNumber: null },
    });
  });
});
