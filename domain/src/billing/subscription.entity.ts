import type { BillingType, PaidPlanId } from '../catalog/plan.types';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'suspended', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Statuses that never change again; reconciliation skips them. */
export const FINAL_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['cancelled', 'expired'];

export interface Subscription {
  id: string;
  userId: string | null;
  /** Null until the payment provider has created it. */
  paypalSubscriptionId: string | null;
  /** The provider plan id we asked for; execute compares it, never the browser's plan. */
  paypalPlanId: string;
  plan: PaidPlanId;
  billingType: BillingType;
  status: SubscriptionStatus;
  startDate: Date;
  endDate: Date | null;
  nextBillingDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
