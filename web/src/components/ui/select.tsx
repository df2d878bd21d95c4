import type { SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import './field.css';

/** A native select in the design system's look (the field's frame, a chevron of its own); the options are its children. */
export function Select({ className, ...selectProps }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className="select">
      <select {...selectProps} className={classNames('form-field__control', 'select__control', className)} />
    </span>
  );
}
