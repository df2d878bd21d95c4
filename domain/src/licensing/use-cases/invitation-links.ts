import type { User } from '../../accounts/user.entity';
import type { TeamActor, TeamChangeLogPort } from '../team-change-log.port';
import type { ClockPort } from '../../shared/clock.port';
import { DAY_MS } from '../../shared/time';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { INVITATION_VALIDITY_DAYS, isPendingInvitation, type LicenseInvitation } from '../license-invitation.entity';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { License } from '../license.entity';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { invitationInvalidError } from './licensing-errors';
import type { TeamMail } from './team-mail';

/** A new link of an invitation: the secret for the email, the hash to store, and its 7 days. */
export interface InvitationLink {
  token: string;
  tokenHash: string;
  sentAt: Date;
  expiresAt: Date;
}

/**
 * The invitation links: issuing one (a new secret, good for 7 days from now), sending it
 * (the invitee's email and the audit entry, in the caller's transaction), and finding the
 * pending invitation behind one a person presents.
 */
export class InvitationLinks {
  constructor(
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly mail: TeamMail,
    private readonly changes: TeamChangeLogPort,
  ) {}

  issue(): InvitationLink {
    const secret = this.tokens.newSecretToken();
    const sentAt = this.clock.now();
    return { token: secret.token, tokenHash: secret.hash, sentAt, expiresAt: new Date(sentAt.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS) };
  }

  async send(
    license: License,
    invitation: LicenseInvitation,
    link: InvitationLink,
    by: { inviter: User; actor: TeamActor; action: 'license.member_invited' | 'license.invitation_resent' },
  ): Promise<void> {
    await this.mail.invitation(license, invitation, link.token, by.inviter);
    await this.changes.record({
      actor: by.actor,
      action: by.action,
      licenseId: license.id,
      after: { invitation: { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() } },
    });
  }

  /** The pending invitation behind `token` and its licence; INVITATION_INVALID for a link that is unknown, used, revoked or expired. */
  async pending(token: string): Promise<{ invitation: LicenseInvitation; license: License }> {
    const invitation = token === '' ? null : await this.invitations.findByTokenHash(this.tokens.hashToken(token));
    const license = invitation && isPendingInvitation(invitation, this.clock.now()) ? await this.licenses.findById(invitation.licenseId) : null;
    if (!invitation || !license) throw invitationInvalidError();
    return { invitation, license };
  }
}
