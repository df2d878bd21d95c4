import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
>;

export interface TextareaFieldProps extends NativeTextareaProps {
  name: string;
  label: string;
  optional?: boolean;
}

/** A labelled multi-line text box bound to Formik. */
export function TextareaField({ name, label, optional, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame name={name} label={label} optional={optional}>
      {(control) => <textarea {...textareaProps} {...control} className={['form-field__control', className].filter(Boolean).join(' ')} />}
    </FieldFrame>
  );
}
