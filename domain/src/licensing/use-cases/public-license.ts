import type { LicensePlan } from '../../catalog/plan.types';
import type { License } from '../license.entity';
import { isLicenseSwitchedOn } from '../license-rules';

/** A licence as its owner sees it in the API: everything but the owner's id. */
export interface PublicLicense {
  id: string;
  licenseKey: string;
  plan: LicensePlan;
  /** False while billing or an operator has it switched off. */
  isActive: boolean;
  /** When access ends; past the paid period by the grace period while a renewal is collected. */
  expiryDate: Date;
  /** The end of the period paid for, the date customers are shown; null for a trial (show `expiryDate`). */
  paidThrough: Date | null;
  subscriptionId: string | null;
  createdAt: Date;
  seats: number;
}

export function toPublicLicense(license: License): PublicLicense {
  return {
    id: license.id,
    licenseKey: license.licenseKey,
    plan: license.plan,
    isActive: isLicenseSwitchedOn(license),
    expiryDate: license.expiryDate,
    paidThrough: license.paidThrough,
    subscriptionId: license.subscriptionId,
    createdAt: license.createdAt,
    seats: license.seats,
  };
}
