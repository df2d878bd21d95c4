import type { User } from '../../accounts/user.entity';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { LicenseInvitation } from '../license-invitation.entity';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { License } from '../license.entity';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { TeamActor } from '../team-change-log.port';
import { licenseOwnedBy } from './license-team';
import { invitationNotFoundError } from './licensing-errors';

/** The owner's call on one invitation of their licence. */
export interface LicenseInvitationInput {
  /** The owner, who is also the actor. */
  actor: TeamActor & { userId: string };
  licenseId: string;
  invitationId: string;
}

/** An invitation of a licence, as its owner acts on it (resend, revoke), with the licence and the owner. */
export interface OwnersInvitation {
  license: License;
  invitation: LicenseInvitation;
  owner: User;
}

/**
 * Finds the invitation an owner names: the licence must be theirs (licenseOwnedBy), and an
 * invitation it does not have, or an owner whose account is gone, is INVITATION_NOT_FOUND.
 */
export class OwnerInvitationLookup {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly users: UserRepositoryPort,
  ) {}

  async find({ actor, licenseId, invitationId }: LicenseInvitationInput): Promise<OwnersInvitation> {
    const license = await licenseOwnedBy(this.licenses, this.members, licenseId, actor.userId);
    const invitation = await this.invitations.findById(license.id, invitationId);
    const owner = await this.users.findById(actor.userId);
    if (!invitation || !owner) throw invitationNotFoundError();
    return { license, invitation, owner };
  }
}
