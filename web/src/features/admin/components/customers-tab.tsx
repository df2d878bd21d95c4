import { useState } from 'react';
import { adminCopy as copy } from '../../../content/admin';
import { customerName, useCustomers, type CustomersQuery } from '../api/list-customers';
import { AdminListing } from './admin-listing';
import { CustomerDrawer } from './customer-drawer';
import { formatInstant } from './format';
import { searchSchema } from '../schemas';
import { FilterForm, useFilterForm } from './filter-form';
import { SearchField } from './search-field';

/** The customers table: searched by email, name or company, 25 a page, a drawer per row. */
export function CustomersTab() {
  const [query, setQuery] = useState<CustomersQuery>({ page: 1 });
  const filters = useFilterForm({ q: '' }, searchSchema, ({ q }) => setQuery({ q: q || undefined, page: 1 }));
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useCustomers(query);
  const columns = copy.customers.columns;

  return (
    <section className="admin-section" aria-label={copy.tabs.customers}>
      <FilterForm form={filters}>
        <SearchField placeholder={copy.customers.searchPlaceholder} />
      </FilterForm>
      <AdminListing
        result={result}
        caption={copy.customers.caption}
        headers={[columns.joined, columns.name, columns.email, columns.company, columns.verified, <span className="visually-hidden">{columns.details}</span>]}
        rowCount={result.data?.customers.length ?? 0}
        empty={copy.customers.empty}
        label={copy.tabs.customers}
        onPage={(page) => setQuery({ ...query, page })}
      >
        {result.data?.customers.map((customer) => (
          <tr key={customer.id}>
            <td>
              <time dateTime={customer.createdAt}>{formatInstant(customer.createdAt)}</time>
            </td>
            <th scope="row">{customerName(customer)}</th>
            <td>{customer.email}</td>
            <td>{customer.company}</td>
            <td>{customer.isVerified ? copy.customers.yes : copy.customers.no}</td>
            <td>
              <button
                type="button"
                className="button button--ghost button--sm"
                aria-label={copy.customers.open(customerName(customer))}
                onClick={() => setOpenId(customer.id)}
              >
                {copy.leads.openShort}
              </button>
            </td>
          </tr>
        ))}
      </AdminListing>
      {openId && <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
