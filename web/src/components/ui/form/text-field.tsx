import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps, type FramedProps } from './field-frame';

type TextFieldProps = FramedProps<InputHTMLAttributes<HTMLInputElement>> & Omit<FieldFrameProps, 'children'>;

/** A labelled single-line input bound to Formik (text, email, tel…). */
export function TextField({ name, label, optional, hint, type = 'text', className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} optional={optional} hint={hint}>
      {(control) => <input {...inputProps} {...control} type={type} className={['form-field__control', className].filter(Boolean).join(' ')} />}
    </FieldFrame>
  );
}
