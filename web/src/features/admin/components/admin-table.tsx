import { DataTable, type DataTableProps } from '../../../components/ui/data-table';

/** A console table (the paged listings, and the drawer's and the queue's short lists): a DataTable in the console's look. */
export function AdminTable<Row>(props: Omit<DataTableProps<Row>, 'className' | 'wrapClassName'>) {
  return <DataTable {...props} className="admin-table" wrapClassName="admin-table-wrap" />;
}
