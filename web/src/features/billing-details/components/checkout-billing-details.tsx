import { countryName, type BillingProfile } from '@pointforge/domain';
import { useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Spinner } from '../../../components/ui/spinner';
import { checkoutBillingDetailsCopy as copy } from '../../../content/billing-profile';
import type { BillingDetailsValues } from '../billing-details-schema';
import type { BillingDetailsStep } from '../use-billing-details-step';
import { BillingDetailsForm } from './billing-details-form';
import './billing-details.css';

interface CheckoutBillingDetailsProps {
  step: BillingDetailsStep;
  /** After a save: the country decides the VAT, so the checkout asks for its quote again. */
  onSaved: () => void;
}

/**
 * The checkout's "Billing Details" step, before PayPal: the saved details with Edit, or the
 * form (the Profile tab's, stacked for the narrow column) when none are saved or Edit was
 * pressed. A person may Skip; a company must save. When the form closes, focus moves to the
 * button that opens it again, so a keyboard user is not left on a removed element.
 */
export function CheckoutBillingDetails({ step, onSaved }: CheckoutBillingDetailsProps) {
  const headingId = useId();
  const closed = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(step.formOpen);
  useEffect(() => {
    if (wasOpen.current && !step.formOpen) closed.current?.querySelector('button')?.focus();
    wasOpen.current = step.formOpen;
  }, [step.formOpen]);

  let body;
  if (step.loadFailed) {
    body = <LoadFailure message={copy.loadFailure} retryLabel={copy.retry} onRetry={step.retry} retrying={step.retrying} retryingLabel={copy.retrying} />;
  } else if (step.profile === undefined) {
    body = <Spinner label={copy.loading} />;
  } else if (step.formOpen) {
    const profile = step.profile;
    body = (
      <BillingDetailsForm
        profile={profile}
        labelledBy={headingId}
        submit={copy.submit}
        stacked
        onSaved={() => {
          step.close();
          onSaved();
        }}
        actionsAfter={
          profile ? (
            <Button variant="secondary" onClick={step.close}>
              {copy.cancel}
            </Button>
          ) : (
            <SkipForAPerson onSkip={step.skip} />
          )
        }
      />
    );
  } else if (step.profile === null) {
    body = (
      <div ref={closed} className="billing-details-summary billing-details-summary--skipped">
        <p className="billing-details-summary__note">{copy.skipped}</p>
        <Button variant="secondary" size="sm" onClick={step.edit}>
          {copy.add}
        </Button>
      </div>
    );
  } else {
    body = (
      <div ref={closed} className="billing-details-summary">
        <BillingDetailsSummary profile={step.profile} />
        <Button variant="secondary" size="sm" onClick={step.edit} aria-label={copy.editLabel}>
          {copy.edit}
        </Button>
      </div>
    );
  }

  return (
    <Card size="lg" aria-labelledby={headingId}>
      <CardHeader titleId={headingId} title={copy.heading} intro={copy.intro} />
      {body}
    </Card>
  );
}

/** Skip, offered while the form says "A person": a company's invoices need its details. */
function SkipForAPerson({ onSkip }: { onSkip: () => void }) {
  const { values } = useFormikContext<BillingDetailsValues>();
  if (values.kind !== 'person') return null;
  return (
    <Button variant="secondary" onClick={onSkip}>
      {copy.skip}
    </Button>
  );
}

/** The saved details as an invoice shows them: name, address, country, VAT number. */
function BillingDetailsSummary({ profile }: { profile: BillingProfile }) {
  const locality = [profile.city, profile.region, profile.postalCode].filter(Boolean).join(', ');
  return (
    <address className="billing-details-summary__address">
      <strong>{profile.legalName}</strong>
      <span>{profile.addressLine1}</span>
      {profile.addressLine2 && <span>{profile.addressLine2}</span>}
      <span>{locality}</span>
      <span>{countryName(profile.country)}</span>
      {profile.vatNumber && <span>{copy.vatNumber(profile.vatNumber)}</span>}
    </address>
  );
}
