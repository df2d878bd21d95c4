import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { billingDetailsCopy as copy } from '../../../content/billing-profile';
import { useBillingProfile } from '../api/get-billing-profile';
import { BillingDetailsForm } from './billing-details-form';

/** The Profile tab's Billing Details: the form waits for the stored profile, then starts from it (GET and PUT /api/billing/profile). */
export function BillingDetailsEditor({ labelledBy }: { labelledBy: string }) {
  const { profile, error } = useBillingProfile();
  if (profile !== undefined) return <BillingDetailsForm profile={profile} labelledBy={labelledBy} />;
  if (error)
    return (
      <Notice tone="danger" role="alert">
        {copy.loadFailure}
      </Notice>
    );
  return <Spinner label={copy.loading} />;
}
