import { LicenseMemberRepositoryPort, type LicenseMember, type MemberRemoval } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { lockRowForWrite } from '../row-lock';
import { LicenseOrmEntity } from './license.orm-entity';
import { toLicenseMember } from './license-team.mapper';
import { LicenseMemberOrmEntity } from './license-member.orm-entity';
import { toMachine } from './machine.mapper';
import { MachineOrmEntity } from './machine.orm-entity';

export class TypeormLicenseMemberRepository extends LicenseMemberRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async listForLicense(licenseId: string): Promise<LicenseMember[]> {
    const rows = await this.database.run((manager) =>
      manager.find(LicenseMemberOrmEntity, { where: { license_id: licenseId }, order: { joined_at: 'ASC', id: 'ASC' } }),
    );
    return rows.map(toLicenseMember);
  }

  async listForUser(userId: string): Promise<LicenseMember[]> {
    const rows = await this.database.run((manager) =>
      manager.find(LicenseMemberOrmEntity, { where: { user_id: userId }, order: { joined_at: 'DESC', id: 'DESC' } }),
    );
    return rows.map(toLicenseMember);
  }

  async find(licenseId: string, userId: string): Promise<LicenseMember | null> {
    return this.database.findOne(LicenseMemberOrmEntity, { license_id: licenseId, user_id: userId }, toLicenseMember);
  }

  async findById(licenseId: string, memberId: string): Promise<LicenseMember | null> {
    return this.database.findOne(LicenseMemberOrmEntity, { license_id: licenseId, id: memberId }, toLicenseMember);
  }

  async remove(licenseId: string, memberId: string): Promise<MemberRemoval | null> {
    return this.database.transaction(async (manager) => {
      // Activations of the licence take turns with a removal, so none adds a computer for the person once removed.
      await lockRowForWrite(manager, LicenseOrmEntity, licenseId);
      const row = await manager.findOneBy(LicenseMemberOrmEntity, { license_id: licenseId, id: memberId });
      if (!row) return null;
      // A concurrent removal of the same member deleted it first: only one releases the devices.
      if ((await manager.delete(LicenseMemberOrmEntity, { id: row.id })).affected === 0) return null;
      const held = { license_id: licenseId, user_id: row.user_id };
      const machines = await manager.find(MachineOrmEntity, { where: held, order: { activated_at: 'ASC', id: 'ASC' } });
      await manager.delete(MachineOrmEntity, held);
      return { member: toLicenseMember(row), releasedMachines: machines.map(toMachine) };
    });
  }
}
