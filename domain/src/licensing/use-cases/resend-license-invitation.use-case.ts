import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { TeamActor } from '../team-change-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { InvitationLinks } from './invitation-links';
import { licenseOwnedBy, toTeamInvitation, type TeamInvitation } from './license-team';
import { invitationNotFoundError, seatsFullError } from './licensing-errors';

export interface LicenseInvitationInput {
  /** The owner, who is also the actor. */
  actor: TeamActor & { userId: string };
  licenseId: string;
  invitationId: string;
}

/**
 * The owner sends an outstanding invitation again: a new link (the old one stops working)
 * good for 7 more days. One that had expired takes a seat again, so only while one is free.
 */
export class ResendLicenseInvitationUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly links: InvitationLinks,
    private readonly transaction: TransactionPort,
  ) {}

  async execute({ actor, licenseId, invitationId }: LicenseInvitationInput): Promise<TeamInvitation> {
    const license = await licenseOwnedBy(this.licenses, this.members, licenseId, actor.userId);
    const owner = await this.users.findById(actor.userId);
    if (!owner || !(await this.invitations.findById(license.id, invitationId))) throw invitationNotFoundError();
    const link = this.links.issue();
    return this.transaction.run(async () => {
      const outcome = await this.invitations.renew(invitationId, {
        tokenHash: link.tokenHash,
        sentAt: link.sentAt,
        expiresAt: link.expiresAt,
        seats: license.seats,
      });
      if (outcome.kind === 'gone') throw invitationNotFoundError();
      if (outcome.kind === 'seats_full') throw seatsFullError(license.seats);
      await this.links.send(license, outcome.invitation, link, { inviter: owner, actor, action: 'license.invitation_resent' });
      return toTeamInvitation(outcome.invitation);
    });
  }
}
