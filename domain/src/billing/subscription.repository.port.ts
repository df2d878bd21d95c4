import type { Subscription } from './subscription.entity';

export abstract class SubscriptionRepositoryPort {
  abstract create(subscription: Subscription): Promise<void>;
  abstract findById(id: string): Promise<Subscription | null>;
  abstract findByPaypalId(paypalSubscriptionId: string): Promise<Subscription | null>;
  /** The user's subscriptions, newest first. */
  abstract listForUser(userId: string): Promise<Subscription[]>;
  /** Every subscription whose status is not final, for reconciliation. */
  abstract listNonFinal(): Promise<Subscription[]>;
  abstract update(subscription: Subscription): Promise<void>;
  abstract detachFromUser(userId: string): Promise<void>;
}
