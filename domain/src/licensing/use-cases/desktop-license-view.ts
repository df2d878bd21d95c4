import type { LicensePlan } from '../../catalog/plan.types';
import { getPlan } from '../../catalog/plans';
import type { License } from '../license.entity';
import { isLicenseExpired, isLicenseSwitchedOn } from '../license-rules';
import type { Machine } from '../machine.entity';

/**
 * A licence as the desktop app sees it: `expired` once past its expiry, `suspended` while
 * switched off (a refund, a reversal, a subscription suspended at PayPal) or suspended by an
 * operator, else `active`.
 * A cancelled subscription's licence stays active until it expires.
 */
export const DESKTOP_LICENSE_STATUSES = ['active', 'expired', 'suspended'] as const;
export type DesktopLicenseStatus = (typeof DESKTOP_LICENSE_STATUSES)[number];

/** `license` in the desktop API's answers. */
export interface DesktopLicenseView {
  id: string;
  plan: LicensePlan;
  status: DesktopLicenseStatus;
  expiresAt: Date;
  /** People the licence covers. */
  seats: number;
  /** Computers each person may activate it on. */
  devicesPerSeat: number;
  /** Computers activated on the licence, every person's. */
  seatsUsed: number;
}

/** `machine` in the desktop API's answers: the activation, without its licence and its holder (the app knows both) nor what its file says or answered. */
export type DesktopMachineView = Pick<Machine, 'id' | 'fingerprint' | 'name' | 'platform' | 'appVersion' | 'activatedAt' | 'lastSeenAt'>;

export function desktopLicenseStatus(license: License, now: Date): DesktopLicenseStatus {
  if (isLicenseExpired(license, now)) return 'expired';
  return isLicenseSwitchedOn(license) ? 'active' : 'suspended';
}

export function toDesktopLicenseView(license: License, { seatsUsed }: { seatsUsed: number }, now: Date): DesktopLicenseView {
  return {
    id: license.id,
    plan: license.plan,
    status: desktopLicenseStatus(license, now),
    expiresAt: license.expiryDate,
    seats: license.seats,
    devicesPerSeat: getPlan(license.plan).devicesPerSeat,
    seatsUsed,
  };
}

export function toDesktopMachineView({ id, fingerprint, name, platform, appVersion, activatedAt, lastSeenAt }: Machine): DesktopMachineView {
  return { id, fingerprint, name, platform, appVersion, activatedAt, lastSeenAt };
}
