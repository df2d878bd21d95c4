import { aBillingDocumentDraft } from '../../testing/builders';
import type { BillingDocument } from './billing-document';
import { documentsCsv } from './documents-csv';

function document(number: string, overrides: Partial<BillingDocument> = {}): BillingDocument {
  return { ...aBillingDocumentDraft(), id: number, number, ...overrides };
}

describe('the accountant’s CSV of documents', () => {
  it('writes the header, then a line per document: day of issue, amounts as decimals, a credit note’s negative, CRLF line ends', () => {
    const invoice = document('INV-2027-000001');
    const note = document('CN-2027-000001', {
      kind: 'credit-note',
      title: 'Credit Note',
      series: 'CN',
      issuedAt: new Date('2027-03-05T23:59:59.000Z'),
      netCents: 100_005,
      vatCents: 15_000,
      totalCents: 115_005,
    });

    expect(documentsCsv([invoice, note])).toBe(
      'number,date,customer,vat_number,net,vat,total,currency\r\n' +
        'INV-2027-000001,2027-03-01,Karoo Survey Services (Pty) Ltd,4123456789,2880.00,432.00,3312.00,USD\r\n' +
        'CN-2027-000001,2027-03-05,Karoo Survey Services (Pty) Ltd,4123456789,-1000.05,-150.00,-1150.05,USD\r\n',
    );
  });

  it('quotes as RFC 4180 says, and keeps a spreadsheet from reading a customer’s name as a formula', () => {
    const recipient = { ...aBillingDocumentDraft().recipient, vatNumber: null };
    const csv = documentsCsv([
      document('INV-2027-000002', { recipient: { ...recipient, legalName: 'Surveys, "Best" Ltd\nCape Town' } }),
      document('INV-2027-000003', { recipient: { ...recipient, legalName: '=HYPERLINK("x")' } }),
    ]);

    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      'INV-2027-000002,2027-03-01,"Surveys, ""Best"" Ltd\nCape Town",,2880.00,432.00,3312.00,USD',
      `INV-2027-000003,2027-03-01,"'=HYPERLINK(""x"")",,2880.00,432.00,3312.00,USD`,
    ]);
  });
});
