import { LEAD_PIPELINES, LEAD_TYPES, type LeadStatus, type LeadType } from '@pointforge/domain';
import { FilterBar, FilterSelect, useFilterForm } from '../../../components/ui/filter-bar';
import { adminCopy as copy } from '../../../content/admin';
import { LEAD_STATUS_LABELS } from '../../../content/status-labels';
import type { LeadsQuery } from '../api/list-leads';
import { searchSchema } from '../schemas';
import { SearchField } from './search-field';

interface LeadFiltersProps {
  query: LeadsQuery;
  onChange: (query: LeadsQuery) => void;
}

const TYPE_OPTIONS = LEAD_TYPES.map((type) => ({ value: type, label: copy.leads.types[type] }));

/** Type and status apply at once; the search when sent (Enter or the button). Any change goes back to page 1. */
export function LeadFilters({ query, onChange }: LeadFiltersProps) {
  const filters = useFilterForm({ q: query.q ?? '' }, searchSchema, ({ q }) => onChange({ ...query, q: q || undefined }));
  const statuses = (Object.keys(LEAD_PIPELINES[query.type]) as LeadStatus[]).map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status].label }));

  return (
    <FilterBar form={filters} submitLabel={copy.search.submit}>
      <FilterSelect
        label={copy.leads.typeLabel}
        value={query.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type: type as LeadType, q: query.q })}
      />
      <FilterSelect
        label={copy.leads.statusLabel}
        value={query.status ?? ''}
        options={statuses}
        anyLabel={copy.leads.anyStatus}
        onChange={(status) => onChange({ ...query, status: status || undefined })}
      />
      <SearchField placeholder={copy.leads.searchPlaceholder} />
    </FilterBar>
  );
}
