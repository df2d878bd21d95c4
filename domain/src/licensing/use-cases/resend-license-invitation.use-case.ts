import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { AuditActor } from '../../admin/audit-entry.entity';
import type { AuditTrail } from '../../admin/audit-trail';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import { DAY_MS } from '../../shared/time';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { INVITATION_VALIDITY_DAYS } from '../license-invitation.entity';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { licenseOwnedBy, toTeamInvitation, type TeamInvitation } from './license-team';
import { invitationNotFoundError, seatsFullError } from './licensing-errors';
import type { TeamMail } from './team-mail';

export interface LicenseInvitationInput {
  /** The owner, who is also the actor. */
  actor: AuditActor & { userId: string };
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
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly mail: TeamMail,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
  ) {}

  async execute({ actor, licenseId, invitationId }: LicenseInvitationInput): Promise<TeamInvitation> {
    const license = await licenseOwnedBy(this.licenses, this.members, licenseId, actor.userId);
    if (!(await this.invitations.findById(license.id, invitationId))) throw invitationNotFoundError();
    const owner = await this.users.findById(actor.userId);
    if (!owner) throw invitationNotFoundError();
    const now = this.clock.now();
    const secret = this.tokens.newSecretToken();
    const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS);
    return this.transaction.run(async () => {
      const outcome = await this.invitations.renew(invitationId, { tokenHash: secret.hash, sentAt: now, expiresAt, seats: license.seats });
      if (outcome.kind === 'gone') throw invitationNotFoundError();
      if (outcome.kind === 'seats_full') throw seatsFullError(license.seats);
      await this.mail.invitation(license, outcome.invitation, secret.token, owner);
      await this.audit.record({
        actor,
        action: 'license.invitation_resent',
        target: { type: 'license', id: license.id },
        after: { invitation: { id: invitationId, email: outcome.invitation.email, expiresAt: expiresAt.toISOString() } },
      });
      return toTeamInvitation(outcome.invitation);
    });
  }
}
