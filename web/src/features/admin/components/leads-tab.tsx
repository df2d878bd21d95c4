import type { LeadType } from '@pointforge/domain';
import { useState } from 'react';
import type { DataColumn } from '../../../components/ui/data-table';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import { CONTACT_SUBJECT_LABELS, LEAD_STATUS_LABELS } from '../../../content/status-labels';
import { useCursorTrail } from '../api/admin-query';
import { leadName, leadsKey, useLeads, type LeadRow, type LeadsQuery } from '../api/list-leads';
import { AdminListing } from './admin-listing';
import { Instant } from './instant';
import { LeadDrawer } from './lead-drawer';
import { LeadFilters } from './lead-filters';
import { OpenDetailsButton } from './open-details-button';

const text = copy.leads;

function leadColumns(type: LeadType, onOpen: (lead: LeadRow) => void): DataColumn<LeadRow>[] {
  return [
    { header: text.columns.received, cell: (lead) => <Instant value={lead.createdAt} /> },
    { header: text.columns.name, rowHeader: true, cell: leadName },
    { header: text.columns.email, cell: (lead) => lead.email },
    { header: text.columns.about[type], cell: (lead) => (lead.type === 'demo' ? lead.company : CONTACT_SUBJECT_LABELS[lead.subject]) },
    {
      header: text.columns.status,
      cell: (lead) => <StatusPill tone={LEAD_STATUS_LABELS[lead.status].tone}>{LEAD_STATUS_LABELS[lead.status].label}</StatusPill>,
    },
    {
      header: <span className="visually-hidden">{text.columns.details}</span>,
      cell: (lead) => <OpenDetailsButton label={text.open(leadName(lead))} onOpen={() => onOpen(lead)} />,
    },
  ];
}

/** The leads table: type, status and search filters, 25 a page, a drawer per row. */
export function LeadsTab() {
  const [query, setQuery] = useState<LeadsQuery>({ type: 'demo' });
  const [open, setOpen] = useState<LeadRow | null>(null);
  const trail = useCursorTrail(leadsKey(query));
  const result = useLeads(query, trail.cursor);

  return (
    <section className="admin-section" aria-label={copy.tabs.leads}>
      <LeadFilters query={query} onChange={setQuery} />
      <AdminListing
        result={result}
        rows={result.data?.leads}
        columns={leadColumns(query.type, setOpen)}
        rowKey={(lead) => lead.id}
        words={{ caption: text.caption(query.type), empty: text.empty }}
        label={copy.tabs.leads}
        trail={trail}
      />
      {open && <LeadDrawer lead={open} onClose={() => setOpen(null)} onMoved={setOpen} />}
    </section>
  );
}
