import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { FilterField } from '../../../components/ui/filter-bar';
import { adminCopy as copy } from '../../../content/admin';

/** The search box of a console listing's filters (Formik's field `q`), labelled Search; its form sends it. */
export function SearchField({ placeholder }: { placeholder: string }) {
  return <FilterField name="q" type="search" label={copy.search.label} placeholder={placeholder} maxLength={EMAIL_MAX_LENGTH} />;
}
