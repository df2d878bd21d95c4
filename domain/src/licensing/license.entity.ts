import type { LicensePlan } from '../catalog/plan.types';

/**
 * A licence key for the desktop tool. `userId` becomes null when the owner deletes the
 * account: the row (key, plan, expiry) is kept, as the dashboard promises.
 */
export interface License {
  id: string;
  userId: string | null;
  subscriptionId: string | null;
  licenseKey: string;
  plan: LicensePlan;
  seats: number;
  isActive: boolean;
  expiryDate: Date;
  createdAt: Date;
}
