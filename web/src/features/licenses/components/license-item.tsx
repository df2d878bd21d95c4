import { formatLongUsDate } from '@pointforge/domain';
import { Fact } from '../../../components/ui/fact';
import { useId } from 'react';
import { licenseListCopy as copy } from '../../../content/licenses';
import { memberLicenseCopy } from '../../../content/teams';
import { useSession } from '../../../lib/session';
import { isOwnedLicense, type LicenseRow } from '../api/get-my-licenses';
import { licenseView } from '../license-view';
import { LeaveLicense } from './leave-license';
import { LicenseDevices } from './license-devices';
import { LicenseKeyActions } from './license-key-actions';
import { LicenseMembers } from './license-members';
import { LicenseStatusBadge } from './license-status-badge';

interface LicenseItemProps {
  license: LicenseRow;
  now: Date;
  /** The licence the dashboard headlines (SITE-SPEC section 4, Current licence pick). */
  current: boolean;
}

/** Where the owner's licence shows its key, a member's who shares it (a member never sees the key). */
function KeyOrOwner({ license, id }: { license: LicenseRow; id: string }) {
  if (license.licenseKey === null) {
    return (
      <div className="license-item__key">
        <p id={id} className="license-item__shared">
          {license.ownerName ? memberLicenseCopy.sharedBy(license.ownerName) : memberLicenseCopy.shared}
        </p>
        <p className="muted-text">{memberLicenseCopy.noKey}</p>
      </div>
    );
  }
  return (
    <div className="license-item__key">
      <span className="license-item__label">{copy.keyLabel}</span>
      <code id={id} className="license-key">
        {license.licenseKey}
      </code>
    </div>
  );
}

/**
 * One licence: plan, status, key, expiry, trial days left, seats, the key's actions, the
 * signed-in person's devices and, for the owner of a licence for several people, its members.
 * A member's licence (someone else's) shows who shares it and Leave instead of the key.
 */
export function LicenseItem({ license, now, current }: LicenseItemProps) {
  const titleId = useId();
  const keyId = useId();
  const { user } = useSession();
  const { status, planName, trialDaysLeft } = licenseView(license, now);
  // The paid-through date, never the grace period behind it (the overdue banner names that); a member sees no billing.
  const shownDate = (isOwnedLicense(license) ? license.paidThrough : null) ?? license.expiryDate;
  // The owner's list holds every person's devices; these are the signed-in person's own.
  const ownDevices = license.devices.filter((device) => device.userId === user?.id);
  return (
    <li className={`license-item${current ? ' license-item--current' : ''}`}>
      {/* Named by plan and key (or owner), so two licences of one plan are told apart. */}
      <article className="license-item__body" aria-labelledby={`${titleId} ${keyId}`}>
        <div className="license-item__header">
          <h3 id={titleId} className="license-item__title">
            {copy.licenseTitle(planName)}
          </h3>
          <LicenseStatusBadge status={status} />
          {current && <span className="license-item__current">{copy.currentBadge}</span>}
        </div>
        <KeyOrOwner license={license} id={keyId} />
        <dl className="license-item__facts">
          <Fact term={copy.planLabel}>{planName}</Fact>
          <Fact term={copy.expiresLabel}>
            <time dateTime={shownDate}>{formatLongUsDate(shownDate)}</time>
            {trialDaysLeft !== null && <span className="license-item__remaining">{copy.daysRemaining(trialDaysLeft)}</span>}
          </Fact>
          <Fact term={copy.seatsLabel}>{license.seats}</Fact>
          <Fact term={copy.devicesPerSeatLabel}>{license.devicesPerSeat}</Fact>
        </dl>
        {isOwnedLicense(license) ? <LicenseKeyActions licenseId={license.id} licenseKey={license.licenseKey} /> : <LeaveLicense license={license} />}
        <LicenseDevices license={license} devices={ownDevices} />
        {isOwnedLicense(license) && license.seats > 1 && <LicenseMembers license={license} />}
      </article>
    </li>
  );
}
