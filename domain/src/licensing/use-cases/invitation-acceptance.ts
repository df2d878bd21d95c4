import type { User } from '../../accounts/user.entity';
import type { TeamActor, TeamChangeLogPort } from '../team-change-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { LicenseInvitation } from '../license-invitation.entity';
import type { AcceptanceOutcome, LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { License } from '../license.entity';
import type { TeamMail } from './team-mail';

/**
 * A person takes the seat an invitation holds for them: the invitation is used up and they
 * are a member, the owner is told, and it is audited, in one transaction. The owner of the
 * licence is already on it. Refusals are outcomes: signing in to accept turns them into
 * errors, a verification that accepts on the way ignores them.
 */
export class InvitationAcceptance {
  constructor(
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly mail: TeamMail,
    private readonly changes: TeamChangeLogPort,
    private readonly transaction: TransactionPort,
  ) {}

  async accept(license: License, invitation: LicenseInvitation, person: User, actor: TeamActor): Promise<AcceptanceOutcome> {
    if (license.userId === person.id) return { kind: 'already_member' };
    const member = { id: this.tokens.newId(), licenseId: license.id, userId: person.id, invitationId: invitation.id, joinedAt: this.clock.now() };
    return this.transaction.run(async () => {
      const outcome = await this.invitations.accept(invitation.id, member, license.seats);
      if (outcome.kind !== 'joined') return outcome;
      await this.mail.memberJoined(license, member.id, person, await this.invitations.countSeatsTaken(license.id, member.joinedAt));
      await this.changes.record({
        actor,
        action: 'license.member_joined',
        licenseId: license.id,
        after: { member: { id: member.id, userId: person.id, email: person.email, invitationId: invitation.id, invitedEmail: invitation.email } },
      });
      return outcome;
    });
  }
}
