import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import { getPlan } from '../../catalog/plans';
import type { License } from '../../licensing/license.entity';
import type { MailMessage } from '../../mail/mail-templates';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { Subscription } from '../subscription.entity';

/**
 * The emails SubscriptionSync sends its subscription's owner, each queued as a job whose id is
 * the email's idempotency key, so a repeat is neither queued nor sent twice. None is sent when
 * the subscription has no owner (any more).
 */
export class SubscriptionEmails {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly jobs: JobQueuePort,
    private readonly links: Pick<AccountLinks, 'dashboardUrl'>,
    /** The payment provider's page for changing how a subscription is paid. */
    private readonly updatePaymentMethodUrl: string,
  ) {}

  /** The licence's key, the first time it is issued. */
  async licenseIssued(subscription: Subscription, license: License): Promise<void> {
    const user = subscription.userId === null ? null : await this.users.findById(subscription.userId);
    if (!user) return;
    await this.sendMail(`license-issued:${license.id}`, {
      to: user.email,
      template: 'license-issued',
      data: {
        firstName: user.firstName,
        licenseKey: license.licenseKey,
        planName: getPlan(subscription.plan).name,
        expiryDate: formatLongUsDate(license.paidThrough ?? license.expiryDate),
        dashboardUrl: this.links.dashboardUrl,
      },
    });
  }

  /** A resumed subscription took over its licence: the same key, and when it is charged next. */
  async resumed(subscription: Subscription, license: License): Promise<void> {
    const user = subscription.userId === null ? null : await this.users.findById(subscription.userId);
    if (!user) return;
    await this.sendMail(`subscription-resumed:${subscription.id}`, {
      to: user.email,
      template: 'subscription-resumed',
      data: {
        firstName: user.firstName,
        licenseKey: license.licenseKey,
        planName: getPlan(subscription.plan).name,
        nextChargeDate: formatLongUsDate(subscription.nextBillingDate ?? license.expiryDate),
        dashboardUrl: this.links.dashboardUrl,
      },
    });
  }

  /** Once per paid period (the licence's expiry names it): PayPal could not collect the renewal. */
  async paymentFailed(subscription: Subscription, license: License): Promise<void> {
    const user = subscription.userId === null ? null : await this.users.findById(subscription.userId);
    if (!user) return;
    await this.sendMail(`payment-failed:${subscription.id}:${license.expiryDate.toISOString()}`, {
      to: user.email,
      template: 'payment-failed',
      data: {
        firstName: user.firstName,
        planName: getPlan(subscription.plan).name,
        accessUntil: formatLongUsDate(license.expiryDate),
        updatePaymentUrl: this.updatePaymentMethodUrl,
        dashboardUrl: this.links.dashboardUrl,
      },
    });
  }

  /** A payment was refunded or reversed: the licence no longer works. */
  async licenseSuspended(subscription: Subscription, license: License, payment: { saleId: string; outcome: 'refunded' | 'reversed' }): Promise<void> {
    const user = subscription.userId === null ? null : await this.users.findById(subscription.userId);
    if (!user) return;
    await this.sendMail(`license-suspended:${license.id}:${payment.saleId}`, {
      to: user.email,
      template: 'license-suspended',
      data: {
        firstName: user.firstName,
        licenseKey: license.licenseKey,
        planName: getPlan(subscription.plan).name,
        paymentOutcome: payment.outcome,
        dashboardUrl: this.links.dashboardUrl,
      },
    });
  }

  /** The grace period ran out with the renewal unpaid: the subscription ended, once. */
  async endedUnpaid(subscription: Subscription, accessEnded: Date): Promise<void> {
    const user = subscription.userId === null ? null : await this.users.findById(subscription.userId);
    if (!user) return;
    await this.sendMail(`subscription-ended-unpaid:${subscription.id}`, {
      to: user.email,
      template: 'subscription-ended-unpaid',
      data: {
        firstName: user.firstName,
        planName: getPlan(subscription.plan).name,
        accessEnded: formatLongUsDate(accessEnded),
        dashboardUrl: this.links.dashboardUrl,
      },
    });
  }

  /** The key is also the job id, so a repeat is neither queued nor sent twice. */
  private async sendMail(idempotencyKey: string, message: MailMessage): Promise<void> {
    await this.jobs.enqueue('send-mail', { idempotencyKey, message }, { jobId: idempotencyKey });
  }
}
