import {
  MachineRepositoryPort,
  refreshedMachine,
  type ActivationOutcome,
  type IssuedLicenseFile,
  type Machine,
  type MachineActivation,
} from '@pointforge/domain';
import { In, IsNull, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import type { PlainSql } from '../plain-sql';
import { lockRowForWrite } from '../row-lock';
import { isUniqueViolation } from '../unique-violation';
import { LicenseOrmEntity } from './license.orm-entity';
import { toMachine, toMachineRow } from './machine.mapper';
import { MachineOrmEntity, type MachineRow } from './machine.orm-entity';
import { TrialFingerprintOrmEntity } from './trial-fingerprint.orm-entity';

export class TypeormMachineRepository extends MachineRepositoryPort {
  private readonly machineSql: PlainSql<MachineRow>;

  constructor(private readonly database: DatabaseAccess) {
    super();
    this.machineSql = database.plainSql(MachineOrmEntity);
  }

  async activate({ machine, devicesPerPerson, trialFingerprintKeys }: MachineActivation): Promise<ActivationOutcome> {
    try {
      return await this.database.transaction(async (manager): Promise<ActivationOutcome> => {
        // Concurrent activations of one licence take turns, so each counts the devices the previous one
        // left (READ COMMITTED shows the waiting one the committed machines).
        await lockRowForWrite(manager, LicenseOrmEntity, machine.licenseId);
        const where = { license_id: machine.licenseId, fingerprint: machine.fingerprint };
        const existing = await manager.findOneBy(MachineOrmEntity, where);
        if (existing) {
          // A computer another person activated (a desk changing hands, a colleague's PC from before seats
          // were people) becomes the caller's, within the caller's own devices.
          if (existing.user_id !== machine.userId) {
            const devicesUsed = await countPersonMachines(manager, machine.licenseId, machine.userId);
            if (devicesUsed >= devicesPerPerson) return { kind: 'device_limit', devicesUsed };
          }
          const refreshed = refreshedMachine(toMachine(existing), machine);
          const { user_id, name, platform, app_version, deactivation_key, last_seen_at } = toMachineRow(refreshed);
          await manager.update(MachineOrmEntity, { id: existing.id }, { user_id, name, platform, app_version, deactivation_key, last_seen_at });
          return { kind: 'refreshed', machine: refreshed, ...(await countUse(manager, refreshed)) };
        }
        const ledger = trialFingerprintKeys === null ? [] : await manager.findBy(TrialFingerprintOrmEntity, { fingerprint_key: In([...trialFingerprintKeys]) });
        if (ledger.some((entry) => entry.license_id !== machine.licenseId)) return { kind: 'trial_used' };
        const { seatsUsed, devicesUsed } = await countUse(manager, machine);
        if (devicesUsed >= devicesPerPerson) return { kind: 'device_limit', devicesUsed };
        const recorded = trialFingerprintKeys?.[0];
        if (recorded !== undefined && !ledger.some((entry) => entry.fingerprint_key === recorded)) await insertTrialFingerprint(manager, recorded, machine);
        await manager.insert(MachineOrmEntity, toMachineRow(machine));
        return { kind: 'activated', machine, seatsUsed: seatsUsed + 1, devicesUsed: devicesUsed + 1 };
      });
    } catch (error) {
      if (error instanceof TrialFingerprintTaken) return { kind: 'trial_used' };
      throw error;
    }
  }

  async findByFingerprint(licenseId: string, fingerprint: string): Promise<Machine | null> {
    return this.database.findOne(MachineOrmEntity, { license_id: licenseId, fingerprint }, toMachine);
  }

  async recordFileIssued({ id: machineId }: Pick<Machine, 'id'>, file: IssuedLicenseFile): Promise<void> {
    const changes = {
      last_seen_at: file.issuedAt,
      offline_until: file.offlineUntil,
      file_issued_offline: file.issuedOffline,
      deactivation_code_hash: file.deactivationCodeHash,
    };
    // Every installed copy's daily check writes this: plain SQL (PlainSql), as one statement.
    const [sql, values] = this.machineSql.updateWhere(changes, 'id', machineId);
    await this.database.query(sql, values);
  }

  async countForLicense(licenseId: string): Promise<number> {
    return this.database.run((manager) => countMachines(manager, licenseId));
  }

  async countForPerson(licenseId: string, userId: string | null): Promise<number> {
    return this.database.run((manager) => countPersonMachines(manager, licenseId, userId));
  }

  async listForLicenses(licenseIds: readonly string[]): Promise<Machine[]> {
    if (licenseIds.length === 0) return [];
    const rows = await this.database.run((manager) =>
      manager.find(MachineOrmEntity, { where: { license_id: In([...licenseIds]) }, order: { activated_at: 'ASC', id: 'ASC' } }),
    );
    return rows.map(toMachine);
  }

  async deactivate(licenseId: string, fingerprint: string): Promise<Machine | null> {
    return this.removeOne({ license_id: licenseId, fingerprint });
  }

  async release(licenseId: string, machineId: string): Promise<Machine | null> {
    return this.removeOne({ license_id: licenseId, id: machineId });
  }

  async releaseByDeactivationCode(licenseId: string, codeHash: string, heldBy?: string): Promise<Machine | null> {
    return this.removeOne({ license_id: licenseId, deactivation_code_hash: codeHash, ...(heldBy !== undefined && { user_id: heldBy }) });
  }

  private removeOne(where: FindOptionsWhere<MachineRow>): Promise<Machine | null> {
    return this.database.transaction(async (manager) => {
      const row = await manager.findOneBy(MachineOrmEntity, where);
      if (!row) return null;
      const result = await manager.delete(MachineOrmEntity, { id: row.id });
      // A concurrent release of the same machine deleted it first: only one releases it.
      return result.affected === 0 ? null : toMachine(row);
    });
  }
}

function countMachines(manager: EntityManager, licenseId: string): Promise<number> {
  return manager.countBy(MachineOrmEntity, { license_id: licenseId });
}

function countPersonMachines(manager: EntityManager, licenseId: string, userId: string | null): Promise<number> {
  return manager.countBy(MachineOrmEntity, { license_id: licenseId, user_id: userId ?? IsNull() });
}

async function countUse(manager: EntityManager, machine: Machine): Promise<{ seatsUsed: number; devicesUsed: number }> {
  const [seatsUsed, devicesUsed] = [await countMachines(manager, machine.licenseId), await countPersonMachines(manager, machine.licenseId, machine.userId)];
  return { seatsUsed, devicesUsed };
}

/** Another trial licence took the fingerprint first; thrown to roll the activation back whole. */
class TrialFingerprintTaken extends Error {}

/**
 * Records the fingerprint's trial. Its primary key refuses a second trial licence: one
 * activating concurrently on another licence waits on the key and is refused once this commits.
 */
async function insertTrialFingerprint(manager: EntityManager, fingerprintKey: string, machine: Machine): Promise<void> {
  try {
    await manager.insert(TrialFingerprintOrmEntity, { fingerprint_key: fingerprintKey, license_id: machine.licenseId, created_at: machine.activatedAt });
  } catch (error) {
    throw isUniqueViolation(error) ? new TrialFingerprintTaken() : error;
  }
}
