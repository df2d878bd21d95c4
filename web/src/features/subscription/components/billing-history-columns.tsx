import { formatLongUsDate, type BillingHistoryItem } from '@pointforge/domain';
import type { DataColumn } from '../../../components/ui/data-table';
import { DownloadLink } from '../../../components/ui/download-link';
import { StatusPill } from '../../../components/ui/status-pill';
import { billingHistoryCopy as copy } from '../../../content/billing-history';
import { BILLING_TYPE_LABELS, LEDGER_ENTRY_KIND_LABELS, PLAN_LABELS } from '../../../content/status-labels';
import { formatCentsIn } from '@pointforge/domain';
import { billingDocumentPdfUrl } from '../api/get-billing-history';

/** The Billing history's columns: when, what (the kind's pill and the plan), how much, the document, and its Download. */
export const BILLING_HISTORY_COLUMNS: readonly DataColumn<BillingHistoryItem>[] = [
  {
    header: copy.columns.date,
    rowHeader: true,
    cell: (row) => <time dateTime={row.occurredAt}>{formatLongUsDate(row.occurredAt)}</time>,
  },
  {
    header: copy.columns.what,
    cell: (row) => (
      <span className="billing-history__what">
        <StatusPill tone={LEDGER_ENTRY_KIND_LABELS[row.kind].tone}>{LEDGER_ENTRY_KIND_LABELS[row.kind].label}</StatusPill>
        <span>{copy.what(PLAN_LABELS[row.plan], BILLING_TYPE_LABELS[row.billingType])}</span>
      </span>
    ),
  },
  { header: copy.columns.amount, cell: (row) => formatCentsIn(row.amountCents, row.currency) },
  {
    header: copy.columns.document,
    cell: (row) =>
      row.document ? (
        <span className="billing-history__document">
          <span>{row.document.title}</span> <span className="billing-history__number">{row.document.number}</span>
        </span>
      ) : (
        <span className="billing-history__issuing">{copy.issuing}</span>
      ),
  },
  {
    header: <span className="visually-hidden">{copy.columns.download}</span>,
    cell: ({ document }) =>
      document && (
        <DownloadLink href={billingDocumentPdfUrl(document.id)} fileName={`${document.number}.pdf`} label={copy.downloadLabel(document.title, document.number)}>
          {copy.download}
        </DownloadLink>
      ),
  },
];
