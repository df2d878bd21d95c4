import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { useState } from 'react';
import { Switch } from '../../../components/ui/switch';
import { adminCopy as copy } from '../../../content/admin';
import { useAudit, type AuditQuery } from '../api/list-audit';
import { AdminListing } from './admin-listing';
import { auditFilterSchema } from '../schemas';
import { FilterField, FilterForm, useFilterForm } from './filter-form';
import { formatInstant } from './format';

/** The audit log, newest first, filtered by actor and target: the changes, and the reads when asked for. */
export function AuditTab() {
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const filters = useFilterForm({ actor: '', target: '' }, auditFilterSchema, ({ actor, target }) =>
    setQuery({ actor: actor || undefined, target: target || undefined, page: 1 }),
  );
  const result = useAudit(query);
  const columns = copy.audit.columns;

  return (
    <section className="admin-section" aria-label={copy.tabs.audit}>
      <FilterForm
        form={filters}
        after={
          <Switch
            label={copy.audit.viewsLabel}
            description={copy.audit.viewsDescription}
            checked={query.views === true}
            onCheckedChange={(views) => setQuery({ ...query, views, page: 1 })}
          />
        }
      >
        <FilterField name="actor" label={copy.audit.actorLabel} maxLength={EMAIL_MAX_LENGTH} />
        <FilterField name="target" label={copy.audit.targetLabel} maxLength={255} />
      </FilterForm>
      <AdminListing
        result={result}
        caption={copy.audit.caption}
        headers={[columns.at, columns.actor, columns.action, columns.target, columns.ip, columns.change]}
        rowCount={result.data?.entries.length ?? 0}
        empty={copy.audit.empty}
        label={copy.tabs.audit}
        onPage={(page) => setQuery({ ...query, page })}
      >
        {result.data?.entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
            </td>
            <td>{entry.actor.email}</td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>
              {entry.target.type} <code>{entry.target.id}</code>
            </td>
            <td>{entry.actor.ip}</td>
            <td>{entry.before === null && entry.after === null ? '' : <code>{`${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)}`}</code>}</td>
          </tr>
        ))}
      </AdminListing>
    </section>
  );
}
