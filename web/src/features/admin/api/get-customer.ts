import type { BillingType, DesktopLicenseStatus, LicensePlan, MachinePlatform, MailDeliveryStatus, MailTemplateName, PaidPlanId, SubscriptionStatus } from '@pointforge/domain';
import useSWR from 'swr';
import { customerPath, fetchAdmin } from './admin-query';
import type { DisputeRow } from './list-disputes';
import type { CustomerRow } from './list-customers';

export interface CustomerDevice {
  id: string;
  name: string | null;
  platform: MachinePlatform | null;
  appVersion: string | null;
  activatedAt: string;
  lastSeenAt: string;
}

/** A licence in the customer drawer: why it runs or not, and its devices. */
export interface CustomerLicenseRow {
  id: string;
  licenseKey: string;
  plan: LicensePlan;
  status: DesktopLicenseStatus;
  switchedOffByBilling: boolean;
  suspendedAt: string | null;
  expiryDate: string;
  seats: number;
  seatsUsed: number;
  devices: CustomerDevice[];
}

export interface CustomerSubscriptionRow {
  id: string;
  status: SubscriptionStatus;
  plan: PaidPlanId;
  billingType: BillingType;
  endDate: string | null;
  nextBillingDate: string | null;
  paypalSubscriptionId: string | null;
}

export interface CustomerEmailRow {
  idempotencyKey: string;
  template: MailTemplateName;
  status: MailDeliveryStatus;
  attempts: number;
  lastError: string | null;
  updatedAt: string;
}

/** `GET /api/admin/customers/:id` */
export interface CustomerDetail {
  customer: CustomerRow & { twoFactorEnabled: boolean };
  licenses: CustomerLicenseRow[];
  subscriptions: CustomerSubscriptionRow[];
  sessions: Array<{ createdAt: string; lastSeenAt: string; expiresAt: string }>;
  emails: CustomerEmailRow[];
  disputes: DisputeRow[];
}

/** One customer's whole picture (its SWR key is its path), refreshed with every admin change. */
export function useCustomer(id: string) {
  return useSWR(customerPath(id), fetchAdmin<CustomerDetail>);
}
