import type { ReactNode } from 'react';
import type { DataColumn } from '../../../components/ui/data-table';
import { DownloadLink } from '../../../components/ui/download-link';
import { adminDocumentsCopy as text } from '../../../content/admin-documents';
import { formatCents } from '@pointforge/domain';
import type { ConsoleDocumentRow } from '@pointforge/domain';
import { adminDocumentPdfUrl } from '../api/list-documents';
import { Instant } from './instant';

/** What a cell shows, or None (no VAT number given, an invoice that corrects nothing). */
const orNone = (value: ReactNode) => value ?? <span className="admin-empty">{text.none}</span>;

/**
 * The Documents tab's columns, the accountant's columns of the CSV as well: number (with its
 * title), issue date, customer, VAT number, net, VAT, total, currency, the invoice a credit
 * note corrects, and the PDF.
 */
export const DOCUMENT_COLUMNS: readonly DataColumn<ConsoleDocumentRow>[] = [
  {
    header: text.columns.number,
    rowHeader: true,
    cell: (document) => (
      <span className="admin-document">
        <code className="admin-document__number">{document.number}</code>
        <span className="admin-document__detail">{document.title}</span>
      </span>
    ),
  },
  { header: text.columns.date, cell: (document) => <Instant value={document.issuedAt} /> },
  {
    header: text.columns.customer,
    cell: (document) => (
      <span className="admin-document">
        <span>{document.customerName}</span>
        <span className="admin-document__detail">{document.customerEmail}</span>
      </span>
    ),
  },
  { header: text.columns.vatNumber, cell: (document) => orNone(document.vatNumber) },
  { header: text.columns.net, cell: (document) => formatCents(document.netCents) },
  { header: text.columns.vat, cell: (document) => formatCents(document.vatCents) },
  { header: text.columns.total, cell: (document) => formatCents(document.totalCents) },
  { header: text.columns.currency, cell: (document) => document.currency },
  {
    header: text.columns.corrects,
    cell: (document) => orNone(document.correctsNumber && <code className="admin-document__number">{document.correctsNumber}</code>),
  },
  {
    header: <span className="visually-hidden">{text.columns.download}</span>,
    cell: (document) => (
      <DownloadLink href={adminDocumentPdfUrl(document.id)} fileName={`${document.number}.pdf`} label={text.downloadLabel(document.title, document.number)}>
        {text.download}
      </DownloadLink>
    ),
  },
];
