import { AccountDeletionHookPort } from '../../accounts/account-deletion-hook.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import { FINAL_SUBSCRIPTION_STATUSES, isAwaitingActivation } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { cancelAtProvider } from './cancel-subscription.use-case';
import type { SubscriptionSync } from './subscription-sync';

/**
 * Before an account goes, every subscription of it that is not over yet is cancelled at
 * PayPal, so nobody is billed for a deleted account. One PayPal cannot cancel (a checkout
 * never approved, or only APPROVED) is closed here and never blocks the deletion; should
 * PayPal activate it later, the webhook cancels it there. PayPal unreachable stops the deletion.
 */
export class CancelSubscriptionsOnAccountDeletionHook extends AccountDeletionHookPort {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
  ) {
    super();
  }

  async beforeAccountDeletion(userId: string): Promise<void> {
    for (const subscription of await this.subscriptions.listForUser(userId)) {
      if (FINAL_SUBSCRIPTION_STATUSES.includes(subscription.status)) continue;
      const cancelledAtProvider = await cancelAtProvider(this.payments, subscription, 'The account was deleted');
      if (!cancelledAtProvider && isAwaitingActivation(subscription)) await this.sync.markCheckoutClosed(subscription);
      else await this.sync.markCancelled(subscription);
    }
  }
}
