import type { BillingHistoryItem } from '@pointforge/domain';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BILLING_HISTORY_COLUMNS } from './billing-history-columns';

jest.mock('../../../lib/env', () => ({ API_ORIGIN: '' }));

const PAYMENT: BillingHistoryItem = {
  entryId: 'entry-1',
  kind: 'payment',
  occurredAt: '2027-03-01T10:15:00.000Z',
  amountCents: 331200,
  currency: 'USD',
  plan: 'enterprise',
  billingType: 'annual',
  document: { id: 'doc 1', number: 'INV-2027-000001', title: 'Tax Invoice', netCents: 288000, vatCents: 43200, totalCents: 331200 },
};

/** Each cell of the row as markup, by its column's heading (the hidden Download heading by its words). */
function cells(row: BillingHistoryItem): Record<string, string> {
  const markup = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
  const text = (html: string) => html.replace(/<[^>]+>/g, '');
  return Object.fromEntries(BILLING_HISTORY_COLUMNS.map((column) => [text(markup(column.header)), markup(column.cell(row))]));
}

describe('Billing history rows (the Subscription tab)', () => {
  it('show a payment by its day, kind, plan, amount with currency, and its document with a Download of that PDF', () => {
    const row = cells(PAYMENT);

    expect(row.Date).toBe('<time dateTime="2027-03-01T10:15:00.000Z">March 1, 2027</time>');
    expect(row.What).toContain('>Payment</span>');
    expect(row.What).toContain('data-tone="success"');
    expect(row.What).toContain('<span>Enterprise plan, Annual</span>');
    expect(row.Amount).toBe('USD 3,312.00');
    expect(row.Document).toContain('<span>Tax Invoice</span> <span class="billing-history__number">INV-2027-000001</span>');
    expect(row.Download).toBe(
      '<a class="button button--secondary button--sm" href="/api/billing/documents/doc%201/pdf" download="INV-2027-000001.pdf" aria-label="Download Tax Invoice INV-2027-000001 (PDF)">Download</a>',
    );
  });

  it('show a refund as a Refund with its credit note', () => {
    const refund: BillingHistoryItem = {
      ...PAYMENT,
      entryId: 'entry-2',
      kind: 'refund',
      amountCents: 72000,
      document: { id: 'doc-2', number: 'CN-2027-000001', title: 'Credit Note', netCents: 62609, vatCents: 9391, totalCents: 72000 },
    };
    const row = cells(refund);

    expect(row.What).toContain('>Refund</span>');
    expect(row.Amount).toBe('USD 720.00');
    expect(row.Document).toContain('<span>Credit Note</span> <span class="billing-history__number">CN-2027-000001</span>');
    expect(row.Download).toContain('aria-label="Download Credit Note CN-2027-000001 (PDF)"');
  });

  it('say a document not issued yet is being issued, with nothing to download', () => {
    const row = cells({ ...PAYMENT, kind: 'reversal', document: null });

    expect(row.What).toContain('>Reversal</span>');
    expect(row.Document).toBe('<span class="billing-history__issuing">Being issued</span>');
    expect(row.Download).toBe('');
  });
});
