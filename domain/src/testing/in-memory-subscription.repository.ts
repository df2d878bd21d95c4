import { FINAL_SUBSCRIPTION_STATUSES, type Subscription } from '../billing/subscription.entity';
import { SubscriptionRepositoryPort } from '../billing/subscription.repository.port';
import { InMemoryRepository } from './in-memory-store';
import { byId, byNewestFirst } from './in-memory-table';

export class InMemorySubscriptionRepository extends InMemoryRepository implements SubscriptionRepositoryPort {
  async create(subscription: Subscription): Promise<void> {
    this.store.subscriptions.insert(subscription);
  }

  async findById(id: string): Promise<Subscription | null> {
    return this.store.subscriptions.get(id);
  }

  async findByPaypalId(paypalSubscriptionId: string): Promise<Subscription | null> {
    return this.store.subscriptions.find((subscription) => subscription.paypalSubscriptionId === paypalSubscriptionId);
  }

  async listForUser(userId: string): Promise<Subscription[]> {
    return this.store.subscriptions.filter((subscription) => subscription.userId === userId).sort(byNewestFirst);
  }

  async listDuePage(now: Date, afterId: string | null, limit: number): Promise<Subscription[]> {
    return this.store.subscriptions
      .filter(
        (subscription) =>
          !FINAL_SUBSCRIPTION_STATUSES.includes(subscription.status) &&
          (subscription.nextCheckAt === null || subscription.nextCheckAt.getTime() <= now.getTime()) &&
          (afterId === null || subscription.id > afterId),
      )
      .sort(byId)
      .slice(0, limit);
  }

  async scheduleCheck(id: string, nextCheckAt: Date): Promise<void> {
    this.store.subscriptions.update((stored) => stored.id === id, { nextCheckAt });
  }

  async recordApproval(id: string, approvedAt: Date): Promise<boolean> {
    const stored = this.store.subscriptions.get(id);
    if (stored?.status !== 'pending' || stored.approvedAt !== null) return false;
    this.store.subscriptions.update((candidate) => candidate.id === id, { approvedAt });
    return true;
  }

  /** Like the SQL repository: the id, the owner, the creation time, the next check, the approval and the plan changes stay. */
  async update(subscription: Subscription): Promise<void> {
    const { id, userId, createdAt, nextCheckAt, approvedAt, planChange, scheduledChange, ...changes } = subscription;
    this.store.subscriptions.update((stored) => stored.id === id, changes);
  }

  async savePlanChanges(id: string, changes: Pick<Subscription, 'planChange' | 'scheduledChange' | 'updatedAt'>): Promise<void> {
    const { planChange, scheduledChange, updatedAt } = changes;
    this.store.subscriptions.update((stored) => stored.id === id, { planChange, scheduledChange, updatedAt });
  }

  async detachFromUser(userId: string): Promise<void> {
    this.store.subscriptions.update((subscription) => subscription.userId === userId, { userId: null });
  }
}
