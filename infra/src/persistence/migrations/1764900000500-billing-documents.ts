import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createdTables } from './created-tables';
import { instant, integer, primaryKey, reference, text, varchar } from './table-shapes';

/*
 * Invoices and credit notes, each with the whole of what it said on the day as JSON
 * (seller, recipient, lines, treatment, rand VAT, the invoice a credit note corrects), so a
 * later edit of the billing profile or the seller's settings changes no issued document. The
 * recipient's name, email and VAT number and the amounts are columns too, for the console's
 * search and the accountant's export. No foreign keys, as for the payments ledger: tax
 * records outlive the account (VAT Act s55). One document per ledger entry (unique), one
 * number per document (unique, and unique per series, year and sequence).
 *
 * document_sequences holds the last number handed out per series and UTC year; issuing locks
 * its row, so numbers are consecutive with no gap and no duplicate under concurrency.
 *
 * subscriptions.tax_basis_points: the VAT rate PayPal was asked to add (plan.taxes), 0 for
 * the rows from before it was kept and for every charge without VAT.
 */
const BILLING_DOCUMENTS = createdTables(() => [
  new Table({
    name: 'billing_documents',
    columns: [
      primaryKey('id'),
      varchar('number', 32),
      varchar('series', 8),
      integer('year'),
      integer('sequence'),
      varchar('kind', 16),
      reference('user_id'),
      reference('ledger_entry_id'),
      instant('issued_at'),
      varchar('currency', 3),
      integer('net_cents'),
      integer('vat_cents'),
      integer('total_cents'),
      varchar('recipient_name', 200),
      varchar('recipient_email', 254),
      varchar('recipient_vat_number', 30, true),
      text('snapshot_json'),
    ],
    indices: [
      { name: 'UQ_billing_documents_number', columnNames: ['number'], isUnique: true },
      { name: 'UQ_billing_documents_series_year_sequence', columnNames: ['series', 'year', 'sequence'], isUnique: true },
      { name: 'UQ_billing_documents_ledger_entry_id', columnNames: ['ledger_entry_id'], isUnique: true },
      { name: 'IDX_billing_documents_user_issued', columnNames: ['user_id', 'issued_at'] },
      { name: 'IDX_billing_documents_issued', columnNames: ['issued_at'] },
    ],
  }),
  new Table({
    name: 'document_sequences',
    columns: [{ ...varchar('series', 8), isPrimary: true }, { ...integer('year'), isPrimary: true }, integer('last_sequence')],
  }),
]);

const TAX_BASIS_POINTS = new TableColumn({ name: 'tax_basis_points', type: 'int', isNullable: false, default: 0 });

export class BillingDocuments1764900000500 implements MigrationInterface {
  name = 'BillingDocuments1764900000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await BILLING_DOCUMENTS.up(queryRunner);
    await queryRunner.addColumn('subscriptions', TAX_BASIS_POINTS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('subscriptions', TAX_BASIS_POINTS.name);
    await BILLING_DOCUMENTS.down(queryRunner);
  }
}
