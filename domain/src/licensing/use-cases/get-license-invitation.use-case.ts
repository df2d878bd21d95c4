import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { LicensePlan } from '../../catalog/plan.types';
import type { InvitationLinks } from './invitation-links';
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

/** The public preview of an invitation link (GET /api/invitations/:token). */
export class GetLicenseInvitationUseCase {
  constructor(
    private readonly links: InvitationLinks,
    private readonly users: UserRepositoryPort,
  ) {}

  async execute({ token }: { token: string }): Promise<InvitationPreview> {
    const { invitation, license } = await this.links.pending(token);
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
