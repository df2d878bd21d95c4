import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { subscriptionNotFoundError } from './billing-errors';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';

export interface GetSubscriptionInput {
  userId: string;
  subscriptionId: string;
}

/** One of the caller's subscriptions; another user's answers 404 like a missing one. */
export class GetSubscriptionUseCase {
  constructor(private readonly subscriptions: SubscriptionRepositoryPort) {}

  async execute({ userId, subscriptionId }: GetSubscriptionInput): Promise<PublicSubscription> {
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription || subscription.userId !== userId) throw subscriptionNotFoundError();
    return toPublicSubscription(subscription);
  }
}
