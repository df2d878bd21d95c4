import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps, type FramedProps } from './field-frame';

type FileFieldProps = Omit<FramedProps<InputHTMLAttributes<HTMLInputElement>>, 'type' | 'multiple'> & Omit<FieldFrameProps, 'children'>;

/**
 * A labelled file picker bound to Formik: the field's value is the chosen File, or null. The
 * browser keeps the file input's own value, so a reset form leaves the name shown until the
 * form is mounted again (`key`).
 */
export function FileField({ name, label, optional, hint, className, ...inputProps }: FileFieldProps) {
  const [, , helpers] = useField<File | null>(name);
  return (
    <FieldFrame name={name} label={label} optional={optional} hint={hint}>
      {({ value: _value, onChange: _onChange, ...control }) => (
        <input
          {...inputProps}
          {...control}
          type="file"
          className={['form-field__control', className].filter(Boolean).join(' ')}
          onChange={(event) => void helpers.setValue(event.currentTarget.files?.[0] ?? null)}
        />
      )}
    </FieldFrame>
  );
}
