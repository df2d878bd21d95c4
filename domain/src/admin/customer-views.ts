import type { Session } from '../accounts/session.entity';
import { toPublicUser, type PublicUser, type User } from '../accounts/user.entity';
import { toPublicSubscription, type PublicSubscription } from '../billing/use-cases/public-subscription';
import type { License } from '../licensing/license.entity';
import type { Machine } from '../licensing/machine.entity';
import { desktopLicenseStatus, type DesktopLicenseStatus } from '../licensing/use-cases/desktop-license-view';
import { toOwnedLicense, type OwnedLicense } from '../licensing/use-cases/owned-license';
import type { MailDelivery } from '../mail/mail-delivery';
import type { Subscription } from '../billing/subscription.entity';
import type { SubscriptionDispute } from '../billing/dispute.repository.port';

/** A row of the console's customer table. */
export type CustomerSummary = PublicUser;

/**
 * A licence as support sees it: the owner's view plus why it does or does not run: the
 * desktop status, billing's switch (a refund or reversal, a suspension at PayPal) and the
 * operator's suspension, each on its own.
 */
export interface CustomerLicense extends OwnedLicense {
  status: DesktopLicenseStatus;
  switchedOffByBilling: boolean;
  suspendedAt: Date | null;
}

/** A session without its id (the hash of a cookie secret, of no use to support). */
export type CustomerSession = Pick<Session, 'createdAt' | 'lastSeenAt' | 'expiresAt'>;

/** GET /api/admin/customers/:id */
export interface CustomerDetail {
  customer: PublicUser & { twoFactorEnabled: boolean };
  licenses: CustomerLicense[];
  subscriptions: PublicSubscription[];
  sessions: CustomerSession[];
  emails: MailDelivery[];
  /** Buyers' disputes of the subscriptions' payments, oldest first per subscription. */
  disputes: SubscriptionDispute[];
}

export function toCustomerLicense(license: License, machines: readonly Machine[], now: Date): CustomerLicense {
  return {
    ...toOwnedLicense(license, machines),
    status: desktopLicenseStatus(license, now),
    switchedOffByBilling: !license.isActive,
    suspendedAt: license.suspendedAt,
  };
}

export function toCustomerDetail(parts: {
  user: User;
  twoFactorEnabled: boolean;
  licenses: CustomerLicense[];
  subscriptions: Subscription[];
  sessions: Session[];
  emails: MailDelivery[];
  disputes: SubscriptionDispute[];
}): CustomerDetail {
  return {
    customer: { ...toPublicUser(parts.user), twoFactorEnabled: parts.twoFactorEnabled },
    licenses: parts.licenses,
    subscriptions: parts.subscriptions.map(toPublicSubscription),
    sessions: parts.sessions.map(({ createdAt, lastSeenAt, expiresAt }) => ({ createdAt, lastSeenAt, expiresAt })),
    emails: parts.emails,
    disputes: parts.disputes,
  };
}
