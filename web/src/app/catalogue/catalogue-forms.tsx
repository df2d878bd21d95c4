import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { object, string } from 'yup';
import { FilterBar, FilterField, FilterSelect, useFilterForm } from '../../components/ui/filter-bar';
import { Field } from '../../components/ui/field';
import { FormFrame, SelectField, TextareaField, TextField } from '../../components/ui/form';
import { Select } from '../../components/ui/select';
import { CatalogueSection } from './catalogue-section';

const PLANS = [
  { value: 'standard', label: 'Standard' },
  { value: 'professional', label: 'Professional' },
] as const;

const filterSchema = object({ q: string().trim().default('') });

/** Select and field layout, a form with its errors shown, and a filter bar. */
export function CatalogueForms() {
  const selectId = useId();
  const [plan, setPlan] = useState<'standard' | 'professional' | ''>('');
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik({
    initialValues: { email: 'ada@', plan: '', message: '' },
    initialTouched: { email: true, plan: true },
    initialErrors: { email: 'Enter a valid email address.', plan: 'Choose a plan.' },
    onSubmit: () => undefined,
  });
  const filters = useFilterForm({ q: '' }, filterSchema, () => undefined);
  return (
    <>
      <CatalogueSection id="select" title="Select, Field">
        <Field controlId={selectId} label="Plan">
          <Select id={selectId} defaultValue="standard">
            <option value="standard">Standard</option>
            <option value="professional">Professional</option>
          </Select>
        </Field>
      </CatalogueSection>

      <CatalogueSection id="form" title="Form fields, SubmitButton">
        <FormFrame form={{ formik, formRef }} words={{ formLabel: 'Catalogue form', submit: { label: 'Send', busyLabel: 'Sending…' } }}>
          <TextField name="email" type="email" label="Email" />
          <SelectField name="plan" label="Plan" placeholder="Choose a plan" options={PLANS} />
          <TextareaField name="message" label="Message" optional />
        </FormFrame>
      </CatalogueSection>

      <CatalogueSection id="filter-bar" title="FilterBar">
        <FilterBar form={filters} submitLabel="Search">
          <FilterField name="q" type="search" label="Search" placeholder="Name or email" />
          <FilterSelect label="Plan" value={plan} options={PLANS} anyLabel="Any plan" onChange={setPlan} />
        </FilterBar>
      </CatalogueSection>
    </>
  );
}
