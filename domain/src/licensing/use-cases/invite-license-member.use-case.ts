import { isValidEmail, normalizeEmail } from '../../accounts/user-rules';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { emailInvalidError } from '../../accounts/use-cases/account-errors';
import type { TeamActor } from '../team-change-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { LicenseInvitation } from '../license-invitation.entity';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { InvitationLinks } from './invitation-links';
import { licenseOwnedBy, toTeamInvitation, type TeamInvitation } from './license-team';
import { alreadyInvitedError, alreadyMemberError, seatsFullError } from './licensing-errors';

export interface InviteLicenseMemberInput {
  /** The owner, who is also the actor. */
  actor: TeamActor & { userId: string };
  licenseId: string;
  email: string;
}

/**
 * The owner invites a person by email to a seat of the licence: a single-use link, good
 * for 7 days, emailed to them (only its hash is kept). The seat is taken from now on; an
 * invitation past the seats (the owner, members and pending invitations) is refused, as is
 * one to a person already on the licence or already invited.
 */
export class InviteLicenseMemberUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly links: InvitationLinks,
    private readonly transaction: TransactionPort,
  ) {}

  async execute({ actor, licenseId, email: givenEmail }: InviteLicenseMemberInput): Promise<TeamInvitation> {
    const license = await licenseOwnedBy(this.licenses, this.members, licenseId, actor.userId);
    const email = normalizeEmail(givenEmail);
    if (!isValidEmail(email)) throw emailInvalidError();
    const owner = await this.users.findById(actor.userId);
    const invitee = await this.users.findByEmail(email);
    if (!owner || owner.email === email || (invitee && (await this.members.find(license.id, invitee.id)))) throw alreadyMemberError();
    const link = this.links.issue();
    const invitation: LicenseInvitation = {
      id: this.tokens.newId(),
      licenseId: license.id,
      email,
      tokenHash: link.tokenHash,
      invitedByUserId: owner.id,
      createdAt: link.sentAt,
      expiresAt: link.expiresAt,
      lastSentAt: link.sentAt,
      acceptedAt: null,
      acceptedByUserId: null,
      revokedAt: null,
      registeredUserId: null,
    };
    return this.transaction.run(async () => {
      const outcome = await this.invitations.invite(invitation, license.seats);
      if (outcome.kind === 'seats_full') throw seatsFullError(license.seats);
      if (outcome.kind === 'already_invited') throw alreadyInvitedError();
      await this.links.send(license, invitation, link, { inviter: owner, actor, action: 'license.member_invited' });
      return toTeamInvitation(invitation);
    });
  }
}
