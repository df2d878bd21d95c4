import { LicenseRepositoryPort, type License } from '@pointforge/domain';
import { In, IsNull, LessThan, Not, type EntityManager } from 'typeorm';
import { UserOrmEntity } from '../accounts/user.orm-entity';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { lockRowForWrite } from '../row-lock';
import { SubscriptionOrmEntity } from '../billing/subscription.orm-entity';
import { toLicense, toLicenseRow } from './license.mapper';
import { LicenseOrmEntity } from './license.orm-entity';
import { MachineOrmEntity } from './machine.orm-entity';
import { TrialLedgerOrmEntity } from './trial-ledger.orm-entity';

export class TypeormLicenseRepository extends LicenseRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async listForUser(userId: string): Promise<License[]> {
    const rows = await this.database.run((manager) =>
      manager.find(LicenseOrmEntity, { where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' } }),
    );
    return rows.map(toLicense);
  }

  async findById(id: string): Promise<License | null> {
    return this.database.findOne(LicenseOrmEntity, { id }, toLicense);
  }

  async findByLicenseKey(licenseKey: string): Promise<License | null> {
    return this.database.findOne(LicenseOrmEntity, { license_key: licenseKey }, toLicense);
  }

  async findBySubscriptionId(subscriptionId: string): Promise<License | null> {
    return this.database.findOne(LicenseOrmEntity, { subscription_id: subscriptionId }, toLicense);
  }

  async issueTrialOnce(license: License, ledgerKey: string): Promise<boolean> {
    const { userId } = license;
    if (userId === null) return false;
    try {
      return await this.database.transaction(async (manager) => {
        if (!(await markFirstLicense(manager, userId))) return false;
        await insertLedgerRow(manager, ledgerKey, license.createdAt);
        await manager.insert(LicenseOrmEntity, toLicenseRow(license));
        return true;
      });
    } catch (error) {
      if (error instanceof TrialLedgerHit) return false;
      throw error;
    }
  }

  async recordInTrialLedger(ledgerKey: string, now: Date): Promise<void> {
    try {
      await this.database.run((manager) => insertLedgerRow(manager, ledgerKey, now));
    } catch (error) {
      if (!(error instanceof TrialLedgerHit)) throw error;
    }
  }

  async issueForSubscriptionOnce(license: License): Promise<License> {
    try {
      await this.database.transaction(async (manager) => {
        if (license.subscriptionId !== null) {
          // The foreign key would read the subscription under a shared lock; a caller that then
          // updates the subscription (activation does) would upgrade it, and a single UPDATE of
          // the subscription queued in between (an approval stamp) would die as a deadlock victim.
          await lockRowForWrite(manager, SubscriptionOrmEntity, license.subscriptionId);
        }
        if (license.userId !== null) await markFirstLicense(manager, license.userId);
        await manager.insert(LicenseOrmEntity, toLicenseRow(license));
      });
      return license;
    } catch (error) {
      // The unique index on subscription_id let another call win; its licence is the answer.
      const existing = isUniqueViolation(error) && license.subscriptionId !== null ? await this.findBySubscriptionId(license.subscriptionId) : null;
      if (!existing) throw error;
      return existing;
    }
  }

  /** Writes what a licence may change over its life; key, owner and subscription stay. */
  async update(license: License): Promise<void> {
    const { plan, seats, billing_type, is_active, expiry_date, paid_through } = toLicenseRow(license);
    await this.database.run((manager) =>
      manager.update(LicenseOrmEntity, { id: license.id }, { plan, seats, billing_type, is_active, expiry_date, paid_through }),
    );
  }

  async changeExpiry(id: string, from: Date, to: Date): Promise<boolean> {
    const result = await this.database.run((manager) => manager.update(LicenseOrmEntity, { id, expiry_date: from }, { expiry_date: to }));
    return affectedRows(result) === 1;
  }

  async changeKey(id: string, from: string, to: string): Promise<boolean> {
    const result = await this.database.run((manager) => manager.update(LicenseOrmEntity, { id, license_key: from }, { license_key: to }));
    return affectedRows(result) === 1;
  }

  async setSuspension(id: string, at: Date | null): Promise<boolean> {
    const result = await this.database.run((manager) =>
      manager.update(LicenseOrmEntity, { id, suspended_at: at === null ? Not(IsNull()) : IsNull() }, { suspended_at: at }),
    );
    return affectedRows(result) === 1;
  }

  async transferToSubscription(licenseId: string, fromSubscriptionId: string, toSubscriptionId: string): Promise<boolean> {
    const result = await this.database.transaction(async (manager) => {
      // As in issueForSubscriptionOnce: the new subscription's row before the foreign key reads it.
      await lockRowForWrite(manager, SubscriptionOrmEntity, toSubscriptionId);
      return manager.update(LicenseOrmEntity, { id: licenseId, subscription_id: fromSubscriptionId }, { subscription_id: toSubscriptionId });
    });
    return affectedRows(result) === 1;
  }

  async detachFromUser(userId: string): Promise<void> {
    await this.database.transaction(async (manager) => {
      const owned = await manager.find(LicenseOrmEntity, { select: { id: true }, where: { user_id: userId } });
      if (owned.length === 0) return;
      const licenseIds = owned.map((license) => license.id);
      await manager.update(MachineOrmEntity, { user_id: userId, license_id: In(licenseIds) }, { user_id: null });
      await manager.update(LicenseOrmEntity, { id: In(licenseIds) }, { user_id: null });
    });
  }

  async deactivateExpired(now: Date): Promise<number> {
    const result = await this.database.run((manager) =>
      manager.update(LicenseOrmEntity, { is_active: true, expiry_date: LessThan(now) }, { is_active: false }),
    );
    return affectedRows(result);
  }
}

/**
 * The ledger already holds the key. Thrown inside a trial's transaction, it rolls the
 * transaction back whole, the marking of the user included.
 */
class TrialLedgerHit extends Error {}

/**
 * Inserts the address's ledger row. Its primary key refuses an address that already had a
 * trial; a concurrent trial for the same address waits on that key and is refused once the
 * first commits.
 */
async function insertLedgerRow(manager: EntityManager, addressKey: string, now: Date): Promise<void> {
  try {
    await manager.insert(TrialLedgerOrmEntity, { address_key: addressKey, created_at: now });
  } catch (error) {
    throw isUniqueViolation(error) ? new TrialLedgerHit() : error;
  }
}

/**
 * Sets users.has_held_license and says whether this was the user's first licence. The
 * conditional UPDATE row-locks the user, so concurrent issues for one user take turns:
 * only the first sees the flag still false.
 */
async function markFirstLicense(manager: EntityManager, userId: string): Promise<boolean> {
  const result = await manager.update(UserOrmEntity, { id: userId, has_held_license: false }, { has_held_license: true });
  return affectedRows(result) === 1;
}
