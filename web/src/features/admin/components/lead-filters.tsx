import { LEAD_PIPELINES, LEAD_TYPES, type LeadStatus, type LeadType } from '@pointforge/domain';
import { useId } from 'react';
import { adminCopy as copy, LEAD_STATUS_LABELS } from '../../../content/admin';
import type { LeadsQuery } from '../api/list-leads';
import { searchSchema } from '../schemas';
import { FilterForm, useFilterForm } from './filter-form';
import { SearchField } from './search-field';

interface LeadFiltersProps {
  query: LeadsQuery;
  onChange: (query: LeadsQuery) => void;
}

/** Type and status apply at once; the search when sent (Enter or the button). Any change goes back to page 1. */
export function LeadFilters({ query, onChange }: LeadFiltersProps) {
  const id = useId();
  const filters = useFilterForm({ q: query.q ?? '' }, searchSchema, ({ q }) => onChange({ ...query, q: q || undefined, page: 1 }));
  const statuses = Object.keys(LEAD_PIPELINES[query.type]) as LeadStatus[];

  return (
    <FilterForm form={filters}>
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
      <SearchField placeholder={copy.leads.searchPlaceholder} />
    </FilterForm>
  );
}
