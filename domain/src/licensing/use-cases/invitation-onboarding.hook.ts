import { AccountOnboardingHookPort } from '../../accounts/account-onboarding-hook.port';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { DomainError } from '../../shared/domain-error';
import type { ClockPort } from '../../shared/clock.port';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { InvitationAcceptance } from './invitation-acceptance';
import type { InvitationLinks } from './invitation-links';

/**
 * Licensing's part in a registration from an invitation link: the new account is noted on
 * the invitation, and once it verifies its email it takes the seat, if the invitation is
 * still pending then and a seat is free (otherwise the person simply has an account; the
 * owner can invite them again). A link that no longer works changes nothing: the
 * registration itself never fails for it.
 */
export class InvitationOnboardingHook extends AccountOnboardingHookPort {
  constructor(
    private readonly links: InvitationLinks,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly clock: ClockPort,
    private readonly acceptance: InvitationAcceptance,
  ) {
    super();
  }

  async onRegistered(userId: string, invitationToken: string): Promise<void> {
    try {
      const { invitation } = await this.links.pending(invitationToken);
      await this.invitations.recordRegistration(invitation.id, userId, this.clock.now());
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }

  async onEmailVerified(userId: string): Promise<void> {
    const person = await this.users.findById(userId);
    if (!person) return;
    const actor = { userId: person.id, email: person.email, ip: null, requestId: null };
    for (const invitation of await this.invitations.listRegisteredBy(userId, this.clock.now())) {
      const license = await this.licenses.findById(invitation.licenseId);
      if (license) await this.acceptance.accept(license, invitation, person, actor);
    }
  }
}
