import { AccountDeletionHookPort } from '../../accounts/account-deletion-hook.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import { FINAL_SUBSCRIPTION_STATUSES, isAwaitingActivation } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { cancelAtProvider } from './cancel-subscription.use-case';
import type { SubscriptionSync } from './subscription-sync';

/**
 * Billing's part in deleting an account. Before it goes, every subscription of it that is
 * not over yet is cancelled at PayPal, so nobody is billed for a deleted account. One
 * PayPal cannot cancel (a checkout never approved, or only APPROVED) is closed here and
 * never blocks the deletion; should PayPal activate it later, the webhook cancels it
 * there. PayPal unreachable stops the deletion. As it goes, its subscriptions are detached
 * from it and kept, so a webhook that arrives later still finds the one it names.
 */
export class BillingAccountDeletionHook extends AccountDeletionHookPort {
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

  async onAccountDeletion(userId: string): Promise<void> {
    await this.subscriptions.detachFromUser(userId);
  }
}
