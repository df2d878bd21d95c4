import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import { planPrice } from '../plan-change';
import { isLiveSubscription, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { providerTaxOf, type CheckoutTax } from '../tax/checkout-tax';
import { noChangeScheduledError, subscriptionNotFoundError } from './billing-errors';
import { planChangeUrls } from './plan-change-paypal';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';

export interface UndonePlanChange {
  subscription: PublicSubscription;
  /** A change of billing period PayPal has revised already: PayPal's page where the buyer consents to going back; else null (undone). */
  approvalUrl: string | null;
}

/**
 * `DELETE /api/subscriptions/{id}/change`: undoes the caller's scheduled downgrade before it
 * takes effect. For a lower tier, PayPal is asked to bill the subscription's own plan price
 * again (replacing the price override) while it still bills. A change of billing period the
 * buyer has not consented to is dropped (PayPal keeps the plan); one PayPal has revised
 * already needs the buyer's consent to go back: `approvalUrl`, and the change stays until
 * PayPal bills the old plan again (confirm, the webhook or reconciliation see it).
 * 404 for a subscription that is not the caller's; 409 BILLING.NO_CHANGE_SCHEDULED with none.
 */
export class UndoPlanChangeUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly clock: ClockPort,
    private readonly links: Pick<AccountLinks, 'origin'>,
    private readonly tax: CheckoutTax,
  ) {}

  async execute(input: { userId: string; subscriptionId: string }): Promise<UndonePlanChange> {
    const subscription = await this.subscriptions.findById(input.subscriptionId);
    if (!subscription || subscription.userId !== input.userId) throw subscriptionNotFoundError();
    const scheduled = subscription.scheduledChange;
    if (!scheduled) throw noChangeScheduledError();
    const paypalId = isLiveSubscription(subscription) ? subscription.paypalSubscriptionId : null;
    if (paypalId !== null && scheduled.paypalPlanId === null) {
      await this.payments.setSubscriptionPrice(paypalId, planPrice(subscription));
    } else if (paypalId !== null && (await this.payments.getSubscription(paypalId)).planId === scheduled.paypalPlanId) {
      // Recorded as consented (should we not have seen it yet), so PayPal back on the old plan reads as undone.
      const consented: Subscription = { ...subscription, scheduledChange: { ...scheduled, consentedAt: scheduled.consentedAt ?? this.clock.now() } };
      if (scheduled.consentedAt === null) await this.subscriptions.savePlanChanges(consented.id, { ...consented, updatedAt: this.clock.now() });
      const revision = {
        planId: subscription.paypalPlanId,
        ...planChangeUrls(this.links.origin, subscription.id),
        requestId: `pf-change-undo-${subscription.id}-${scheduled.scheduledAt.getTime()}`,
        // PayPal drops the subscription's tax override with every revision: back on the old plan it is sent again.
        ...providerTaxOf(this.tax.treatmentOfSubscription(subscription)),
      };
      return { subscription: toPublicSubscription(consented), approvalUrl: (await this.payments.reviseSubscription(paypalId, revision)).approvalUrl };
    }
    const undone: Subscription = { ...subscription, scheduledChange: null, updatedAt: this.clock.now() };
    await this.subscriptions.savePlanChanges(undone.id, undone);
    return { subscription: toPublicSubscription(undone), approvalUrl: null };
  }
}
