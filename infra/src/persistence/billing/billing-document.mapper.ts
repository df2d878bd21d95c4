import type { BillingDocument } from '@pointforge/domain';
import type { BillingDocumentRow } from './billing-document.orm-entity';

/** What the columns do not hold of a document: the rest of its snapshot, as JSON. */
type Snapshot = Pick<BillingDocument, 'title' | 'seller' | 'recipient' | 'lines' | 'treatment' | 'randVat' | 'reason'> & {
  corrects: { documentId: string; number: string; issuedAt: string } | null;
};

/** The row of a document numbered `sequence` of its series in `year`. */
export function toBillingDocumentRow(document: BillingDocument, year: number, sequence: number): BillingDocumentRow {
  const snapshot: Snapshot = {
    title: document.title,
    seller: document.seller,
    recipient: document.recipient,
    lines: document.lines,
    treatment: document.treatment,
    randVat: document.randVat,
    reason: document.reason,
    corrects: document.corrects && { ...document.corrects, issuedAt: document.corrects.issuedAt.toISOString() },
  };
  return {
    id: document.id,
    number: document.number,
    series: document.series,
    year,
    sequence,
    kind: document.kind,
    user_id: document.userId,
    ledger_entry_id: document.ledgerEntryId,
    issued_at: document.issuedAt,
    currency: document.currency,
    net_cents: document.netCents,
    vat_cents: document.vatCents,
    total_cents: document.totalCents,
    recipient_name: document.recipient.legalName,
    recipient_email: document.recipient.email,
    recipient_vat_number: document.recipient.vatNumber,
    snapshot_json: JSON.stringify(snapshot),
  };
}

export function toBillingDocument(row: BillingDocumentRow): BillingDocument {
  const snapshot = JSON.parse(row.snapshot_json) as Snapshot;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    title: snapshot.title,
    series: row.series,
    issuedAt: row.issued_at,
    userId: row.user_id,
    ledgerEntryId: row.ledger_entry_id,
    seller: snapshot.seller,
    recipient: snapshot.recipient,
    currency: row.currency,
    lines: snapshot.lines,
    netCents: row.net_cents,
    vatCents: row.vat_cents,
    totalCents: row.total_cents,
    treatment: snapshot.treatment,
    randVat: snapshot.randVat,
    corrects: snapshot.corrects && { ...snapshot.corrects, issuedAt: new Date(snapshot.corrects.issuedAt) },
    reason: snapshot.reason,
  };
}
