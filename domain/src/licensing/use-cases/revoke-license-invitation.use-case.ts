import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { TeamChangeLogPort } from '../team-change-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { licenseOwnedBy } from './license-team';
import { invitationNotFoundError } from './licensing-errors';
import type { LicenseInvitationInput } from './resend-license-invitation.use-case';
import type { TeamMail } from './team-mail';

/** The owner takes an outstanding invitation back: its link stops working, its seat is free, and the invitee is told. */
export class RevokeLicenseInvitationUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly clock: ClockPort,
    private readonly mail: TeamMail,
    private readonly changes: TeamChangeLogPort,
    private readonly transaction: TransactionPort,
  ) {}

  async execute({ actor, licenseId, invitationId }: LicenseInvitationInput): Promise<void> {
    const license = await licenseOwnedBy(this.licenses, this.members, licenseId, actor.userId);
    const invitation = await this.invitations.findById(license.id, invitationId);
    const owner = await this.users.findById(actor.userId);
    if (!invitation || !owner) throw invitationNotFoundError();
    await this.transaction.run(async () => {
      if (!(await this.invitations.revoke(invitation.id, this.clock.now()))) throw invitationNotFoundError();
      await this.mail.invitationRevoked(license, invitation, owner);
      await this.changes.record({
        actor,
        action: 'license.invitation_revoked',
        licenseId: license.id,
        before: { invitation: { id: invitation.id, email: invitation.email } },
        after: { invitation: null },
      });
    });
  }
}
