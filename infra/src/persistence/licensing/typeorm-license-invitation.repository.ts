import {
  isPendingInvitation,
  LicenseInvitationRepositoryPort,
  type AcceptanceOutcome,
  type InvitationOutcome,
  type InvitationRenewal,
  type LicenseInvitation,
  type LicenseMember,
  type RenewalOutcome,
} from '@pointforge/domain';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { lockRowForWrite } from '../row-lock';
import { toLicenseInvitation, toLicenseInvitationRow, toLicenseMemberRow } from './license-team.mapper';
import { LicenseInvitationOrmEntity } from './license-invitation.orm-entity';
import { LicenseMemberOrmEntity } from './license-member.orm-entity';
import { LicenseOrmEntity } from './license.orm-entity';

/** Neither accepted nor revoked. */
const OUTSTANDING = { accepted_at: IsNull(), revoked_at: IsNull() };

export class TypeormLicenseInvitationRepository extends LicenseInvitationRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async invite(invitation: LicenseInvitation, seats: number): Promise<InvitationOutcome> {
    return this.database.transaction(async (manager): Promise<InvitationOutcome> => {
      // Invitations and acceptances of one licence take turns, so each counts the seats the previous one left.
      await lockRowForWrite(manager, LicenseOrmEntity, invitation.licenseId);
      const outstanding = await manager.findOneBy(LicenseInvitationOrmEntity, { license_id: invitation.licenseId, email: invitation.email, ...OUTSTANDING });
      if (outstanding) return { kind: 'already_invited', invitation: toLicenseInvitation(outstanding) };
      const seatsTaken = await countSeatsTaken(manager, invitation.licenseId, invitation.createdAt);
      if (seatsTaken >= seats) return { kind: 'seats_full', seatsTaken };
      await manager.insert(LicenseInvitationOrmEntity, toLicenseInvitationRow(invitation));
      return { kind: 'invited', invitation };
    });
  }

  async accept(invitationId: string, member: LicenseMember, seats: number): Promise<AcceptanceOutcome> {
    return this.database.transaction(async (manager): Promise<AcceptanceOutcome> => {
      const now = member.joinedAt;
      await lockRowForWrite(manager, LicenseOrmEntity, member.licenseId);
      const row = await manager.findOneBy(LicenseInvitationOrmEntity, { id: invitationId, license_id: member.licenseId });
      if (!row || !isPendingInvitation(toLicenseInvitation(row), now)) return { kind: 'invalid' };
      if (await manager.existsBy(LicenseMemberOrmEntity, { license_id: member.licenseId, user_id: member.userId })) return { kind: 'already_member' };
      // This invitation's seat becomes the member's: the others must leave one.
      const seatsTaken = (await countSeatsTaken(manager, member.licenseId, now)) - 1;
      if (seatsTaken >= seats) return { kind: 'seats_full', seatsTaken };
      const used = await manager.update(
        LicenseInvitationOrmEntity,
        { id: invitationId, ...OUTSTANDING },
        { accepted_at: now, accepted_by_user_id: member.userId },
      );
      // On SQLite the lock above is a no-op; the single writer keeps this unreachable there too.
      if (affectedRows(used) === 0) return { kind: 'invalid' };
      await manager.insert(LicenseMemberOrmEntity, toLicenseMemberRow(member));
      return { kind: 'joined', member };
    });
  }

  async countSeatsTaken(licenseId: string, now: Date): Promise<number> {
    return this.database.run((manager) => countSeatsTaken(manager, licenseId, now));
  }

  async findById(licenseId: string, invitationId: string): Promise<LicenseInvitation | null> {
    return this.database.findOne(LicenseInvitationOrmEntity, { license_id: licenseId, id: invitationId }, toLicenseInvitation);
  }

  async findByTokenHash(tokenHash: string): Promise<LicenseInvitation | null> {
    return this.database.findOne(LicenseInvitationOrmEntity, { token_hash: tokenHash }, toLicenseInvitation);
  }

  async listOutstanding(licenseId: string): Promise<LicenseInvitation[]> {
    const rows = await this.database.run((manager) =>
      manager.find(LicenseInvitationOrmEntity, { where: { license_id: licenseId, ...OUTSTANDING }, order: { created_at: 'ASC', id: 'ASC' } }),
    );
    return rows.map(toLicenseInvitation);
  }

  async renew(invitationId: string, { tokenHash, sentAt, expiresAt, seats }: InvitationRenewal): Promise<RenewalOutcome> {
    return this.database.transaction(async (manager): Promise<RenewalOutcome> => {
      const found = await manager.findOneBy(LicenseInvitationOrmEntity, { id: invitationId, ...OUTSTANDING });
      if (!found) return { kind: 'gone' };
      await lockRowForWrite(manager, LicenseOrmEntity, found.license_id);
      const row = await manager.findOneBy(LicenseInvitationOrmEntity, { id: invitationId, ...OUTSTANDING });
      if (!row) return { kind: 'gone' };
      const invitation = toLicenseInvitation(row);
      if (!isPendingInvitation(invitation, sentAt)) {
        // It no longer took a seat: it takes one again only if one is free.
        const seatsTaken = await countSeatsTaken(manager, invitation.licenseId, sentAt);
        if (seatsTaken >= seats) return { kind: 'seats_full', seatsTaken };
      }
      await manager.update(LicenseInvitationOrmEntity, { id: invitationId }, { token_hash: tokenHash, last_sent_at: sentAt, expires_at: expiresAt });
      return { kind: 'renewed', invitation: { ...invitation, tokenHash, lastSentAt: sentAt, expiresAt } };
    });
  }

  async revoke(invitationId: string, at: Date): Promise<boolean> {
    const result = await this.database.run((manager) => manager.update(LicenseInvitationOrmEntity, { id: invitationId, ...OUTSTANDING }, { revoked_at: at }));
    return affectedRows(result) > 0;
  }

  async recordRegistration(invitationId: string, userId: string, now: Date): Promise<boolean> {
    const result = await this.database.run((manager) =>
      manager.update(LicenseInvitationOrmEntity, { id: invitationId, ...OUTSTANDING, expires_at: MoreThan(now) }, { registered_user_id: userId }),
    );
    return affectedRows(result) > 0;
  }

  async listRegisteredBy(userId: string, now: Date): Promise<LicenseInvitation[]> {
    const rows = await this.database.run((manager) =>
      manager.find(LicenseInvitationOrmEntity, {
        where: { registered_user_id: userId, ...OUTSTANDING, expires_at: MoreThan(now) },
        order: { created_at: 'ASC', id: 'ASC' },
      }),
    );
    return rows.map(toLicenseInvitation);
  }
}

/** The owner (one), the members and the pending invitations at `now`. */
async function countSeatsTaken(manager: EntityManager, licenseId: string, now: Date): Promise<number> {
  const members = await manager.countBy(LicenseMemberOrmEntity, { license_id: licenseId });
  const pending = await manager.countBy(LicenseInvitationOrmEntity, { license_id: licenseId, ...OUTSTANDING, expires_at: MoreThan(now) });
  return 1 + members + pending;
}
