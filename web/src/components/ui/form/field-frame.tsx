import { useField, type FieldInputProps } from 'formik';
import { useId, type ReactNode } from 'react';
import '../field.css';
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

/** What a field control's own props leave to FieldFrame. */
export type FramedProps<NativeProps> = Omit<NativeProps, keyof BoundControl>;

export interface FieldFrameProps {
  /** The Formik field name; also the control's `name`. */
  name: string;
  label: string;
  /** Marks the label "(optional)"; otherwise the control is announced as required. */
  optional?: boolean;
  /** A line under the label that says what to enter; the control is described by it. */
  hint?: string;
  children: (control: BoundControl) => ReactNode;
}

/**
 * A labelled field bound to Formik: the label names the control, and the hint and the error
 * text (shown once the field is touched, which a submit attempt does to every field) are
 * linked with aria-describedby; an error flags the control aria-invalid.
 */
export function FieldFrame({ name, label, optional = false, hint, children }: FieldFrameProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const controlId = `${id}-control`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = meta.touched ? meta.error : undefined;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={controlId}>
        {label}
        {optional && <span className="form-field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        name: field.name,
        value: field.value ?? '',
        onChange: field.onChange,
        onBlur: field.onBlur,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
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
