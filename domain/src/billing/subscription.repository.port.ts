import type { Subscription } from './subscription.entity';

export abstract class SubscriptionRepositoryPort {
  abstract create(subscription: Subscription): Promise<void>;
  abstract findById(id: string): Promise<Subscription | null>;
  abstract findByPaypalId(paypalSubscriptionId: string): Promise<Subscription | null>;
  /** The user's subscriptions, newest first. */
  abstract listForUser(userId: string): Promise<Subscription[]>;
  /**
   * One page of the subscriptions reconciliation polls (status not final), by id: up to
   * `limit` with an id after `afterId` (from the start when null).
   */
  abstract listNonFinalPage(afterId: string | null, limit: number): Promise<Subscription[]>;
  abstract update(subscription: Subscription): Promise<void>;
  abstract detachFromUser(userId: string): Promise<void>;
}
