import { DisputeRepositoryPort, openedAtKey, type Page, type PageRequest, type SubscriptionDispute } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { keysetPage } from '../keyset-page';
import { isUniqueViolation } from '../unique-violation';
import { toDispute, toDisputeRow } from './subscription-dispute.mapper';
import { SubscriptionDisputeOrmEntity } from './subscription-dispute.orm-entity';

export class TypeormDisputeRepository extends DisputeRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  /** Insert, or on the same dispute id (a later event, or a concurrent one) update all but the opening time. */
  async save(dispute: SubscriptionDispute): Promise<void> {
    const row = toDisputeRow(dispute);
    try {
      await this.database.run((manager) => manager.insert(SubscriptionDisputeOrmEntity, row));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { dispute_id, opened_at, ...changes } = row;
      await this.database.run((manager) => manager.update(SubscriptionDisputeOrmEntity, { dispute_id }, changes));
    }
  }

  async listForSubscription(subscriptionId: string): Promise<SubscriptionDispute[]> {
    const rows = await this.database.run((manager) =>
      manager.find(SubscriptionDisputeOrmEntity, { where: { subscription_id: subscriptionId }, order: { opened_at: 'ASC', dispute_id: 'ASC' } }),
    );
    return rows.map(toDispute);
  }

  list(page: PageRequest): Promise<Page<SubscriptionDispute>> {
    return this.database.run((manager) =>
      keysetPage(
        manager,
        manager.createQueryBuilder(SubscriptionDisputeOrmEntity, 'dispute'),
        { at: 'dispute.opened_at', tieBreak: 'dispute.dispute_id' },
        page,
        toDispute,
        openedAtKey,
      ),
    );
  }
}
