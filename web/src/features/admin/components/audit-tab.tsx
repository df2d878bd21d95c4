import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { adminCopy as copy } from '../../../content/admin';
import { useAudit, type AuditQuery } from '../api/list-audit';
import { AdminListing } from './admin-listing';
import { formatInstant } from './format';

/** The audit log, newest first, filtered by actor and target: the changes, and the reads when asked for. */
export function AuditTab() {
  const id = useId();
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const result = useAudit(query);
  const columns = copy.audit.columns;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery({ actor: actor.trim() || undefined, target: target.trim() || undefined, page: 1 });
  }

  return (
    <section className="admin-section" aria-label={copy.tabs.audit}>
      <form role="search" className="admin-filters" onSubmit={submit}>
        <div className="form-field admin-filters__search">
          <label className="form-field__label" htmlFor={`${id}-actor`}>
            {copy.audit.actorLabel}
          </label>
          <input id={`${id}-actor`} className="form-field__control" maxLength={EMAIL_MAX_LENGTH} value={actor} onChange={(event) => setActor(event.target.value)} />
        </div>
        <div className="form-field admin-filters__search">
          <label className="form-field__label" htmlFor={`${id}-target`}>
            {copy.audit.targetLabel}
          </label>
          <input id={`${id}-target`} className="form-field__control" maxLength={255} value={target} onChange={(event) => setTarget(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {copy.search.submit}
        </Button>
        <Switch
          label={copy.audit.viewsLabel}
          description={copy.audit.viewsDescription}
          checked={query.views === true}
          onCheckedChange={(views) => setQuery({ ...query, views, page: 1 })}
        />
      </form>
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
