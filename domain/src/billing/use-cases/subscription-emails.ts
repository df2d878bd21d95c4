import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import type { License } from '../../licensing/license.entity';
import { OwnerMail } from '../../licensing/use-cases/owner-mail';
import type { JobQueuePort } from '../../ports/job-queue.port';
import { paymentFailedMailKey } from '../revenue/revenue-records';
import type { Subscription } from '../subscription.entity';

/**
 * The emails SubscriptionSync sends its subscription's owner, each queued as a job whose id is
 * the email's idempotency key, so a repeat is neither queued nor sent twice. None is sent when
 * the subscription has no owner (any more).
 */
export class SubscriptionEmails {
  private readonly owner: OwnerMail;

  constructor(
    users: UserRepositoryPort,
    jobs: JobQueuePort,
    links: Pick<AccountLinks, 'dashboardUrl'>,
    /** The payment provider's page for changing how a subscription is paid. */
    private readonly updatePaymentMethodUrl: string,
  ) {
    this.owner = new OwnerMail(users, jobs, links);
  }

  /** The licence's key, the first time it is issued. */
  async licenseIssued(subscription: Subscription, license: License): Promise<void> {
    const expiryDate = formatLongUsDate(license.paidThrough ?? license.expiryDate);
    await this.owner.send(subscription, `license-issued:${license.id}`, (shared) => ({
      template: 'license-issued',
      data: { ...shared, licenseKey: license.licenseKey, expiryDate },
    }));
  }

  /** A resumed subscription took over its licence: the same key, and when it is charged next. */
  async resumed(subscription: Subscription, license: License): Promise<void> {
    const nextChargeDate = formatLongUsDate(subscription.nextBillingDate ?? license.expiryDate);
    await this.owner.send(subscription, `subscription-resumed:${subscription.id}`, (shared) => ({
      template: 'subscription-resumed',
      data: { ...shared, licenseKey: license.licenseKey, nextChargeDate },
    }));
  }

  /** Once per paid period (the licence's expiry names it): PayPal could not collect the renewal. */
  async paymentFailed(subscription: Subscription, license: License): Promise<void> {
    const data = { accessUntil: formatLongUsDate(license.expiryDate), updatePaymentUrl: this.updatePaymentMethodUrl };
    await this.owner.send(subscription, paymentFailedMailKey(subscription.id, license.expiryDate), (shared) => ({
      template: 'payment-failed',
      data: { ...shared, ...data },
    }));
  }

  /** A payment was refunded or reversed: the licence no longer works. */
  async licenseSuspended(subscription: Subscription, license: License, payment: { saleId: string; outcome: 'refunded' | 'reversed' }): Promise<void> {
    const data = { licenseKey: license.licenseKey, paymentOutcome: payment.outcome };
    await this.owner.send(subscription, `license-suspended:${license.id}:${payment.saleId}`, (shared) => ({
      template: 'license-suspended',
      data: { ...shared, ...data },
    }));
  }

  /** The grace period ran out with the renewal unpaid: the subscription ended, once. */
  async endedUnpaid(subscription: Subscription, accessEnded: Date): Promise<void> {
    const data = { accessEnded: formatLongUsDate(accessEnded) };
    await this.owner.send(subscription, `subscription-ended-unpaid:${subscription.id}`, (shared) => ({
      template: 'subscription-ended-unpaid',
      data: { ...shared, ...data },
    }));
  }
}
