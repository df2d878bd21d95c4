import { FINAL_SUBSCRIPTION_STATUSES, SubscriptionRepositoryPort, type Subscription } from '@pointforge/domain';
import { In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import { lockRowForWrite } from '../row-lock';
import { toPlanChangeColumns, toSubscription, toSubscriptionRow } from './subscription.mapper';
import { SubscriptionOrmEntity } from './subscription.orm-entity';

export class TypeormSubscriptionRepository extends SubscriptionRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async create(subscription: Subscription): Promise<void> {
    await this.database.run((manager) => manager.insert(SubscriptionOrmEntity, toSubscriptionRow(subscription)));
  }

  async findById(id: string): Promise<Subscription | null> {
    return this.database.findOne(SubscriptionOrmEntity, { id }, toSubscription);
  }

  async findByPaypalId(paypalSubscriptionId: string): Promise<Subscription | null> {
    return this.database.findOne(SubscriptionOrmEntity, { paypal_subscription_id: paypalSubscriptionId }, toSubscription);
  }

  async listForUser(userId: string): Promise<Subscription[]> {
    const rows = await this.database.run((manager) =>
      manager.find(SubscriptionOrmEntity, { where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' } }),
    );
    return rows.map(toSubscription);
  }

  /**
   * Keyset paging on the primary key over the due rows: `next_check_at` is indexed, so a run
   * reads the due rows only, however many are final or checked recently.
   */
  async listDuePage(now: Date, afterId: string | null, limit: number): Promise<Subscription[]> {
    const notFinal = { status: Not(In([...FINAL_SUBSCRIPTION_STATUSES])), ...(afterId === null ? {} : { id: MoreThan(afterId) }) };
    const rows = await this.database.run((manager) =>
      manager.find(SubscriptionOrmEntity, {
        where: [
          { ...notFinal, next_check_at: IsNull() },
          { ...notFinal, next_check_at: LessThanOrEqual(now) },
        ],
        order: { id: 'ASC' },
        take: limit,
      }),
    );
    return rows.map(toSubscription);
  }

  async scheduleCheck(id: string, nextCheckAt: Date): Promise<void> {
    await this.database.run((manager) => manager.update(SubscriptionOrmEntity, { id }, { next_check_at: nextCheckAt }));
  }

  /**
   * One conditional UPDATE: a row activated (or stamped) meanwhile is left as it is. The row
   * is locked by its primary key first: left to itself, MariaDB may find the row through the
   * status index, lock that entry, then wait for the row an activation holds while the
   * activation waits for the status entry it is moving (a deadlock, and a 503 for the buyer).
   */
  async recordApproval(id: string, approvedAt: Date): Promise<boolean> {
    const result = await this.database.transaction(async (manager) => {
      await lockRowForWrite(manager, SubscriptionOrmEntity, id);
      return manager.update(SubscriptionOrmEntity, { id, status: 'pending', approved_at: IsNull() }, { approved_at: approvedAt });
    });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Writes everything but the identity, the owner (see detachFromUser), the creation time,
   * the next check (see scheduleCheck), the approval (see recordApproval) and the plan changes
   * (see savePlanChanges): a copy read before a reconciliation run must not put back the check
   * time that run set, nor a copy read before the approval or a plan change take it away.
   */
  async update(subscription: Subscription): Promise<void> {
    const { id, user_id, created_at, next_check_at, approved_at, plan_change_json, scheduled_change_json, ...changes } = toSubscriptionRow(subscription);
    await this.database.run((manager) => manager.update(SubscriptionOrmEntity, { id }, changes));
  }

  async savePlanChanges(id: string, changes: Pick<Subscription, 'planChange' | 'scheduledChange' | 'updatedAt'>): Promise<void> {
    await this.database.run((manager) => manager.update(SubscriptionOrmEntity, { id }, { ...toPlanChangeColumns(changes), updated_at: changes.updatedAt }));
  }

  async detachFromUser(userId: string): Promise<void> {
    await this.database.run((manager) => manager.update(SubscriptionOrmEntity, { user_id: userId }, { user_id: null }));
  }
}
