import { TextField } from './text-field';

/** An email address (the field `email`), which browsers and password managers fill in. */
export function EmailField({ copy }: { copy: { label: string; placeholder: string } }) {
  return <TextField name="email" type="email" label={copy.label} placeholder={copy.placeholder} autoComplete="email" />;
}
