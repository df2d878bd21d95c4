import type { ReactNode } from 'react';
import { Columns } from '../../../components/ui/columns';
import type { SessionUser } from '../../../lib/session';
import { BillingDetailsSection } from './billing-details-section';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { PreferencesSection } from './preferences-section';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';
import './profile.css';

interface ProfileTabProps {
  user: SessionUser;
  /** See DeleteAccountSection. */
  onAccountDeleted?: () => void;
  /** The Billing Details card's form, labelled by the card's heading (the billing details feature's, composed by the route). */
  renderBillingDetails: (headingId: string) => ReactNode;
}

/** The dashboard's Profile tab (SITE-SPEC section 2): profile, billing details, password, two-factor sign-in, preferences, data, deletion. */
export function ProfileTab({ user, onAccountDeleted, renderBillingDetails }: ProfileTabProps) {
  return (
    <Columns widths="1:1" from="64rem" gap="md" className="profile-tab">
      <ProfileForm user={user} />
      <BillingDetailsSection renderBody={renderBillingDetails} />
      <ChangePasswordForm user={user} />
      <div className="profile-tab__column">
        <PreferencesSection user={user} />
        <DataExportSection />
      </div>
      <TwoFactorSection user={user} />
      <DeleteAccountSection email={user.email} onDeleted={onAccountDeleted} />
    </Columns>
  );
}
