import { formatLongUsDate, INSTALLER_RELEASE_DATE, INSTALLER_VERSION } from '@pointforge/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { licensesEmptyCopy as copy } from '../../../content/dashboard';
import './dashboard.css';

/**
 * The Licenses tab while the account holds no licence: says so, says where licences will
 * appear, points to the plans, and names the current installer release (SITE-SPEC: 1.0.7,
 * released 2025-05-29, from the domain catalogue).
 */
export function LicensesEmptyState() {
  const headingId = useId();
  const installerHeadingId = useId();
  return (
    <section className="dashboard-panel" aria-labelledby={headingId}>
      <div className="dashboard-empty">
        <h2 id={headingId} className="dashboard-panel__title">
          {copy.heading}
        </h2>
        <p className="dashboard-empty__lead">{copy.empty}</p>
        <p className="dashboard-empty__text">{copy.explanation}</p>
        <ButtonLink to="/#pricing">
          {copy.viewPlans}
        </ButtonLink>
      </div>
      <section className="dashboard-info" aria-labelledby={installerHeadingId}>
        <h3 id={installerHeadingId} className="dashboard-info__title">
          {copy.installerHeading}
        </h3>
        <dl className="dashboard-info__list">
          <div>
            <dt>{copy.installerVersionLabel}</dt>
            <dd>{INSTALLER_VERSION}</dd>
          </div>
          <div>
            <dt>{copy.installerReleasedLabel}</dt>
            <dd>
              <time dateTime={INSTALLER_RELEASE_DATE}>{formatLongUsDate(INSTALLER_RELEASE_DATE)}</time>
            </dd>
          </div>
        </dl>
      </section>
    </section>
  );
}
