import { useState } from 'react';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { StatusPill } from '../../components/ui/status-pill';
import { compareText } from '../../components/ui/table-sort';
import { CatalogueSection } from './catalogue-section';

interface Customer {
  id: string;
  name: string;
  email: string;
  plan: string;
  status: 'Active' | 'Trial' | 'Ended';
  licenses: number;
}

const CUSTOMERS: readonly Customer[] = [
  { id: '1', name: 'Ada Lovelace', email: 'ada.lovelace@example.com', plan: 'Professional', status: 'Active', licenses: 3 },
  { id: '2', name: 'Grace Hopper', email: 'grace@harbour-surveys.example', plan: 'Standard', status: 'Trial', licenses: 1 },
  { id: '3', name: 'Katherine Johnson', email: 'kj@example.com', plan: 'Standard', status: 'Ended', licenses: 0 },
  { id: '4', name: 'Nomsa Dlamini', email: 'nomsa.dlamini@mining.example', plan: 'Enterprise', status: 'Active', licenses: 12 },
];

const TONE = { Active: 'success', Trial: 'info', Ended: 'neutral' } as const;

const COLUMNS: readonly DataColumn<Customer>[] = [
  { header: 'Name', cell: (row) => row.name, rowHeader: true, sort: { key: 'name', compare: (a, b) => compareText(a.name, b.name) } },
  { header: 'Email', cell: (row) => row.email, sort: { key: 'email', compare: (a, b) => compareText(a.email, b.email) } },
  { header: 'Plan', cell: (row) => row.plan },
  { header: 'Status', cell: (row) => <StatusPill tone={TONE[row.status]}>{row.status}</StatusPill> },
  { header: 'Licenses', cell: (row) => row.licenses, sort: { key: 'licenses', compare: (a, b) => a.licenses - b.licenses } },
  {
    header: <span className="visually-hidden">Actions</span>,
    cell: (row) => (
      <button type="button" className="link-button">
        Details<span className="visually-hidden"> of {row.name}</span>
      </button>
    ),
  },
];

/** A DataTable sorted by its headings and paged: wide on a wide screen, rows stacked as cards on a phone. */
export function CatalogueTable() {
  const [page, setPage] = useState(1);
  return (
    <CatalogueSection id="data-table" title="DataTable">
      <DataTable
        caption="Customers, sorted by name"
        columns={COLUMNS}
        rows={CUSTOMERS}
        rowKey={(row) => row.id}
        initialSort={{ key: 'name', direction: 'ascending' }}
        paging={{ label: 'Customers', page: { page, pageSize: 4, total: 10 }, onPage: setPage }}
      />
      <DataTable caption="No customers" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} empty="No customers match these filters." />
    </CatalogueSection>
  );
}
