import { pickCurrentLicense } from '@pointforge/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { licenseListCopy as copy } from '../../../content/licenses';
import { useLicenseCheck } from '../api/check-license';
import { useMyLicenses, type LicenseRow } from '../api/get-my-licenses';
import { licenseView } from '../license-view';
import { useNow } from '../../../lib/use-now';
import { LicenseItem } from './license-item';
import { LicenseStatusBadge } from './license-status-badge';
import { TrialOffer } from './trial-offer';

/** No licence yet: says so, offers the trial (unless the server says one is active) and the plans. */
function NoLicenses() {
  const { check } = useLicenseCheck();
  return (
    <EmptyState title={copy.empty} text={copy.explanation}>
      {check?.hasActiveLicense !== true && <TrialOffer />}
      <ButtonLink to="/#pricing" variant="secondary">
        {copy.viewPlans}
      </ButtonLink>
    </EmptyState>
  );
}

/** While the current licence is a running trial: the days left and the way to buy before it ends. */
function TrialUpgrade({ daysLeft }: { daysLeft: number }) {
  return (
    <Notice as="div" tone="info" size="md" headline={copy.trialEnds(daysLeft)} className="licenses-trial">
      <p>{copy.trialUpgradeText}</p>
      <ButtonLink to="/#pricing" size="sm">
        {copy.upgrade}
      </ButtonLink>
    </Notice>
  );
}

function LicenseList({ licenses }: { licenses: readonly LicenseRow[] }) {
  const now = useNow();
  const current = pickCurrentLicense(licenses, now);
  const currentView = current && licenseView(current, now);
  const currentStatus = currentView?.status;
  return (
    <>
      {currentStatus && (
        <p className="licenses-summary">
          <span>{copy.currentStatus}:</span> <LicenseStatusBadge status={currentStatus} />
        </p>
      )}
      {currentStatus !== 'Active' && (
        <Notice as="div" tone="danger" className="licenses-renew">
          <p>{copy.noRunningLicense}</p>
          <ButtonLink to="/#pricing" variant="secondary" size="sm">
            {copy.viewPlans}
          </ButtonLink>
        </Notice>
      )}
      {currentView?.trialDaysLeft != null && <TrialUpgrade daysLeft={currentView.trialDaysLeft} />}
      <ul className="license-list">
        {licenses.map((license) => (
          <LicenseItem key={license.id} license={license} now={now} current={license === current} />
        ))}
      </ul>
    </>
  );
}

/** The licence list of the Licenses tab, newest first, the current licence highlighted. */
export function LicensesSection() {
  const headingId = useId();
  const { licenses, error, isValidating, reload } = useMyLicenses();
  let content;
  if (licenses === undefined && error) {
    content = (
      <LoadFailure message={copy.loadFailure} retryLabel={copy.retry} onRetry={() => void reload()} retrying={isValidating} retryingLabel={copy.retrying} />
    );
  } else if (licenses === undefined) content = <Spinner label={copy.loading} />;
  else if (licenses.length === 0) content = <NoLicenses />;
  else content = <LicenseList licenses={licenses} />;

  return (
    <section className="card" aria-labelledby={headingId} aria-busy={licenses === undefined && !error}>
      <div className="card__header">
        <h2 id={headingId} className="card__title">
          {copy.heading}
        </h2>
        <p className="card__intro">{copy.intro}</p>
      </div>
      {content}
    </section>
  );
}
