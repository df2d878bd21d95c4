import { nameFieldsCopy as copy } from '../../../content/form-fields';
import { TextField } from './text-field';

/** A customer's first and last name side by side, then the company: all optional (`firstName`, `lastName`, `company`). */
export function NameFields() {
  return (
    <>
      <div className="form-grid__row">
        <TextField name="firstName" label={copy.firstName.label} placeholder={copy.firstName.placeholder} autoComplete="given-name" optional />
        <TextField name="lastName" label={copy.lastName.label} placeholder={copy.lastName.placeholder} autoComplete="family-name" optional />
      </div>
      <TextField name="company" label={copy.company.label} placeholder={copy.company.placeholder} autoComplete="organization" optional />
    </>
  );
}
