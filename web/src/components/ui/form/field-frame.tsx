import { useField, type FieldInputProps } from 'formik';
import { useId, type ReactNode } from 'react';
import './form.css';

/** What every field control gets: its id, name, value handlers and the accessible state of its error. */
export interface BoundControl {
  id: string;
  name: string;
  value: string;
  onChange: FieldInputProps<string>['onChange'];
  onBlur: FieldInputProps<string>['onBlur'];
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldFrameProps {
  /** The Formik field name; also the control's `name`. */
  name: string;
  label: string;
  /** Marks the label "(optional)"; otherwise the control is announced as required. */
  optional?: boolean;
  children: (control: BoundControl) => ReactNode;
}

/**
 * A labelled field bound to Formik: the label names the control, and the error text
 * (shown once the field is touched, which a submit attempt does to every field) is linked
 * with aria-describedby and flags the control aria-invalid.
 */
export function FieldFrame({ name, label, optional = false, children }: FieldFrameProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const controlId = `${id}-control`;
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={controlId}>
        {label}
        {optional && <span className="form-field__optional"> (optional)</span>}
      </label>
      {children({
        id: controlId,
        name: field.name,
        value: field.value ?? '',
        onChange: field.onChange,
        onBlur: field.onBlur,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': optional ? undefined : true,
      })}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
