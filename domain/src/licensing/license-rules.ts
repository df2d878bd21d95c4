import type { LicensePlan } from '../catalog/plan.types';
import { getPlan } from '../catalog/plans';
import type { License } from './license.entity';
import { DAY_MS, toDate, type DateInput } from '../shared/time';

/** How the dashboard labels a licence. */
export type LicenseDisplayStatus = 'Expired' | 'Active' | 'Inactive';

/**
 * The licence fields these rules read. The API passes its `License`; the web passes the
 * JSON it received (dates as ISO strings, `plan` possibly missing), so both run the same
 * rules.
 */
export interface LicenseFacts {
  expiryDate: DateInput;
  isActive: boolean;
  subscriptionId?: string | null;
  plan?: LicensePlan | string | null;
}

/** True once `now` is past the expiry instant; at the instant itself the licence still runs. */
export function isLicenseExpired(license: Pick<LicenseFacts, 'expiryDate'>, now: Date): boolean {
  return now.getTime() > toDate(license.expiryDate).getTime();
}

/** Neither billing (a refund, a reversal, a suspension at PayPal) nor an operator has switched it off. */
export function isLicenseSwitchedOn(license: Pick<License, 'isActive' | 'suspendedAt'>): boolean {
  return license.isActive && license.suspendedAt === null;
}

/** Expired when now is past expiryDate; otherwise Active if isActive, else Inactive. */
export function licenseDisplayStatus(license: LicenseFacts, now: Date): LicenseDisplayStatus {
  if (isLicenseExpired(license, now)) return 'Expired';
  return license.isActive ? 'Active' : 'Inactive';
}

/** How many computers the licence may run on in all: each of its people's devices. */
export function deviceCapacity(license: Pick<License, 'plan' | 'seats'>): number {
  return license.seats * getPlan(license.plan).devicesPerSeat;
}

/** A licence with no subscription and a plan of trial, or no plan at all, counts as a trial. */
export function isTrialLicense(license: Pick<LicenseFacts, 'subscriptionId' | 'plan'>): boolean {
  return !license.subscriptionId && (license.plan == null || license.plan === '' || license.plan === 'trial');
}

/** Whole days left, rounded up (6.01 days shows 7), never negative. */
export function trialDaysRemaining(license: Pick<LicenseFacts, 'expiryDate'>, now: Date): number {
  const remainingMs = toDate(license.expiryDate).getTime() - now.getTime();
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / DAY_MS);
}

/**
 * The licence the dashboard headlines: the running one (active and unexpired) with the
 * latest expiry, otherwise the one with the latest expiry of all; null without licences.
 * Ties keep the earlier entry, so a list sorted newest first favours the newest licence.
 */
export function pickCurrentLicense<L extends LicenseFacts>(licenses: readonly L[], now: Date): L | null {
  const running = licenses.filter((license) => license.isActive && !isLicenseExpired(license, now));
  return latestExpiry(running.length > 0 ? running : licenses);
}

function latestExpiry<L extends LicenseFacts>(licenses: readonly L[]): L | null {
  let best: L | null = null;
  let bestTime = -Infinity;
  for (const license of licenses) {
    const time = toDate(license.expiryDate).getTime();
    if (time > bestTime) {
      best = license;
      bestTime = time;
    }
  }
  return best;
}
