import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { User } from '../../accounts/user.entity';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import { getPlan } from '../../catalog/plans';
import type { JobQueuePort } from '../../ports/job-queue.port';
import { enqueueMail } from '../../ports/mail-job';
import type { LicenseInvitation } from '../license-invitation.entity';
import type { License } from '../license.entity';
import { personName } from './my-license';
import { OwnerMail } from './owner-mail';

/**
 * The emails of a licence's team: each change goes to the person it concerns. The keys name
 * the change (and are the job ids), so a retried job sends each once.
 */
export class TeamMail {
  private readonly owner: OwnerMail;

  constructor(
    users: UserRepositoryPort,
    private readonly jobs: JobQueuePort,
    private readonly links: Pick<AccountLinks, 'dashboardUrl' | 'invitationUrl'>,
  ) {
    this.owner = new OwnerMail(users, jobs, links);
  }

  /** The link with `token` (the invitation keeps only its hash), sent or sent again at `invitation.lastSentAt`. */
  async invitation(license: License, invitation: LicenseInvitation, token: string, inviter: User): Promise<void> {
    const plan = getPlan(license.plan);
    await enqueueMail(this.jobs, `license-invitation:${invitation.id}:${invitation.lastSentAt.getTime()}`, {
      to: invitation.email,
      template: 'license-invitation',
      data: {
        inviterName: personName(inviter),
        planName: plan.name,
        devicesPerSeat: plan.devicesPerSeat,
        acceptUrl: this.links.invitationUrl(token),
        expiryDate: formatLongUsDate(invitation.expiresAt),
      },
    });
  }

  async invitationRevoked(license: License, invitation: LicenseInvitation, inviter: User): Promise<void> {
    await enqueueMail(this.jobs, `license-invitation-revoked:${invitation.id}`, {
      to: invitation.email,
      template: 'license-invitation-revoked',
      data: { inviterName: personName(inviter), planName: getPlan(license.plan).name },
    });
  }

  /** `membershipId` names the membership the email tells of. */
  async memberJoined(license: License, membershipId: string, member: User, seatsTaken: number): Promise<void> {
    await this.owner.send(license, `license-member-joined:${membershipId}`, (shared) => ({
      template: 'license-member-joined',
      data: { ...shared, memberName: personName(member), memberEmail: member.email, seatsTaken, seats: license.seats },
    }));
  }

  async memberLeft(license: License, membershipId: string, member: User): Promise<void> {
    await this.owner.send(license, `license-member-left:${membershipId}`, (shared) => ({
      template: 'license-member-left',
      data: { ...shared, memberName: personName(member), memberEmail: member.email },
    }));
  }

  async memberRemoved(license: License, membershipId: string, member: User, owner: User | null, bySupport: boolean): Promise<void> {
    await this.owner.send({ userId: member.id, plan: license.plan }, `license-member-removed:${membershipId}`, (shared) => ({
      template: 'license-member-removed',
      data: { ...shared, ownerName: owner ? personName(owner) : 'The license owner', bySupport },
    }));
  }
}
