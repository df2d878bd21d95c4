import type { BillingProfile } from '@pointforge/domain';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormFrame, SelectField, TextField, useSendForm, type SubmitLabels } from '../../../components/ui/form';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { useToast } from '../../../components/ui/toast';
import { billingDetailsCopy as copy } from '../../../content/billing-profile';
import { COUNTRY_OPTIONS } from '../../../lib/country-options';
import { useSaveBillingProfile } from '../api/save-billing-profile';
// The buttons' row is the design system's ButtonRow (FormFrame takes its class, not the component): its styles come with it.
import '../../../components/ui/button-row.css';
import { billingDetailsSchema, billingDetailsValues, billingProfileOf, type BillingDetailsValues } from '../billing-details-schema';

const KIND_OPTIONS = (['company', 'person'] as const).map((kind) => ({ value: kind, label: copy.kind.names[kind] }));

interface BillingDetailsFormProps {
  /** The stored profile the form starts from; null before the first save. */
  profile: BillingProfile | null;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The submit button's words: "Save Billing Details" on the Profile tab, "Save and Continue" at checkout. */
  submit?: SubmitLabels;
  /** One field under another, for a narrow column (the checkout's); else pairs side by side on wide screens. */
  stacked?: boolean;
  /** The row's buttons after the submit button (Cancel, Skip); they may read the form's values. */
  actionsAfter?: ReactNode;
  /** After the API stored the profile (answered as stored). */
  onSaved?: (profile: BillingProfile) => void;
}

/**
 * The billing details form, wherever it is asked for (the Profile tab's card, the checkout):
 * whom invoices are made out to, saved whole by PUT /api/billing/profile, checked first by
 * the domain's own rules (billingDetailsSchema). A save is confirmed with a toast.
 */
export function BillingDetailsForm({ profile, labelledBy, submit = copy.submit, stacked = false, actionsAfter, onSaved }: BillingDetailsFormProps) {
  const { toast } = useToast();
  const { trigger } = useSaveBillingProfile();

  const form = useSendForm({
    initialValues: billingDetailsValues(profile),
    validationSchema: billingDetailsSchema,
    send: (values: BillingDetailsValues) => trigger(billingProfileOf(values)),
    onSent: (reply, { resetForm }) => {
      resetForm({ values: billingDetailsValues(reply.profile) });
      toast({ ...copy.success, variant: 'success' });
      onSaved?.(reply.profile);
    },
    onFailed: (failure) => {
      console.error(copy.failureLog, failure);
      toast({ ...copy.failure, variant: 'destructive' });
    },
  });

  return (
    <FormFrame form={form} labelledBy={labelledBy} words={{ submit }} actionsClassName="button-row" actionsAfter={actionsAfter}>
      <BillingDetailsFields stacked={stacked} />
    </FormFrame>
  );
}

/** Two fields side by side on wide screens, or one under the other when the form is stacked. */
function FieldPair({ stacked, children }: { stacked: boolean; children: ReactNode }) {
  return stacked ? <>{children}</> : <div className="form-grid__row">{children}</div>;
}

function BillingDetailsFields({ stacked }: { stacked: boolean }) {
  const { values, setFieldValue } = useFormikContext<BillingDetailsValues>();
  return (
    <>
      <div className="form-field">
        <span className="form-field__label" aria-hidden="true">
          {copy.kind.label}
        </span>
        <ToggleGroup
          label={copy.kind.label}
          align="start"
          options={KIND_OPTIONS}
          selected={values.kind}
          onSelect={(kind) => void setFieldValue('kind', kind)}
        />
      </div>
      <TextField name="legalName" label={copy.legalName.label[values.kind]} autoComplete={values.kind === 'company' ? 'organization' : 'name'} />
      <FieldPair stacked={stacked}>
        <TextField name="addressLine1" label={copy.addressLine1.label} autoComplete="address-line1" />
        <TextField name="addressLine2" label={copy.addressLine2.label} autoComplete="address-line2" optional />
      </FieldPair>
      <FieldPair stacked={stacked}>
        <TextField name="city" label={copy.city.label} autoComplete="address-level2" />
        <TextField name="region" label={copy.region.label} autoComplete="address-level1" optional />
      </FieldPair>
      <FieldPair stacked={stacked}>
        <TextField name="postalCode" label={copy.postalCode.label} autoComplete="postal-code" optional />
        <SelectField name="country" label={copy.country.label} placeholder={copy.country.placeholder} options={COUNTRY_OPTIONS} autoComplete="country" />
      </FieldPair>
      <TextField name="vatNumber" label={copy.vatNumber.label} hint={copy.vatNumber.hint} optional />
    </>
  );
}
