import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import { OwnerMail } from '../../licensing/use-cases/owner-mail';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { PaymentProviderPort, ProviderAmount, ProviderPayment } from '../../ports/payment.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import { DAY_MS } from '../../shared/time';
import { formatProviderAmount } from '../refund';
import type { Subscription } from '../subscription.entity';
import { cancelAtProvider } from './cancel-subscription.use-case';
import type { SubscriptionSync } from './subscription-sync';

/** The reason PayPal records for a subscription cancelled because its payment was refunded. */
const REFUND_CANCEL_REASON = 'Payment refunded';

/** A refund PayPal made of one of a subscription's payments (from the console, or in PayPal's dashboard). */
export interface SubscriptionRefund {
  /** PayPal's refund id: the customer's email is sent once per refund, whichever path reports it first. */
  refundId: string;
  /** The payment refunded: its id, amount and when it was taken (null when unknown). */
  payment: { id: string; amount: ProviderAmount; time: Date | null };
  refunded: ProviderAmount;
  /** A full refund of the latest payment: the subscription is cancelled at PayPal and the licence ends. */
  endsSubscription: boolean;
}

/** What a settled refund did. `cancelledAtProvider` is false when PayPal had nothing to cancel, or could not be reached (tolerated). */
export interface SettledRefund {
  subscription: Subscription;
  cancelledAtProvider: boolean;
}

/**
 * What a refund of a subscription payment does, whoever made it. A full refund of the latest
 * payment (the one paying for the current period) ends billing: the subscription is cancelled
 * at PayPal (so nothing is charged again), stored cancelled, and its licence ends now (off,
 * expiry now), so neither a later payment event nor reconciliation can switch it back on: a
 * cancelled subscription is never renewed here. Any other refund (partial, or of an older
 * payment whose period is over) changes nothing else. The customer is emailed either way.
 */
export class SubscriptionRefunds {
  private readonly owner: OwnerMail;

  constructor(
    private readonly payments: PaymentProviderPort,
    private readonly licenses: LicenseRepositoryPort,
    users: UserRepositoryPort,
    private readonly sync: SubscriptionSync,
    jobs: JobQueuePort,
    links: Pick<AccountLinks, 'dashboardUrl'>,
    private readonly transaction: TransactionPort,
    private readonly clock: ClockPort,
  ) {
    this.owner = new OwnerMail(users, jobs, links);
  }

  /**
   * The subscription's payments as PayPal lists them, from a day before its checkout to a day
   * from now (clocks differ); none for a checkout that never reached PayPal.
   */
  async paymentsOf(subscription: Subscription): Promise<ProviderPayment[]> {
    if (subscription.paypalSubscriptionId === null) return [];
    const now = this.clock.now();
    return this.payments.listSubscriptionPayments(
      subscription.paypalSubscriptionId,
      new Date(subscription.createdAt.getTime() - DAY_MS),
      new Date(now.getTime() + DAY_MS),
    );
  }

  /**
   * Applies a refund PayPal made. Ending billing cancels at PayPal first (outside the
   * transaction, as any call to PayPal); then the licence, the subscription, `record` (the
   * console's audit entry) and the customer's email commit together. With
   * `tolerateProviderFailure` (the console: the money has already moved) a PayPal that cannot
   * cancel now does not stop the rest: the subscription is stored cancelled, so PayPal's
   * PAYMENT.SALE.REFUNDED delivery, or any later payment event, cancels it there.
   */
  async settle(
    subscription: Subscription,
    refund: SubscriptionRefund,
    { tolerateProviderFailure = false, record }: { tolerateProviderFailure?: boolean; record?: (settled: SettledRefund) => Promise<void> } = {},
  ): Promise<SettledRefund> {
    let cancelledAtProvider = false;
    if (refund.endsSubscription) {
      try {
        cancelledAtProvider = await cancelAtProvider(this.payments, subscription, REFUND_CANCEL_REASON);
      } catch (error) {
        if (!tolerateProviderFailure) throw error;
      }
    }
    return this.transaction.run(async () => {
      const settled = { subscription: refund.endsSubscription ? await this.endLocally(subscription) : subscription, cancelledAtProvider };
      await record?.(settled);
      await this.emailCustomer(subscription, refund);
      return settled;
    });
  }

  /**
   * The licence is switched off now (the desktop app is told SUSPENDED, as for a reversal)
   * and its paid period ends now (the date the customer is shown, and the subscription's
   * end); the subscription is stored cancelled. Nothing switches it on again: PayPal bills a
   * cancelled subscription no more, and only billing sets `isActive`.
   */
  private async endLocally(subscription: Subscription): Promise<Subscription> {
    const now = this.clock.now();
    const license = await this.licenses.findBySubscriptionId(subscription.id);
    if (license && (license.isActive || (license.paidThrough?.getTime() ?? 0) > now.getTime())) {
      const paidThrough = license.paidThrough && license.paidThrough.getTime() > now.getTime() ? now : license.paidThrough;
      await this.licenses.update({ ...license, isActive: false, paidThrough });
    }
    return this.sync.markCancelled(subscription);
  }

  private async emailCustomer(subscription: Subscription, refund: SubscriptionRefund): Promise<void> {
    const data = {
      amount: formatProviderAmount(refund.refunded),
      paymentAmount: formatProviderAmount(refund.payment.amount),
      paymentDate: refund.payment.time ? formatLongUsDate(refund.payment.time) : null,
      subscriptionEnded: refund.endsSubscription,
    };
    await this.owner.send(subscription, `payment-refunded:${refund.refundId}`, (shared) => ({ template: 'payment-refunded', data: { ...shared, ...data } }));
  }
}
