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
  expiryDate: Date;
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
    subscriptionId: license.subscriptionId,
    createdAt: license.createdAt,
    seats: license.seats,
  };
}
