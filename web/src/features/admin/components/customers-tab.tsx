import { useState } from 'react';
import type { DataColumn } from '../../../components/ui/data-table';
import { adminCopy as copy } from '../../../content/admin';
import { useCursorTrail } from '../api/admin-query';
import { customerName, customersKey, useCustomers, type CustomerRow, type CustomersQuery } from '../api/list-customers';
import { AdminListing } from './admin-listing';
import { CustomerDrawer } from './customer-drawer';
import { CustomerFilters } from './customer-filters';
import { Instant } from './instant';
import { OpenDetailsButton } from './open-details-button';

const text = copy.customers;

function customerColumns(onOpen: (customer: CustomerRow) => void): DataColumn<CustomerRow>[] {
  return [
    { header: text.columns.joined, cell: (customer) => <Instant value={customer.createdAt} /> },
    { header: text.columns.name, rowHeader: true, cell: customerName },
    { header: text.columns.email, cell: (customer) => customer.email },
    { header: text.columns.company, cell: (customer) => customer.company },
    { header: text.columns.verified, cell: (customer) => (customer.isVerified ? text.yes : text.no) },
    {
      header: <span className="visually-hidden">{text.columns.details}</span>,
      cell: (customer) => <OpenDetailsButton label={text.open(customerName(customer))} onOpen={() => onOpen(customer)} />,
    },
  ];
}

/** The customers table: searched by email, name or company and filtered by plan, subscription, stage, verification and 2FA, 25 a page, a drawer per row. */
export function CustomersTab() {
  const [query, setQuery] = useState<CustomersQuery>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const trail = useCursorTrail(customersKey(query));
  const result = useCustomers(query, trail.cursor);

  return (
    <section className="admin-section" aria-label={copy.tabs.customers}>
      <CustomerFilters query={query} onChange={setQuery} />
      <AdminListing
        result={result}
        rows={result.data?.customers}
        columns={customerColumns((customer) => setOpenId(customer.id))}
        rowKey={(customer) => customer.id}
        words={text}
        label={copy.tabs.customers}
        trail={trail}
      />
      {openId && <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
