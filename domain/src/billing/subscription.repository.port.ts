import type { Subscription } from './subscription.entity';

export abstract class SubscriptionRepositoryPort {
  abstract create(subscription: Subscription): Promise<void>;
  abstract findById(id: string): Promise<Subscription | null>;
  abstract findByPaypalId(paypalSubscriptionId: string): Promise<Subscription | null>;
  /** The user's subscriptions, newest first. */
  abstract listForUser(userId: string): Promise<Subscription[]>;
  /**
   * One page of the subscriptions due for reconciliation at `now`: status not final and
   * `nextCheckAt` null or not after `now`, by id: up to `limit` with an id after `afterId`
   * (from the start when null).
   */
  abstract listDuePage(now: Date, afterId: string | null, limit: number): Promise<Subscription[]>;
  /** Sets when reconciliation reads the subscription next; nothing else changes. */
  abstract scheduleCheck(id: string, nextCheckAt: Date): Promise<void>;
  /**
   * Stamps `approvedAt` on a subscription still `pending` and not stamped yet; nothing else
   * changes, so a concurrent activation is never undone. Returns whether it stamped it.
   */
  abstract recordApproval(id: string, approvedAt: Date): Promise<boolean>;
  /**
   * Writes everything but the identity, the owner (see detachFromUser), the creation time,
   * `nextCheckAt`, `approvedAt` and the plan changes (see savePlanChanges).
   */
  abstract update(subscription: Subscription): Promise<void>;
  /**
   * Writes the plan changes (`planChange`, `scheduledChange`) and `updatedAt`, nothing else.
   * They change only through this, so a copy of the subscription read before the customer
   * started or scheduled a change (a webhook or reconciliation under way) cannot undo it.
   */
  abstract savePlanChanges(id: string, changes: Pick<Subscription, 'planChange' | 'scheduledChange' | 'updatedAt'>): Promise<void>;
  abstract detachFromUser(userId: string): Promise<void>;
}
