import type { PaymentProviderPort } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import { planPrice } from '../plan-change';
import { isLiveSubscription, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { noChangeScheduledError, subscriptionNotFoundError } from './billing-errors';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';

/**
 * `DELETE /api/subscriptions/{id}/change`: undoes the caller's scheduled downgrade before it
 * takes effect. PayPal is asked to bill the subscription's own plan price again (the price
 * override set by the downgrade is replaced) while it still bills; nothing else changed yet.
 * 404 for a subscription that is not the caller's; 409 BILLING.NO_CHANGE_SCHEDULED with none.
 */
export class UndoPlanChangeUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: { userId: string; subscriptionId: string }): Promise<PublicSubscription> {
    const subscription = await this.subscriptions.findById(input.subscriptionId);
    if (!subscription || subscription.userId !== input.userId) throw subscriptionNotFoundError();
    if (!subscription.scheduledChange) throw noChangeScheduledError();
    if (isLiveSubscription(subscription) && subscription.paypalSubscriptionId) {
      await this.payments.setSubscriptionPrice(subscription.paypalSubscriptionId, planPrice(subscription));
    }
    const undone: Subscription = { ...subscription, scheduledChange: null, updatedAt: this.clock.now() };
    await this.subscriptions.savePlanChanges(undone.id, undone);
    return toPublicSubscription(undone);
  }
}
