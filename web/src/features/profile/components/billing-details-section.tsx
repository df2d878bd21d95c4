import type { BillingProfile } from '@pointforge/domain';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { FormFrame, SelectField, TextField, useSendForm } from '../../../components/ui/form';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { useToast } from '../../../components/ui/toast';
import { billingDetailsCopy as copy } from '../../../content/billing-profile';
import { COUNTRY_OPTIONS } from '../../../lib/country-options';
import { useBillingProfile } from '../api/get-billing-profile';
import { useSaveBillingProfile } from '../api/save-billing-profile';
import { billingDetailsSchema, billingProfileOf, type BillingDetailsValues } from '../billing-details-schema';
import { ProfileCard } from './profile-card';

const KIND_OPTIONS = (['company', 'person'] as const).map((kind) => ({ value: kind, label: copy.kind.names[kind] }));

/** What the form starts from: the stored profile, blanks as empty fields; a company with nothing filled in before the first save. */
function billingDetailsValues(profile: BillingProfile | null): BillingDetailsValues {
  return {
    kind: profile?.kind ?? 'company',
    legalName: profile?.legalName ?? '',
    addressLine1: profile?.addressLine1 ?? '',
    addressLine2: profile?.addressLine2 ?? '',
    city: profile?.city ?? '',
    region: profile?.region ?? '',
    postalCode: profile?.postalCode ?? '',
    country: profile?.country ?? '',
    vatNumber: profile?.vatNumber ?? '',
  };
}

/**
 * The Profile tab's "Billing Details" card: whom invoices are made out to (GET and PUT
 * /api/billing/profile). The form waits for the stored profile, then starts from it.
 */
export function BillingDetailsSection() {
  const headingId = useId();
  const { profile, error } = useBillingProfile();

  let body;
  if (profile !== undefined) body = <BillingDetailsForm profile={profile} headingId={headingId} />;
  else if (error)
    body = (
      <Notice tone="danger" role="alert">
        {copy.loadFailure}
      </Notice>
    );
  else body = <Spinner label={copy.loading} />;

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro} wide>
      {body}
    </ProfileCard>
  );
}

function BillingDetailsForm({ profile, headingId }: { profile: BillingProfile | null; headingId: string }) {
  const { toast } = useToast();
  const { trigger } = useSaveBillingProfile();

  const form = useSendForm({
    initialValues: billingDetailsValues(profile),
    validationSchema: billingDetailsSchema,
    send: (values: BillingDetailsValues) => trigger(billingProfileOf(values)),
    onSent: (reply, { resetForm }) => {
      resetForm({ values: billingDetailsValues(reply.profile) });
      toast({ ...copy.success, variant: 'success' });
    },
    onFailed: (failure) => {
      console.error(copy.failureLog, failure);
      toast({ ...copy.failure, variant: 'destructive' });
    },
  });

  return (
    <FormFrame form={form} labelledBy={headingId} words={copy} actionsClassName="profile-card__actions">
      <BillingDetailsFields />
    </FormFrame>
  );
}

function BillingDetailsFields() {
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
      <div className="form-grid__row">
        <TextField name="addressLine1" label={copy.addressLine1.label} autoComplete="address-line1" />
        <TextField name="addressLine2" label={copy.addressLine2.label} autoComplete="address-line2" optional />
      </div>
      <div className="form-grid__row">
        <TextField name="city" label={copy.city.label} autoComplete="address-level2" />
        <TextField name="region" label={copy.region.label} autoComplete="address-level1" optional />
      </div>
      <div className="form-grid__row">
        <TextField name="postalCode" label={copy.postalCode.label} autoComplete="postal-code" optional />
        <SelectField name="country" label={copy.country.label} placeholder={copy.country.placeholder} options={COUNTRY_OPTIONS} autoComplete="country" />
      </div>
      <TextField name="vatNumber" label={copy.vatNumber.label} hint={copy.vatNumber.hint} optional />
    </>
  );
}
