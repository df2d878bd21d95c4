import type { LeadType } from '@pointforge/domain';
import { useMemo } from 'react';
import { FormFrame, HoneypotField, SelectField, TextareaField, TextField, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { useSendLead, type LeadPayload } from '../api/send-lead';
import { ERROR_TOAST_TITLE, HONEYPOT_LABEL, leadFormCopy, type LeadFormCopy } from '../copy';
import { leadSchemas } from '../schemas';

type FieldName<Kind extends LeadType> = Exclude<keyof LeadPayload<Kind>, 'website'> & string;

/** One field of a lead form: a text box (with what browsers may fill in), a choice, or a message box. */
export type LeadField<Kind extends LeadType> =
  | { name: FieldName<Kind>; type?: 'email'; autoComplete: string }
  | { name: FieldName<Kind>; options: readonly { value: string; label: string }[] }
  | { name: FieldName<Kind>; rows: number; optional?: boolean };

/** The fields of one row of the form, side by side on a wide screen. */
export type LeadFieldRow<Kind extends LeadType> = readonly LeadField<Kind>[];

function LeadFieldControl<Kind extends LeadType>({ field, words }: { field: LeadField<Kind>; words: LeadFormCopy['fields'][string] }) {
  const { label, placeholder } = words;
  if ('options' in field) return <SelectField name={field.name} label={label} placeholder={placeholder} options={field.options} />;
  if ('rows' in field) return <TextareaField name={field.name} label={label} placeholder={placeholder} rows={field.rows} optional={field.optional} />;
  return <TextField name={field.name} type={field.type} label={label} placeholder={placeholder} autoComplete={field.autoComplete} />;
}

/** A row's fields: side by side in a grid row when there are several. */
function LeadRow<Kind extends LeadType>({ row, copy }: { row: LeadFieldRow<Kind>; copy: LeadFormCopy }) {
  const controls = row.map((field) => <LeadFieldControl key={field.name} field={field} words={copy.fields[field.name]} />);
  return row.length > 1 ? <div className="form-grid__row">{controls}</div> : controls;
}

/** Every field empty, the honeypot too. */
function emptyLead<Kind extends LeadType>(rows: readonly LeadFieldRow<Kind>[]): LeadPayload<Kind> {
  const names = [...rows.flat().map((field) => field.name), 'website'];
  return Object.fromEntries(names.map((name) => [name, ''])) as LeadPayload<Kind>;
}

interface LeadFormProps<Kind extends LeadType> {
  kind: Kind;
  /** The form's fields, row by row. */
  fields: readonly LeadFieldRow<Kind>[];
}

/**
 * A landing page lead form (SITE-SPEC sections 2, 4, 5 and 8): the demo request or the contact
 * message, with the hidden honeypot that catches bots. Validation is submit-first; on success
 * the form empties and a toast confirms; on failure the error is logged, the server's message
 * shows in an Error toast (DECISIONS.md "Web": a failure is never silent) and its field errors
 * land on their fields.
 */
export function LeadForm<Kind extends LeadType>({ kind, fields }: LeadFormProps<Kind>) {
  const copy: LeadFormCopy = leadFormCopy[kind];
  const { trigger } = useSendLead(kind);
  const { toast, toastFailure } = useToast();
  const initialValues = useMemo(() => emptyLead(fields), [fields]);

  const form = useSendForm({
    initialValues,
    validationSchema: leadSchemas[kind],
    send: trigger,
    onSent: (_reply, { resetForm }) => {
      resetForm();
      toast({ ...copy.success, variant: 'success' });
    },
    onFailed: (error) => toastFailure(error, ERROR_TOAST_TITLE, copy.failureLog),
  });

  return (
    <FormFrame form={form} words={copy}>
      {fields.map((row) => (
        <LeadRow key={row[0].name} row={row} copy={copy} />
      ))}
      <HoneypotField name="website" label={HONEYPOT_LABEL} />
    </FormFrame>
  );
}
