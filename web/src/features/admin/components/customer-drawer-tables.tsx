import type { DataColumn } from '../../../components/ui/data-table';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import { MAIL_DELIVERY_STATUS_LABELS, MAIL_TEMPLATE_LABELS } from '../../../content/status-labels';
import type { CustomerDetail } from '../api/get-customer';
import { AdminTable } from './admin-table';
import { disputeColumns } from './dispute-columns';
import { formatInstant } from './format';

const text = copy.customer;

interface DrawerTableProps<Row> {
  caption: string;
  /** What shows instead of the table when there is no row. */
  empty: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** One of the drawer's short lists, or a line saying there is nothing to list. */
export function DrawerTable<Row>({ empty, rows, ...table }: DrawerTableProps<Row>) {
  return rows.length === 0 ? <p>{empty}</p> : <AdminTable rows={rows} {...table} />;
}

/** The disputes opened over the customer's payments. */
export const DISPUTE_COLUMNS = disputeColumns<CustomerDetail['disputes'][number]>(text.disputeColumns);

/** The customer's signed-in sessions. */
export const SESSION_COLUMNS: readonly DataColumn<CustomerDetail['sessions'][number]>[] = [
  { header: text.sessionColumns.created, cell: (session) => formatInstant(session.createdAt) },
  { header: text.sessionColumns.lastActive, cell: (session) => formatInstant(session.lastSeenAt) },
  { header: text.sessionColumns.expires, cell: (session) => formatInstant(session.expiresAt) },
];

/** The emails sent to the customer, with how their delivery went. */
export const EMAIL_COLUMNS: readonly DataColumn<CustomerDetail['emails'][number]>[] = [
  { header: text.emailColumns.when, cell: (email) => formatInstant(email.updatedAt) },
  { header: text.emailColumns.template, cell: (email) => MAIL_TEMPLATE_LABELS[email.template] },
  {
    header: text.emailColumns.status,
    cell: (email) => <StatusPill tone={MAIL_DELIVERY_STATUS_LABELS[email.status].tone}>{MAIL_DELIVERY_STATUS_LABELS[email.status].label}</StatusPill>,
  },
  { header: text.emailColumns.attempts, cell: (email) => email.attempts },
  { header: text.emailColumns.error, cell: (email) => email.lastError },
];
