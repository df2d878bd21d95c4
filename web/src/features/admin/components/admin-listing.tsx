import type { ReactNode } from 'react';
import { adminCopy as copy } from '../../../content/admin';
import type { AdminPage } from '../api/admin-query';
import { AdminQueryState } from './admin-query-state';
import { AdminTable } from './admin-table';
import { Pager } from './pager';

interface AdminListingProps {
  /** The SWR state of the page shown. */
  result: { data?: AdminPage; error: unknown; isLoading: boolean; mutate: () => unknown };
  /** Names the table for screen readers. */
  caption: string;
  headers: readonly ReactNode[];
  rowCount: number;
  empty: string;
  /** What is paged ("Leads"). */
  label: string;
  onPage: (page: number) => void;
  /** The table's rows. */
  children: ReactNode;
}

/** A console table with its states: loading, failed (or two-factor required), empty, and the pager under it. */
export function AdminListing({ result, caption, headers, rowCount, empty, label, onPage, children }: AdminListingProps) {
  const { data, error, isLoading, mutate } = result;
  if (!data) return <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />;
  return (
    <>
      <AdminTable caption={caption} headers={headers}>
        {children}
      </AdminTable>
      {rowCount === 0 && <p className="admin-empty">{empty}</p>}
      <Pager label={label} page={data} onPage={onPage} />
    </>
  );
}
