import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ConsoleDocumentRow } from '@pointforge/domain';
import { documentsExportUrl, documentsKey } from '../api/list-documents';
import { DOCUMENT_COLUMNS } from './document-columns';

jest.mock('../../../lib/env', () => ({ API_ORIGIN: '' }));

const CREDIT_NOTE: ConsoleDocumentRow = {
  id: 'doc-7',
  number: 'CN-2027-000003',
  title: 'Credit Note',
  kind: 'credit-note',
  issuedAt: '2027-03-02T08:00:00.000Z',
  customerName: 'Karoo Surveys (Pty) Ltd',
  customerEmail: 'accounts@karoo.example',
  vatNumber: '4123456789',
  country: 'ZA',
  netCents: 288000,
  vatCents: 43200,
  totalCents: 331200,
  currency: 'USD',
  correctsNumber: 'INV-2027-000011',
};

/** The row's cells as text, by column heading (the hidden Download heading by its words); `html` keeps the markup. */
function cells(row: ConsoleDocumentRow, html = false): Record<string, string> {
  const markup = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
  const text = (value: string) => value.replace(/<[^>]+>/g, '');
  return Object.fromEntries(DOCUMENT_COLUMNS.map((column) => [text(markup(column.header)), html ? markup(column.cell(row)) : text(markup(column.cell(row)))]));
}

describe("the console's Documents table", () => {
  it('shows the columns the accountant reads: number and title, customer, VAT number, net, VAT, total, currency, what it corrects', () => {
    const row = cells(CREDIT_NOTE);
    expect(row).toEqual(
      expect.objectContaining({
        Number: 'CN-2027-000003Credit Note',
        Customer: 'Karoo Surveys (Pty) Ltdaccounts@karoo.example',
        'VAT number': '4123456789',
        Net: '2,880.00',
        VAT: '432.00',
        Total: '3,312.00',
        Currency: 'USD',
        Corrects: 'INV-2027-000011',
        Download: 'Download PDF',
      }),
    );
    expect(cells(CREDIT_NOTE, true).Issued).toMatch(/^<time dateTime="2027-03-02T08:00:00.000Z">\d{1,2} Mar 2027, \d{2}:\d{2}<\/time>$/);
  });

  it('says None where an invoice has no VAT number and corrects nothing', () => {
    const row = cells({ ...CREDIT_NOTE, kind: 'invoice', title: 'Invoice', vatNumber: null, correctsNumber: null });
    expect(row['VAT number']).toBe('None');
    expect(row.Corrects).toBe('None');
  });

  it("downloads each row's PDF from the console's document route, named for assistive tech by title and number", () => {
    expect(cells(CREDIT_NOTE, true).Download).toBe(
      '<a class="button button--secondary button--sm" href="/api/admin/documents/doc-7/pdf" download="CN-2027-000003.pdf" aria-label="Download PDF of Credit Note CN-2027-000003">Download PDF</a>',
    );
  });
});

describe('the Documents queries', () => {
  it('asks for the search, the days and the cursor of the page as given, leaving out what is empty', () => {
    expect(documentsKey({ q: 'INV-2027-000011', from: '2027-03-01', to: '2027-03-31' }, 'MjAyNy0wMy0xMFQwOTowMDowMC4wMDBafElOVi0yMDI3LTAwMDAxMQ')).toBe(
      '/api/admin/documents?q=INV-2027-000011&from=2027-03-01&to=2027-03-31&cursor=MjAyNy0wMy0xMFQwOTowMDowMC4wMDBafElOVi0yMDI3LTAwMDAxMQ',
    );
    expect(documentsKey({})).toBe('/api/admin/documents');
  });

  it('exports the CSV of the days chosen', () => {
    expect(documentsExportUrl({ from: '2027-03-01', to: '2027-03-31' })).toBe('/api/admin/documents/export.csv?from=2027-03-01&to=2027-03-31');
  });
});
