import { BillingProfileRepositoryPort, type BillingProfile, type StoredBillingProfile } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { toBillingProfileRow, toStoredBillingProfile } from './billing-profile.mapper';
import { BillingProfileOrmEntity } from './billing-profile.orm-entity';

export class TypeormBillingProfileRepository extends BillingProfileRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async findForUser(userId: string): Promise<StoredBillingProfile | null> {
    const row = await this.database.run((manager) => manager.findOneBy(BillingProfileOrmEntity, { user_id: userId }));
    return row ? toStoredBillingProfile(row) : null;
  }

  /** Insert, or on the user's existing row (an earlier save, or a concurrent one) overwrite it. */
  async save(userId: string, profile: BillingProfile, at: Date): Promise<void> {
    const row = toBillingProfileRow(userId, profile, at);
    try {
      await this.database.run((manager) => manager.insert(BillingProfileOrmEntity, row));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { user_id, ...changes } = row;
      await this.database.run((manager) => manager.update(BillingProfileOrmEntity, { user_id }, changes));
    }
  }
}
