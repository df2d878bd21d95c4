import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { adminCopy as copy } from '../../../content/admin';
import { FilterField } from './filter-form';

/** The search box of a console listing's filters (Formik's field `q`), labelled Search; its form sends it. */
export function SearchField({ placeholder }: { placeholder: string }) {
  return <FilterField name="q" type="search" label={copy.search.label} placeholder={placeholder} maxLength={EMAIL_MAX_LENGTH} />;
}
