import { FormikProvider, useField, useFormik, type FormikProps, type FormikValues } from 'formik';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Button } from './button';
import { classNames } from './class-names';
import { Field } from './field';
import { Select } from './select';
import './filter-bar.css';
import { SelectOptions } from './form/select-field';

/** Formik for a listing's filters: a search hands `onSearch` the values as `schema` casts them (trimmed). */
export function useFilterForm<Values extends FormikValues>(initialValues: Values, schema: AnyObjectSchema, onSearch: (values: Values) => void) {
  return useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values, { setSubmitting }) => {
      onSearch(schema.cast(values) as Values);
      setSubmitting(false);
    },
  });
}

interface FilterBarProps<Values extends FormikValues> {
  /** What useFilterForm returned: the text filters, sent together. */
  form: FormikProps<Values>;
  /** The button that sends them (as Enter does). */
  submitLabel: string;
  className?: string;
  children: ReactNode;
  /** What applies at once, after the button (a switch). */
  after?: ReactNode;
}

/** A listing's filter bar, a search landmark: its fields, the button that sends them, and what applies at once after it. */
export function FilterBar<Values extends FormikValues>({ form, submitLabel, className, children, after }: FilterBarProps<Values>) {
  return (
    <FormikProvider value={form}>
      <form role="search" className={classNames('filter-bar', className)} onSubmit={form.handleSubmit}>
        {children}
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
        {after}
      </form>
    </FormikProvider>
  );
}

interface FilterFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'maxLength'> {
  /** The Formik field name. */
  name: string;
  label: string;
  className?: string;
}

/** A text box of a filter bar, bound to Formik: sent with the bar. */
export function FilterField({ name, label, className, ...inputProps }: FilterFieldProps) {
  const [field] = useField<string>(name);
  const id = useId();
  return (
    <Field controlId={id} label={label} className={className}>
      <input {...inputProps} {...field} id={id} className="form-field__control" />
    </Field>
  );
}

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  /** The first choice, which filters nothing ("Any status"); none when a choice is always made. */
  anyLabel?: string;
  onChange: (value: Value | '') => void;
}

/** A choice of a filter bar that applies at once. */
export function FilterSelect<Value extends string>({ label, value, options, anyLabel, onChange }: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <Field controlId={id} label={label}>
      <Select id={id} value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as Value | '')}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        <SelectOptions options={options} />
      </Select>
    </Field>
  );
}
