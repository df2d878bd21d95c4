import { DataTable, type DataTableProps } from '../../../components/ui/data-table';

/** A console table (the paged listings, and the drawer's and the queue's short lists): a DataTable whose codes read as code. */
export function AdminTable<Row>(props: Omit<DataTableProps<Row>, 'className'>) {
  return <DataTable {...props} className="admin-table" />;
}
