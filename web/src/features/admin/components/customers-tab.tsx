import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { adminCopy as copy } from '../../../content/admin';
import { customerName, useCustomers, type CustomersQuery } from '../api/list-customers';
import { AdminListing } from './admin-listing';
import { CustomerDrawer } from './customer-drawer';
import { formatInstant } from './format';
import { SearchField } from './search-field';

/** The customers table: searched by email, name or company, 25 a page, a drawer per row. */
export function CustomersTab() {
  const id = useId();
  const [query, setQuery] = useState<CustomersQuery>({ page: 1 });
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useCustomers(query);
  const columns = copy.customers.columns;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery({ q: search.trim() || undefined, page: 1 });
  }

  return (
    <section className="admin-section" aria-label={copy.tabs.customers}>
      <form role="search" className="admin-filters" onSubmit={submit}>
        <SearchField id={id} value={search} placeholder={copy.customers.searchPlaceholder} onChange={setSearch} />
        <Button type="submit" variant="secondary">
          {copy.search.submit}
        </Button>
      </form>
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
              <button type="button" className="button button--ghost button--sm" aria-label={copy.customers.open(customerName(customer))} onClick={() => setOpenId(customer.id)}>
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
