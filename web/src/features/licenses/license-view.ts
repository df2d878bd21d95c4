import { isTrialLicense, licenseDisplayStatus, PLANS, trialDaysRemaining, type LicenseDisplayStatus, type LicenseFacts } from '@pointforge/domain';
import { licensePlanName } from '../../lib/plan-name';

/** The fields of a licence the dashboard derives its labels from. */
export type LicenseViewFacts = LicenseFacts & { plan?: string | null };

export interface LicenseView {
  status: LicenseDisplayStatus;
  /** 'Trial' for a trial or a licence without a plan, else the catalogue's name. */
  planName: string;
  /** Whole days left, rounded up, for a running trial; null otherwise. */
  trialDaysLeft: number | null;
}

/** What a licence row shows at `now` (SITE-SPEC section 4, License display). */
export function licenseView(license: LicenseViewFacts, now: Date): LicenseView {
  const status = licenseDisplayStatus(license, now);
  const trial = isTrialLicense(license);
  return {
    status,
    planName: trial ? PLANS.trial.name : licensePlanName(license.plan),
    trialDaysLeft: trial && status !== 'Expired' ? trialDaysRemaining(license, now) : null,
  };
}
