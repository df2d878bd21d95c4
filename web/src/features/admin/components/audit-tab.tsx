import { AUDIT_ACTIONS, EMAIL_MAX_LENGTH, type AuditAction } from '@pointforge/domain';
import { useState } from 'react';
import type { DataColumn } from '../../../components/ui/data-table';
import { FilterBar, FilterField, FilterSelect, useFilterForm } from '../../../components/ui/filter-bar';
import { Switch } from '../../../components/ui/switch';
import { adminCopy as copy, AUDIT_ACTION_LABELS } from '../../../content/admin';
import { useCursorTrail } from '../api/admin-query';
import { auditKey, useAudit, type AuditQuery, type AuditRow } from '../api/list-audit';
import { auditFilterSchema } from '../schemas';
import { AdminListing } from './admin-listing';
import { AuditChangeList } from './audit-change-list';
import { Instant } from './instant';

const text = copy.audit;

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

const actionLabel = (action: string): string => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

const COLUMNS: readonly DataColumn<AuditRow>[] = [
  { header: text.columns.at, cell: (entry) => <Instant value={entry.at} /> },
  { header: text.columns.actor, cell: (entry) => entry.actor.email },
  { header: text.columns.action, cell: (entry) => actionLabel(entry.action) },
  {
    header: text.columns.target,
    cell: (entry) => (
      <>
        {entry.target.type.replaceAll('_', ' ')} <code>{entry.target.id}</code>
      </>
    ),
  },
  { header: text.columns.ip, cell: (entry) => entry.actor.ip },
  { header: text.columns.change, cell: (entry) => <AuditChangeList before={entry.before} after={entry.after} /> },
];

/** The start of a day (yyyy-mm-dd) in the reader's time zone, `days` later, as the instant the API filters by. */
function dayStart(day: string, days = 0): string | undefined {
  if (!day) return undefined;
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + days);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/**
 * The audit log, newest first: the changes, and the reads when asked for; filtered by action
 * (at once), and by actor, target and days (the reader's, both included) when searched.
 */
export function AuditTab() {
  const [query, setQuery] = useState<AuditQuery>({});
  const filters = useFilterForm({ actor: '', target: '', from: '', to: '' }, auditFilterSchema, ({ actor, target, from, to }) =>
    setQuery({ ...query, actor: actor || undefined, target: target || undefined, from: dayStart(from), to: dayStart(to, 1) }),
  );
  const trail = useCursorTrail(auditKey(query));
  const result = useAudit(query, trail.cursor);

  return (
    <section className="admin-section" aria-label={copy.tabs.audit}>
      <FilterBar
        form={filters}
        submitLabel={copy.search.submit}
        after={
          <Switch
            label={text.viewsLabel}
            description={text.viewsDescription}
            checked={query.views === true}
            onCheckedChange={(views) => setQuery({ ...query, views })}
          />
        }
      >
        <FilterSelect
          label={text.actionLabel}
          value={query.action ?? ''}
          options={ACTION_OPTIONS}
          anyLabel={text.anyAction}
          onChange={(action) => setQuery({ ...query, action: action || undefined })}
        />
        <FilterField name="actor" label={text.actorLabel} maxLength={EMAIL_MAX_LENGTH} />
        <FilterField name="target" label={text.targetLabel} maxLength={255} />
        <FilterField name="from" type="date" label={text.fromLabel} />
        <FilterField name="to" type="date" label={text.toLabel} />
      </FilterBar>
      <AdminListing
        result={result}
        rows={result.data?.entries}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        words={text}
        label={copy.tabs.audit}
        trail={trail}
      />
    </section>
  );
}
