import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { useState } from 'react';
import type { DataColumn } from '../../../components/ui/data-table';
import { FilterBar, FilterField, useFilterForm } from '../../../components/ui/filter-bar';
import { Switch } from '../../../components/ui/switch';
import { adminCopy as copy } from '../../../content/admin';
import { useAudit, type AuditQuery, type AuditRow } from '../api/list-audit';
import { auditFilterSchema } from '../schemas';
import { AdminListing } from './admin-listing';
import { Instant } from './instant';

const text = copy.audit;

const COLUMNS: readonly DataColumn<AuditRow>[] = [
  { header: text.columns.at, cell: (entry) => <Instant value={entry.at} /> },
  { header: text.columns.actor, cell: (entry) => entry.actor.email },
  { header: text.columns.action, cell: (entry) => <code>{entry.action}</code> },
  {
    header: text.columns.target,
    cell: (entry) => (
      <>
        {entry.target.type} <code>{entry.target.id}</code>
      </>
    ),
  },
  { header: text.columns.ip, cell: (entry) => entry.actor.ip },
  {
    header: text.columns.change,
    cell: (entry) => (entry.before === null && entry.after === null ? '' : <code>{`${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)}`}</code>),
  },
];

/** The audit log, newest first, filtered by actor and target: the changes, and the reads when asked for. */
export function AuditTab() {
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const filters = useFilterForm({ actor: '', target: '' }, auditFilterSchema, ({ actor, target }) =>
    setQuery({ actor: actor || undefined, target: target || undefined, page: 1 }),
  );
  const result = useAudit(query);

  return (
    <section className="admin-section" aria-label={copy.tabs.audit}>
      <FilterBar
        form={filters}
        submitLabel={copy.search.submit}
        className="admin-filters"
        after={
          <Switch
            label={text.viewsLabel}
            description={text.viewsDescription}
            checked={query.views === true}
            onCheckedChange={(views) => setQuery({ ...query, views, page: 1 })}
          />
        }
      >
        <FilterField name="actor" label={text.actorLabel} maxLength={EMAIL_MAX_LENGTH} className="admin-filters__search" />
        <FilterField name="target" label={text.targetLabel} maxLength={255} className="admin-filters__search" />
      </FilterBar>
      <AdminListing
        result={result}
        rows={result.data?.entries}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        words={text}
        label={copy.tabs.audit}
        onPage={(page) => setQuery({ ...query, page })}
      />
    </section>
  );
}
