import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './field.css';

interface FieldProps {
  /** The id of the control the label names. */
  controlId: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Field layout: the label above its control, spaced as every form of the site is (a form's fields add hints and errors: form/field-frame). */
export function Field({ controlId, label, className, children }: FieldProps) {
  return (
    <div className={classNames('form-field', className)}>
      <label className="form-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children}
    </div>
  );
}
