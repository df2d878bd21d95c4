import { AccountDeletionHookPort } from '../../accounts/account-deletion-hook.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import { FINAL_SUBSCRIPTION_STATUSES } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { cancelAtProvider } from './cancel-subscription.use-case';
import type { SubscriptionSync } from './subscription-sync';

/**
 * Before an account goes, every subscription of it that is not over yet is cancelled at
 * PayPal, so nobody is billed for a deleted account. A PayPal failure stops the deletion.
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
      await cancelAtProvider(this.payments, subscription);
      await this.sync.markCancelled(subscription);
    }
  }
}
