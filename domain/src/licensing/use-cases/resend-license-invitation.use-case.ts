import type { TransactionPort } from '../../ports/transaction.port';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { InvitationLinks } from './invitation-links';
import { toTeamInvitation, type TeamInvitation } from './license-team';
import { invitationNotFoundError, seatsFullError } from './licensing-errors';
import type { LicenseInvitationInput, OwnerInvitationLookup } from './owner-invitation-lookup';

/**
 * The owner sends an outstanding invitation again: a new link (the old one stops working)
 * good for 7 more days. One that had expired takes a seat again, so only while one is free.
 */
export class ResendLicenseInvitationUseCase {
  constructor(
    private readonly lookup: OwnerInvitationLookup,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly links: InvitationLinks,
    private readonly transaction: TransactionPort,
  ) {}

  async execute(input: LicenseInvitationInput): Promise<TeamInvitation> {
    const { license, invitation, owner } = await this.lookup.find(input);
    const link = this.links.issue();
    return this.transaction.run(async () => {
      const outcome = await this.invitations.renew(invitation.id, {
        tokenHash: link.tokenHash,
        sentAt: link.sentAt,
        expiresAt: link.expiresAt,
        seats: license.seats,
      });
      if (outcome.kind === 'gone') throw invitationNotFoundError();
      if (outcome.kind === 'seats_full') throw seatsFullError(license.seats);
      await this.links.send(license, outcome.invitation, link, { inviter: owner, actor: input.actor, action: 'license.invitation_resent' });
      return toTeamInvitation(outcome.invitation);
    });
  }
}
