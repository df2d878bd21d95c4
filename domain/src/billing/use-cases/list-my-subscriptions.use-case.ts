import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';

/** The caller's subscriptions, newest first, for the dashboard's Subscription tab. */
export class ListMySubscriptionsUseCase {
  constructor(private readonly subscriptions: SubscriptionRepositoryPort) {}

  async execute({ userId }: { userId: string }): Promise<PublicSubscription[]> {
    return (await this.subscriptions.listForUser(userId)).map(toPublicSubscription);
  }
}
