import type { AccountLinks } from '../../accounts/use-cases/account-links';
import { getPlan } from '../../catalog/plans';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { PaymentRecorder } from '../ledger/payment-recorder';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import { planPrice } from '../plan-change';
import { isAwaitingConsent, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { providerTaxOf, type CheckoutTax } from '../tax/checkout-tax';
import { DomainError } from '../../shared/domain-error';
import { BILLING_ERROR_CODES, noChangePendingError, notChangeableError, subscriptionNotFoundError } from './billing-errors';
import { planChangeUrls, reviseRequestId } from './plan-change-paypal';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';
import type { SubscriptionSync } from './subscription-sync';

export interface ConfirmPlanChangeInput {
  userId: string;
  subscriptionId: string;
  /** The order PayPal names on the way back (`token`); needed while the difference is unpaid. */
  orderId?: string;
}

export interface ConfirmedPlanChange {
  subscription: PublicSubscription;
  /** PayPal's page where the buyer consents to the revision; null once PayPal has it. */
  approvalUrl: string | null;
  /**
   * Once nothing waits for PayPal (`approvalUrl` null): `changed` (an upgrade is complete),
   * `scheduled` (a change of billing period is consented to, for the end of the paid period)
   * or `undone` (the buyer consented to undoing it). Null while `approvalUrl` is set.
   */
  outcome: 'changed' | 'scheduled' | 'undone' | null;
}

/**
 * `POST /api/subscriptions/{id}/change/confirm`, where the browser comes back from PayPal
 * during an upgrade, or a change of billing period (see confirmScheduled); safe to repeat. While the prorated difference is unpaid, the order
 * PayPal names must be the change's own: it is captured (once: the request id names the
 * order), and the licence moves to the new plan and seats at once, with its key and its
 * activated computers; the change records when it was paid. Then, while PayPal still bills
 * the old plan, the revision is asked for (one per change) and its approval link answered;
 * once PayPal bills the new plan the subscription is synced, which completes the change.
 */
export class ConfirmPlanChangeUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    private readonly transaction: TransactionPort,
    private readonly clock: ClockPort,
    private readonly links: Pick<AccountLinks, 'origin'>,
    private readonly recorder: PaymentRecorder,
    private readonly tax: CheckoutTax,
  ) {}

  async execute({ userId, subscriptionId, orderId }: ConfirmPlanChangeInput): Promise<ConfirmedPlanChange> {
    let subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription || subscription.userId !== userId) throw subscriptionNotFoundError();
    const change = subscription.planChange;
    if (subscription.paypalSubscriptionId === null) throw noChangePendingError();
    const paypalId = subscription.paypalSubscriptionId;
    if (change === null) {
      if (subscription.scheduledChange?.paypalPlanId) return this.confirmScheduled(subscription, paypalId);
      throw noChangePendingError();
    }

    if (change.orderId !== null && change.paidAt === null) {
      if (orderId !== change.orderId) throw noChangePendingError();
      // Cancelled, refunded or overdue since the change began: the approved order is left uncaptured (it lapses), nothing is taken.
      if (subscription.status !== 'active' || subscription.overdueAccessUntil !== null) throw notChangeableError();
      try {
        const capture = await this.payments.captureOrder(change.orderId, `pf-change-capture-${change.orderId}`);
        // The one-time order pays for the new plan.
        await this.recorder.payment(
          subscription,
          { id: capture.captureId, amount: capture.amount, tax: capture.tax, time: this.clock.now() },
          'capture',
          change,
        );
      } catch (error) {
        // Taken already (the answer to an earlier capture was lost, or this retry came past PayPal's request-id window): the customer has paid.
        if (!(error instanceof DomainError && error.code === BILLING_ERROR_CODES.orderAlreadyCaptured)) throw error;
      }
      subscription = await this.switchLicense(subscription);
    }
    // Back to the PayPal plan a lower tier's price override was set on (a downgrade earlier): PayPal
    // bills that plan already, so no revision; its own price again, or the upgrade would be billed at the lower one.
    if (change.paypalPlanId === subscription.paypalPlanId) await this.payments.setSubscriptionPrice(paypalId, planPrice(change));
    const provider = await this.payments.getSubscription(paypalId);
    if (provider.planId === change.paypalPlanId) {
      return { subscription: toPublicSubscription(await this.sync.sync(subscription, provider)), approvalUrl: null, outcome: 'changed' };
    }
    const urls = planChangeUrls(this.links.origin, subscription.id);
    const { approvalUrl } = await this.payments.reviseSubscription(paypalId, {
      planId: change.paypalPlanId,
      ...urls,
      requestId: reviseRequestId(subscription.id, change.requestedAt),
      ...this.providerTax(subscription),
    });
    return { subscription: toPublicSubscription(subscription), approvalUrl, outcome: null };
  }

  /**
   * Back from PayPal with a change of billing period scheduled: PayPal's answer is applied
   * (consent, or the consent to undo it); while the buyer has not consented, the same
   * revision's page again.
   */
  private async confirmScheduled(subscription: Subscription, paypalId: string): Promise<ConfirmedPlanChange> {
    const synced = await this.sync.sync(subscription, await this.payments.getSubscription(paypalId));
    const scheduled = synced.scheduledChange;
    if (scheduled === null) return { subscription: toPublicSubscription(synced), approvalUrl: null, outcome: 'undone' };
    if (!isAwaitingConsent(scheduled)) return { subscription: toPublicSubscription(synced), approvalUrl: null, outcome: 'scheduled' };
    const revision = {
      planId: scheduled.paypalPlanId!,
      ...planChangeUrls(this.links.origin, synced.id),
      requestId: reviseRequestId(synced.id, scheduled.scheduledAt),
      ...this.providerTax(synced),
    };
    return { subscription: toPublicSubscription(synced), approvalUrl: (await this.payments.reviseSubscription(paypalId, revision)).approvalUrl, outcome: null };
  }

  /** The VAT PayPal adds to the subscription's payments, sent again with every revision (PayPal carries no override over). */
  private providerTax(subscription: Subscription): { taxPercentage?: number } {
    return providerTaxOf(this.tax.treatmentOfSubscription(subscription));
  }

  /** The difference is paid: the licence has the new plan, its seats and its billing (its files' offline term) from now on. */
  private async switchLicense(subscription: Subscription): Promise<Subscription> {
    const change = subscription.planChange!;
    return this.transaction.run(async () => {
      const license = await this.licenses.findBySubscriptionId(subscription.id);
      if (license) await this.licenses.update({ ...license, plan: change.plan, seats: getPlan(change.plan).seats, billingType: change.billingType });
      const now = this.clock.now();
      const paid: Subscription = { ...subscription, planChange: { ...change, paidAt: now }, updatedAt: now };
      await this.subscriptions.savePlanChanges(paid.id, paid);
      return paid;
    });
  }
}
