import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps, type FramedProps } from './field-frame';

type TextareaFieldProps = FramedProps<TextareaHTMLAttributes<HTMLTextAreaElement>> & Omit<FieldFrameProps, 'children' | 'hint'>;

/** A labelled multi-line text box bound to Formik. */
export function TextareaField({ name, label, optional, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame name={name} label={label} optional={optional}>
      {(control) => <textarea {...textareaProps} {...control} className={['form-field__control', className].filter(Boolean).join(' ')} />}
    </FieldFrame>
  );
}
