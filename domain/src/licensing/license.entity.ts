import type { BillingType, LicensePlan } from '../catalog/plan.types';

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
  /**
   * How often the subscription paying for it is billed, copied from billing (licensing does
   * not read subscriptions): it sets how long a licence file runs offline. Null for a trial,
   * and for a licence no subscription pays for (made in the console), which gets the monthly term.
   */
  billingType: BillingType | null;
  /** Switched on and off by billing: false after a refund or reversal, or while PayPal suspends the subscription. */
  isActive: boolean;
  /**
   * Set while an operator suspends the licence from the console, whatever billing says;
   * null otherwise. Kept apart from `isActive` so that reinstating never undoes a refund and
   * a renewal never undoes an operator's suspension.
   */
  suspendedAt: Date | null;
  /**
   * When access ends. For a subscription's licence that is the end of the paid period plus
   * the grace period (BILLING_GRACE_PERIOD_DAYS), while PayPal collects the renewal.
   */
  expiryDate: Date;
  /**
   * The end of the period paid for: the date customers are shown. Null for a trial (its
   * expiry is the date shown), and for a licence from before it was kept until its
   * subscription is next read from PayPal.
   */
  paidThrough: Date | null;
  createdAt: Date;
}
