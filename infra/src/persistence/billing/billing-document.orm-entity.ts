import type { BillingDocumentDraft, DocumentSeries } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, integerColumn, primaryKeyColumn, referenceColumn, stringColumn, textColumn } from '../orm-columns';

/** An issued invoice or credit note: searchable columns, and the whole document as JSON. */
export interface BillingDocumentRow {
  id: string;
  number: string;
  series: DocumentSeries;
  year: number;
  sequence: number;
  kind: BillingDocumentDraft['kind'];
  user_id: string;
  ledger_entry_id: string;
  issued_at: Date;
  currency: string;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  recipient_name: string;
  recipient_email: string;
  recipient_vat_number: string | null;
  snapshot_json: string;
}

export const BillingDocumentOrmEntity = new EntitySchema<BillingDocumentRow>({
  name: 'billing_documents',
  tableName: 'billing_documents',
  columns: {
    id: primaryKeyColumn(),
    number: stringColumn(32),
    series: stringColumn(8),
    year: integerColumn(),
    sequence: integerColumn(),
    kind: stringColumn(16),
    user_id: referenceColumn(),
    ledger_entry_id: referenceColumn(),
    issued_at: instantColumn(),
    currency: stringColumn(3),
    net_cents: integerColumn(),
    vat_cents: integerColumn(),
    total_cents: integerColumn(),
    recipient_name: stringColumn(200),
    recipient_email: stringColumn(254),
    recipient_vat_number: stringColumn(30, true),
    snapshot_json: textColumn(),
  },
});

/** The last number handed out in one series and year. */
export interface DocumentSequenceRow {
  series: DocumentSeries;
  year: number;
  last_sequence: number;
}

export const DocumentSequenceOrmEntity = new EntitySchema<DocumentSequenceRow>({
  name: 'document_sequences',
  tableName: 'document_sequences',
  columns: {
    series: { ...stringColumn(8), primary: true },
    year: { ...integerColumn(), primary: true },
    last_sequence: integerColumn(),
  },
});
