import type { SelectHTMLAttributes } from 'react';
import { Select } from '../select';
import { FieldFrame, type FieldFrameProps, type FramedProps } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<FramedProps<SelectHTMLAttributes<HTMLSelectElement>>, 'children'>, Omit<FieldFrameProps, 'children' | 'hint'> {
  options: readonly SelectOption[];
  /** The text of the empty first option, shown until a choice is made. */
  placeholder: string;
}

/** A labelled native select bound to Formik; its empty first option stands for "nothing chosen". */
export function SelectField({ name, label, options, placeholder, optional, className, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} optional={optional}>
      {(control) => (
        <Select {...selectProps} {...control} className={className}>
          <option value="">{placeholder}</option>
          <SelectOptions options={options} />
        </Select>
      )}
    </FieldFrame>
  );
}

/** The options of a native select, each with its value and its label. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
