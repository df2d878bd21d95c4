import { FormikProvider, useField, useFormik, type FormikProps, type FormikValues } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Button } from '../../../components/ui/button';
import { adminCopy as copy } from '../../../content/admin';

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

/** A listing's filter bar: its fields, the Search button that sends them (as Enter does), and what applies at once after it. */
export function FilterForm<Values extends FormikValues>({ form, children, after }: { form: FormikProps<Values>; children: ReactNode; after?: ReactNode }) {
  return (
    <FormikProvider value={form}>
      <form role="search" className="admin-filters" onSubmit={form.handleSubmit}>
        {children}
        <Button type="submit" variant="secondary">
          {copy.search.submit}
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
}

/** A text box of a filter bar, bound to Formik. */
export function FilterField({ name, label, ...inputProps }: FilterFieldProps) {
  const [field] = useField<string>(name);
  const id = useId();
  return (
    <div className="form-field admin-filters__search">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input {...inputProps} {...field} id={id} className="form-field__control" />
    </div>
  );
}
