import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { LicensePlan } from '../../catalog/plan.types';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { isPendingInvitation, type LicenseInvitation } from '../license-invitation.entity';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { License } from '../license.entity';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { invitationInvalidError } from './licensing-errors';
import { personName } from './my-license';

/** What the invitation page shows before the person signs in or registers. */
export interface InvitationPreview {
  email: string;
  plan: LicensePlan;
  ownerName: string;
  expiresAt: Date;
  /** Whether the invited address has an account: the page offers sign-in, else registration. */
  accountExists: boolean;
}

/** The pending invitation behind a link and its licence; INVITATION_INVALID for a link that is unknown, used, revoked or expired. */
export async function pendingInvitationOf(
  token: string,
  deps: { invitations: LicenseInvitationRepositoryPort; licenses: LicenseRepositoryPort; tokens: TokenGeneratorPort; clock: ClockPort },
): Promise<{ invitation: LicenseInvitation; license: License }> {
  const invitation = token === '' ? null : await deps.invitations.findByTokenHash(deps.tokens.hashToken(token));
  const license = invitation && isPendingInvitation(invitation, deps.clock.now()) ? await deps.licenses.findById(invitation.licenseId) : null;
  if (!invitation || !license) throw invitationInvalidError();
  return { invitation, license };
}

/** The public preview of an invitation link (GET /api/invitations/:token). */
export class GetLicenseInvitationUseCase {
  constructor(
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ token }: { token: string }): Promise<InvitationPreview> {
    const { invitation, license } = await pendingInvitationOf(token, {
      invitations: this.invitations,
      licenses: this.licenses,
      tokens: this.tokens,
      clock: this.clock,
    });
    const owner = license.userId === null ? null : await this.users.findById(license.userId);
    if (!owner) throw invitationInvalidError();
    return {
      email: invitation.email,
      plan: license.plan,
      ownerName: personName(owner),
      expiresAt: invitation.expiresAt,
      accountExists: (await this.users.findByEmail(invitation.email)) !== null,
    };
  }
}
