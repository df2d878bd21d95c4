import { useState } from 'react';
import { adminCopy as copy, LEAD_STATUS_LABELS } from '../../../content/admin';
import { leadName, useLeads, type LeadRow, type LeadsQuery } from '../api/list-leads';
import { AdminListing } from './admin-listing';
import { formatInstant } from './format';
import { LeadDrawer } from './lead-drawer';
import { LeadFilters } from './lead-filters';

/** The leads table: type, status and search filters, 25 a page, a drawer per row. */
export function LeadsTab() {
  const [query, setQuery] = useState<LeadsQuery>({ type: 'demo', page: 1 });
  const [open, setOpen] = useState<LeadRow | null>(null);
  const result = useLeads(query);
  const columns = copy.leads.columns;

  return (
    <section className="admin-section" aria-label={copy.tabs.leads}>
      <LeadFilters query={query} onChange={setQuery} />
      <AdminListing
        result={result}
        caption={copy.leads.caption(query.type)}
        headers={[
          columns.received,
          columns.name,
          columns.email,
          columns.about[query.type],
          columns.status,
          <span className="visually-hidden">{columns.details}</span>,
        ]}
        rowCount={result.data?.leads.length ?? 0}
        empty={copy.leads.empty}
        label={copy.tabs.leads}
        onPage={(page) => setQuery({ ...query, page })}
      >
        {result.data?.leads.map((lead) => (
          <tr key={lead.id}>
            <td>
              <time dateTime={lead.createdAt}>{formatInstant(lead.createdAt)}</time>
            </td>
            <th scope="row">{leadName(lead)}</th>
            <td>{lead.email}</td>
            <td>{lead.type === 'demo' ? lead.company : lead.subject}</td>
            <td>
              <span className="status-pill status-pill--neutral">{LEAD_STATUS_LABELS[lead.status]}</span>
            </td>
            <td>
              <button type="button" className="button button--ghost button--sm" aria-label={copy.leads.open(leadName(lead))} onClick={() => setOpen(lead)}>
                {copy.leads.openShort}
              </button>
            </td>
          </tr>
        ))}
      </AdminListing>
      {open && <LeadDrawer lead={open} onClose={() => setOpen(null)} onMoved={setOpen} />}
    </section>
  );
}
