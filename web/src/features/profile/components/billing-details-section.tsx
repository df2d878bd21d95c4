import { useId, type ReactNode } from 'react';
import { billingDetailsCopy as copy } from '../../../content/billing-profile';
import { ProfileCard } from './profile-card';

/**
 * The Profile tab's "Billing Details" card: whom invoices are made out to. Its body is the
 * billing details feature's form (the checkout asks for the same), handed in by the route,
 * labelled by the card's heading.
 */
export function BillingDetailsSection({ renderBody }: { renderBody: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro} wide>
      {renderBody(headingId)}
    </ProfileCard>
  );
}
