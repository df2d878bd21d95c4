import type { LicenseInvitation, LicenseMember } from '@pointforge/domain';
import type { LicenseInvitationRow } from './license-invitation.orm-entity';
import type { LicenseMemberRow } from './license-member.orm-entity';

export function toLicenseMember(row: LicenseMemberRow): LicenseMember {
  return { id: row.id, licenseId: row.license_id, userId: row.user_id, invitationId: row.invitation_id, joinedAt: row.joined_at };
}

export function toLicenseMemberRow(member: LicenseMember): LicenseMemberRow {
  return { id: member.id, license_id: member.licenseId, user_id: member.userId, invitation_id: member.invitationId, joined_at: member.joinedAt };
}

export function toLicenseInvitation(row: LicenseInvitationRow): LicenseInvitation {
  return {
    id: row.id,
    licenseId: row.license_id,
    email: row.email,
    tokenHash: row.token_hash,
    invitedByUserId: row.invited_by_user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastSentAt: row.last_sent_at,
    acceptedAt: row.accepted_at,
    acceptedByUserId: row.accepted_by_user_id,
    revokedAt: row.revoked_at,
    registeredUserId: row.registered_user_id,
  };
}

export function toLicenseInvitationRow(invitation: LicenseInvitation): LicenseInvitationRow {
  return {
    id: invitation.id,
    license_id: invitation.licenseId,
    email: invitation.email,
    token_hash: invitation.tokenHash,
    invited_by_user_id: invitation.invitedByUserId,
    created_at: invitation.createdAt,
    expires_at: invitation.expiresAt,
    last_sent_at: invitation.lastSentAt,
    accepted_at: invitation.acceptedAt,
    accepted_by_user_id: invitation.acceptedByUserId,
    revoked_at: invitation.revokedAt,
    registered_user_id: invitation.registeredUserId,
  };
}
