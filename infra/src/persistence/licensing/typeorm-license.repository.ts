import { LicenseRepositoryPort, type DesktopLicenseRead, type DesktopLicenseRef, type License } from '@pointforge/domain';
import { In, IsNull, LessThan, Not, type EntityManager } from 'typeorm';
import { UserOrmEntity, type UserRow } from '../accounts/user.orm-entity';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { lockRowForWrite } from '../row-lock';
import { SubscriptionOrmEntity } from '../billing/subscription.orm-entity';
import type { PlainSql } from '../plain-sql';
import { toLicense, toLicenseRow } from './license.mapper';
import { LicenseOrmEntity, type LicenseRow } from './license.orm-entity';
import { toMachine } from './machine.mapper';
import { MachineOrmEntity, type MachineRow } from './machine.orm-entity';
import { TrialLedgerOrmEntity } from './trial-ledger.orm-entity';

export class TypeormLicenseRepository extends LicenseRepositoryPort {
  private readonly licenseSql: PlainSql<LicenseRow>;
  private readonly machineSql: PlainSql<MachineRow>;
  private readonly userSql: PlainSql<UserRow>;
  /** The desktop check's statement by column (`license_key`, `id`), built on first use. */
  private readonly desktopCheckSql = new Map<'license_key' | 'id', string>();

  constructor(private readonly database: DatabaseAccess) {
    super();
    this.licenseSql = database.plainSql(LicenseOrmEntity);
    this.machineSql = database.plainSql(MachineOrmEntity);
    this.userSql = database.plainSql(UserOrmEntity);
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

  /** Plain SQL (PlainSql): every installed copy's daily check runs it. */
  async findForDesktopCheck(ref: DesktopLicenseRef, fingerprint: string | undefined): Promise<DesktopLicenseRead | null> {
    const [column, value] = 'licenseKey' in ref ? (['license_key', ref.licenseKey] as const) : (['id', ref.licenseId] as const);
    // A missing fingerprint is NULL, which equals nothing: the join then finds no machine.
    const rows = await this.database.query<Array<Record<string, unknown>>>(this.desktopCheckStatement(column), [fingerprint ?? null, value]);
    const raw = rows[0];
    if (!raw) return null;
    const license = toLicense(this.licenseSql.hydrate(raw, 'l'));
    return {
      license,
      machine: raw['m_id'] === null ? null : toMachine(this.machineSql.hydrate(raw, 'm')),
      seatsUsed: Number(raw['seats_used']),
      owner:
        raw['u_id'] === null
          ? null
          : { company: raw['u_company'] as string | null, firstName: raw['u_first_name'] as string | null, lastName: raw['u_last_name'] as string | null },
    };
  }

  private desktopCheckStatement(column: 'license_key' | 'id'): string {
    let sql = this.desktopCheckSql.get(column);
    if (sql === undefined) {
      const [l, m, u] = [this.licenseSql, this.machineSql, this.userSql];
      const owner = ['id', 'company', 'first_name', 'last_name'].map((name) => `${u.column('u', name)} AS u_${name}`).join(', ');
      const seats = `(SELECT COUNT(*) FROM ${m.from('c')} WHERE ${m.column('c', 'license_id')} = ${l.column('l', 'id')}) AS seats_used`;
      sql =
        `SELECT ${l.selectList('l')}, ${m.selectList('m')}, ${owner}, ${seats} FROM ${l.from('l')} ` +
        `LEFT JOIN ${m.from('m')} ON ${m.column('m', 'license_id')} = ${l.column('l', 'id')} AND ${m.column('m', 'fingerprint')} = ? ` +
        `LEFT JOIN ${u.from('u')} ON ${u.column('u', 'id')} = ${l.column('l', 'user_id')} WHERE ${l.column('l', column)} = ?`;
      this.desktopCheckSql.set(column, sql);
    }
    return sql;
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
