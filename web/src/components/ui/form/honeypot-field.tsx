import { useField } from 'formik';
import { useId } from 'react';
import './form.css';

export interface HoneypotFieldProps {
  /** A name bots like to fill (`website`); the server treats any value as a bot. */
  name: string;
  label: string;
}

/**
 * A trap for bots that fill in every field: out of sight, hidden from assistive technology,
 * out of the tab order and never autofilled, so people leave it empty.
 */
export function HoneypotField({ name, label }: HoneypotFieldProps) {
  const [field] = useField<string>(name);
  const id = useId();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input {...field} value={field.value ?? ''} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
