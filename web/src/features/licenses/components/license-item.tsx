import { formatLongUsDate } from '@pointforge/domain';
import { Fact } from '../../../components/ui/fact';
import { useId } from 'react';
import { licenseListCopy as copy } from '../../../content/licenses';
import { isOwnedLicense, type LicenseRow } from '../api/get-my-licenses';
import { licenseView } from '../license-view';
import { LicenseDevices } from './license-devices';
import { LicenseKeyActions } from './license-key-actions';
import { LicenseStatusBadge } from './license-status-badge';

interface LicenseItemProps {
  license: LicenseRow;
  now: Date;
  /** The licence the dashboard headlines (SITE-SPEC section 4, Current licence pick). */
  current: boolean;
}

/** One licence: plan, status, key, expiry, trial days left, seats, the key's actions, and its devices. */
export function LicenseItem({ license, now, current }: LicenseItemProps) {
  const titleId = useId();
  const keyId = useId();
  const { status, planName, trialDaysLeft } = licenseView(license, now);
  // The paid-through date, never the grace period behind it (the overdue banner names that); a member sees no billing.
  const shownDate = (isOwnedLicense(license) ? license.paidThrough : null) ?? license.expiryDate;
  return (
    <li className={`license-item${current ? ' license-item--current' : ''}`}>
      {/* Named by plan and key, so two licences of one plan are told apart. */}
      <article className="license-item__body" aria-labelledby={`${titleId} ${keyId}`}>
        <div className="license-item__header">
          <h3 id={titleId} className="license-item__title">
            {copy.licenseTitle(planName)}
          </h3>
          <LicenseStatusBadge status={status} />
          {current && <span className="license-item__current">{copy.currentBadge}</span>}
        </div>
        <div className="license-item__key">
          <span className="license-item__label">{copy.keyLabel}</span>
          <code id={keyId} className="license-key">
            {license.licenseKey}
          </code>
        </div>
        <dl className="license-item__facts">
          <Fact term={copy.planLabel}>{planName}</Fact>
          <Fact term={copy.expiresLabel}>
            <time dateTime={shownDate}>{formatLongUsDate(shownDate)}</time>
            {trialDaysLeft !== null && <span className="license-item__remaining">{copy.daysRemaining(trialDaysLeft)}</span>}
          </Fact>
          <Fact term={copy.seatsLabel}>{license.seats}</Fact>
        </dl>
        {isOwnedLicense(license) && <LicenseKeyActions licenseId={license.id} licenseKey={license.licenseKey} />}
        <LicenseDevices license={license} />
      </article>
    </li>
  );
}
