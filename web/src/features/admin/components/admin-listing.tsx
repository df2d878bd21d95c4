import type { DataColumn } from '../../../components/ui/data-table';
import { adminCopy as copy } from '../../../content/admin';
import type { AdminPage, CursorTrail } from '../api/admin-query';
import { AdminQueryState } from './admin-query-state';
import { AdminTable } from './admin-table';

interface AdminListingProps<Row> {
  /** The SWR state of the page shown. */
  result: { data?: AdminPage; error: unknown; isLoading: boolean; mutate: () => unknown };
  /** The page's rows, once it has arrived. */
  rows: readonly Row[] | undefined;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The table's caption, and what shows when the page has no row. */
  words: { caption: string; empty: string };
  /** What is paged ("Leads"). */
  label: string;
  trail: CursorTrail;
}

/** A console table with its states: loading, failed (or two-factor required), empty, and the pager under it. */
export function AdminListing<Row>({ result, rows = [], columns, rowKey, words, label, trail }: AdminListingProps<Row>) {
  const { data, error, isLoading, mutate } = result;
  if (!data) return <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />;
  const page = { page: trail.page, pageSize: data.pageSize, total: data.total, totalCapped: data.totalCapped, hasNext: data.nextCursor !== null };
  const onPage = (to: number) => trail.turnTo(to, data.nextCursor);
  return <AdminTable caption={words.caption} columns={columns} rows={rows} rowKey={rowKey} empty={words.empty} paging={{ label, page, onPage }} />;
}
