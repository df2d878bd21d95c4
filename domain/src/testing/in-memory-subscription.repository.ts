import { FINAL_SUBSCRIPTION_STATUSES, type Subscription } from '../billing/subscription.entity';
import { SubscriptionRepositoryPort } from '../billing/subscription.repository.port';
import { InMemoryTableRepository } from './in-memory-store';
import { byId, byNewestFirst } from './in-memory-table';

export class InMemorySubscriptionRepository extends InMemoryTableRepository<Subscription> implements SubscriptionRepositoryPort {
  protected readonly rows = this.store.subscriptions;

  async findByPaypalId(paypalSubscriptionId: string): Promise<Subscription | null> {
    return this.rows.find((subscription) => subscription.paypalSubscriptionId === paypalSubscriptionId);
  }

  async listForUser(userId: string): Promise<Subscription[]> {
    return this.rows.filter((subscription) => subscription.userId === userId).sort(byNewestFirst);
  }

  async listDuePage(now: Date, afterId: string | null, limit: number): Promise<Subscription[]> {
    return this.rows
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
    this.rows.update((stored) => stored.id === id, { nextCheckAt });
  }

  async recordApproval(id: string, approvedAt: Date): Promise<boolean> {
    const stored = this.rows.get(id);
    if (stored?.status !== 'pending' || stored.approvedAt !== null) return false;
    this.rows.update((candidate) => candidate.id === id, { approvedAt });
    return true;
  }

  /** Like the SQL repository: the id, the owner, the creation time, the next check, the approval and the plan changes stay. */
  async update(subscription: Subscription): Promise<void> {
    const { id, userId, createdAt, nextCheckAt, approvedAt, planChange, scheduledChange, ...changes } = subscription;
    this.rows.update((stored) => stored.id === id, changes);
  }

  async savePlanChanges(id: string, changes: Pick<Subscription, 'planChange' | 'scheduledChange' | 'updatedAt'>): Promise<void> {
    const { planChange, scheduledChange, updatedAt } = changes;
    this.rows.update((stored) => stored.id === id, { planChange, scheduledChange, updatedAt });
  }

  async detachFromUser(userId: string): Promise<void> {
    this.rows.update((subscription) => subscription.userId === userId, { userId: null });
  }
}
