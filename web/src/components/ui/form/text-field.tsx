import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
>;

export interface TextFieldProps extends NativeInputProps {
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
}

/** A labelled single-line input bound to Formik (text, email, tel…). */
export function TextField({ name, label, optional, hint, type = 'text', className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} optional={optional} hint={hint}>
      {(control) => <input {...inputProps} {...control} type={type} className={['form-field__control', className].filter(Boolean).join(' ')} />}
    </FieldFrame>
  );
}
