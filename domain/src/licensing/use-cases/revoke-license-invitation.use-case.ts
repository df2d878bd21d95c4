import type { TeamChangeLogPort } from '../team-change-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import { invitationNotFoundError } from './licensing-errors';
import type { LicenseInvitationInput, OwnerInvitationLookup } from './owner-invitation-lookup';
import type { TeamMail } from './team-mail';

/** The owner takes an outstanding invitation back: its link stops working, its seat is free, and the invitee is told. */
export class RevokeLicenseInvitationUseCase {
  constructor(
    private readonly lookup: OwnerInvitationLookup,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly clock: ClockPort,
    private readonly mail: TeamMail,
    private readonly changes: TeamChangeLogPort,
    private readonly transaction: TransactionPort,
  ) {}

  async execute(input: LicenseInvitationInput): Promise<void> {
    const { license, invitation, owner } = await this.lookup.find(input);
    await this.transaction.run(async () => {
      if (!(await this.invitations.revoke(invitation.id, this.clock.now()))) throw invitationNotFoundError();
      await this.mail.invitationRevoked(license, invitation, owner);
      await this.changes.record({
        actor: input.actor,
        action: 'license.invitation_revoked',
        licenseId: license.id,
        before: { invitation: { id: invitation.id, email: invitation.email } },
        after: { invitation: null },
      });
    });
  }
}
