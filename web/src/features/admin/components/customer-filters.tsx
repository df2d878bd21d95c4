import { LICENSE_PLANS, SUBSCRIPTION_STATUSES, CUSTOMER_STAGES } from '@pointforge/domain';
import { FilterBar, FilterSelect, useFilterForm } from '../../../components/ui/filter-bar';
import { adminCopy as copy } from '../../../content/admin';
import { CUSTOMER_STAGE_LABELS, PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../../content/status-labels';
import type { CustomersQuery, YesNo } from '../api/list-customers';
import { searchSchema } from '../schemas';
import { SearchField } from './search-field';

interface CustomerFiltersProps {
  query: CustomersQuery;
  onChange: (query: CustomersQuery) => void;
}

const text = copy.customers.filters;
const PLAN_OPTIONS = LICENSE_PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: SUBSCRIPTION_STATUS_LABELS[status].label }));
const STAGE_OPTIONS = CUSTOMER_STAGES.map((stage) => ({ value: stage, label: CUSTOMER_STAGE_LABELS[stage] }));
const yesNoOptions = (words: Record<YesNo, string>) => (['yes', 'no'] as const).map((value) => ({ value, label: words[value] }));

/** Plan, subscription status, trial or paying, verified and 2FA apply at once; the search when sent. Any change goes back to page 1. */
export function CustomerFilters({ query, onChange }: CustomerFiltersProps) {
  const filters = useFilterForm({ q: query.q ?? '' }, searchSchema, ({ q }) => onChange({ ...query, q: q || undefined }));
  const set =
    <Key extends keyof CustomersQuery>(key: Key) =>
    (value: CustomersQuery[Key] | '') =>
      onChange({ ...query, [key]: value || undefined });

  return (
    <FilterBar form={filters} submitLabel={copy.search.submit}>
      <FilterSelect label={text.plan} value={query.plan ?? ''} options={PLAN_OPTIONS} anyLabel={text.anyPlan} onChange={set('plan')} />
      <FilterSelect label={text.status} value={query.status ?? ''} options={STATUS_OPTIONS} anyLabel={text.anyStatus} onChange={set('status')} />
      <FilterSelect label={text.stage} value={query.stage ?? ''} options={STAGE_OPTIONS} anyLabel={text.anyStage} onChange={set('stage')} />
      <FilterSelect label={text.verified} value={query.verified ?? ''} options={yesNoOptions(text.yesNo)} anyLabel={text.either} onChange={set('verified')} />
      <FilterSelect
        label={text.twoFactor}
        value={query.twoFactor ?? ''}
        options={yesNoOptions(text.onOff)}
        anyLabel={text.either}
        onChange={set('twoFactor')}
      />
      <SearchField placeholder={copy.customers.searchPlaceholder} />
    </FilterBar>
  );
}
