import { isPendingInvitation, type LicenseInvitation } from '../licensing/license-invitation.entity';
import {
  LicenseInvitationRepositoryPort,
  type AcceptanceOutcome,
  type InvitationOutcome,
  type InvitationRenewal,
  type RenewalOutcome,
} from '../licensing/license-invitation.repository.port';
import type { LicenseMember } from '../licensing/license-member.entity';
import { InMemoryRepository } from './in-memory-store';

/** Every method reads and writes without an await in between: that is what keeps each atomic. */
export class InMemoryLicenseInvitationRepository extends InMemoryRepository implements LicenseInvitationRepositoryPort {
  async invite(invitation: LicenseInvitation, seats: number): Promise<InvitationOutcome> {
    const outstanding = this.store.licenseInvitations.find(
      (stored) => stored.licenseId === invitation.licenseId && stored.email === invitation.email && isOutstanding(stored),
    );
    if (outstanding) return { kind: 'already_invited', invitation: outstanding };
    const seatsTaken = this.seatsTaken(invitation.licenseId, invitation.createdAt);
    if (seatsTaken >= seats) return { kind: 'seats_full', seatsTaken };
    this.store.licenseInvitations.insert(invitation);
    return { kind: 'invited', invitation };
  }

  async accept(invitationId: string, member: LicenseMember, seats: number): Promise<AcceptanceOutcome> {
    const now = member.joinedAt;
    const invitation = this.store.licenseInvitations.get(invitationId);
    if (!invitation || invitation.licenseId !== member.licenseId || !isPendingInvitation(invitation, now)) return { kind: 'invalid' };
    if (this.store.licenseMembers.find((stored) => stored.licenseId === member.licenseId && stored.userId === member.userId)) return { kind: 'already_member' };
    // This invitation's seat becomes the member's: the others must leave one.
    const seatsTaken = this.seatsTaken(member.licenseId, now) - 1;
    if (seatsTaken >= seats) return { kind: 'seats_full', seatsTaken };
    this.store.licenseInvitations.update((stored) => stored.id === invitationId, { acceptedAt: now, acceptedByUserId: member.userId });
    this.store.licenseMembers.insert(member);
    return { kind: 'joined', member };
  }

  async countSeatsTaken(licenseId: string, now: Date): Promise<number> {
    return this.seatsTaken(licenseId, now);
  }

  async findById(licenseId: string, invitationId: string): Promise<LicenseInvitation | null> {
    return this.store.licenseInvitations.find((invitation) => invitation.licenseId === licenseId && invitation.id === invitationId);
  }

  async findByTokenHash(tokenHash: string): Promise<LicenseInvitation | null> {
    return this.store.licenseInvitations.find((invitation) => invitation.tokenHash === tokenHash);
  }

  async listOutstanding(licenseId: string): Promise<LicenseInvitation[]> {
    return this.store.licenseInvitations.filter((invitation) => invitation.licenseId === licenseId && isOutstanding(invitation)).sort(byOldest);
  }

  async renew(invitationId: string, { tokenHash, sentAt, expiresAt, seats }: InvitationRenewal): Promise<RenewalOutcome> {
    const invitation = this.store.licenseInvitations.get(invitationId);
    if (!invitation || !isOutstanding(invitation)) return { kind: 'gone' };
    if (!isPendingInvitation(invitation, sentAt)) {
      const seatsTaken = this.seatsTaken(invitation.licenseId, sentAt);
      if (seatsTaken >= seats) return { kind: 'seats_full', seatsTaken };
    }
    const renewed: LicenseInvitation = { ...invitation, tokenHash, lastSentAt: sentAt, expiresAt };
    this.store.licenseInvitations.update((stored) => stored.id === invitationId, renewed);
    return { kind: 'renewed', invitation: renewed };
  }

  async revoke(invitationId: string, at: Date): Promise<boolean> {
    return this.store.licenseInvitations.update((invitation) => invitation.id === invitationId && isOutstanding(invitation), { revokedAt: at }) > 0;
  }

  async recordRegistration(invitationId: string, userId: string, now: Date): Promise<boolean> {
    const updated = this.store.licenseInvitations.update((invitation) => invitation.id === invitationId && isPendingInvitation(invitation, now), {
      registeredUserId: userId,
    });
    return updated > 0;
  }

  async listRegisteredBy(userId: string, now: Date): Promise<LicenseInvitation[]> {
    return this.store.licenseInvitations.filter((invitation) => invitation.registeredUserId === userId && isPendingInvitation(invitation, now)).sort(byOldest);
  }

  private seatsTaken(licenseId: string, now: Date): number {
    const members = this.store.licenseMembers.filter((member) => member.licenseId === licenseId).length;
    const pending = this.store.licenseInvitations.filter((invitation) => invitation.licenseId === licenseId && isPendingInvitation(invitation, now)).length;
    return 1 + members + pending;
  }
}

function isOutstanding(invitation: LicenseInvitation): boolean {
  return invitation.acceptedAt === null && invitation.revokedAt === null;
}

function byOldest(a: LicenseInvitation, b: LicenseInvitation): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id === b.id ? 0 : a.id < b.id ? -1 : 1);
}
