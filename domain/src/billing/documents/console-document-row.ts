import type { BillingDocument, BillingDocumentDraft } from './billing-document';

/**
 * One row of the console's documents table (`GET /api/admin/documents`, newest first): what
 * the operator searches and reads at a glance; the document itself is its PDF. Times are ISO
 * strings, as the row travels as JSON.
 */
export interface ConsoleDocumentRow {
  id: string;
  number: string;
  title: BillingDocumentDraft['title'];
  kind: BillingDocumentDraft['kind'];
  issuedAt: string;
  customerName: string;
  customerEmail: string;
  vatNumber: string | null;
  country: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  currency: string;
  /** The invoice a credit note corrects; null for an invoice. */
  correctsNumber: string | null;
}

export function toConsoleDocumentRow(document: BillingDocument): ConsoleDocumentRow {
  return {
    id: document.id,
    number: document.number,
    title: document.title,
    kind: document.kind,
    issuedAt: document.issuedAt.toISOString(),
    customerName: document.recipient.legalName,
    customerEmail: document.recipient.email,
    vatNumber: document.recipient.vatNumber,
    country: document.recipient.country,
    netCents: document.netCents,
    vatCents: document.vatCents,
    totalCents: document.totalCents,
    currency: document.currency,
    correctsNumber: document.corrects?.number ?? null,
  };
}
