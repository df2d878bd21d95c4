import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { adminCopy as copy } from '../../../content/admin';

interface SearchFieldProps {
  id: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/** The search box of a console listing's filters, labelled Search; its form sends it. */
export function SearchField({ id, value, placeholder, onChange }: SearchFieldProps) {
  return (
    <div className="form-field admin-filters__search">
      <label className="form-field__label" htmlFor={id}>
        {copy.search.label}
      </label>
      <input id={id} type="search" className="form-field__control" placeholder={placeholder} maxLength={EMAIL_MAX_LENGTH} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
