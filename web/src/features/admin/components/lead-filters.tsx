import { LEAD_PIPELINES, LEAD_TYPES, type LeadStatus, type LeadType } from '@pointforge/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { adminCopy as copy, LEAD_STATUS_LABELS } from '../../../content/admin';
import type { LeadsQuery } from '../api/list-leads';
import { SearchField } from './search-field';

interface LeadFiltersProps {
  query: LeadsQuery;
  onChange: (query: LeadsQuery) => void;
}

/** Type and status apply at once; the search when sent (Enter or the button). Any change goes back to page 1. */
export function LeadFilters({ query, onChange }: LeadFiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(query.q ?? '');
  const statuses = Object.keys(LEAD_PIPELINES[query.type]) as LeadStatus[];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...query, q: search.trim() || undefined, page: 1 });
  }

  return (
    <form role="search" className="admin-filters" onSubmit={submit}>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-type`}>
          {copy.leads.typeLabel}
        </label>
        <select
          id={`${id}-type`}
          className="form-field__control"
          value={query.type}
          onChange={(event) => onChange({ type: event.target.value as LeadType, q: query.q, page: 1 })}
        >
          {LEAD_TYPES.map((type) => (
            <option key={type} value={type}>
              {copy.leads.types[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-status`}>
          {copy.leads.statusLabel}
        </label>
        <select
          id={`${id}-status`}
          className="form-field__control"
          value={query.status ?? ''}
          onChange={(event) => onChange({ ...query, status: (event.target.value || undefined) as LeadStatus | undefined, page: 1 })}
        >
          <option value="">{copy.leads.anyStatus}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <SearchField id={`${id}-q`} value={search} placeholder={copy.leads.searchPlaceholder} onChange={setSearch} />
      <Button type="submit" variant="secondary">
        {copy.search.submit}
      </Button>
    </form>
  );
}
