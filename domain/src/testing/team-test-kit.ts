import { AuditTeamChangeLog } from '../admin/audit-team-change-log';
import { AuditTrail } from '../admin/audit-trail';
import type { License } from '../licensing/license.entity';
import type { User } from '../accounts/user.entity';
import { AcceptLicenseInvitationUseCase } from '../licensing/use-cases/accept-license-invitation.use-case';
import { GetLicenseInvitationUseCase } from '../licensing/use-cases/get-license-invitation.use-case';
import { InvitationAcceptance } from '../licensing/use-cases/invitation-acceptance';
import { InvitationLinks } from '../licensing/use-cases/invitation-links';
import { InvitationOnboardingHook } from '../licensing/use-cases/invitation-onboarding.hook';
import { InviteLicenseMemberUseCase } from '../licensing/use-cases/invite-license-member.use-case';
import { LeaveLicenseUseCase } from '../licensing/use-cases/leave-license.use-case';
import { LicenseMemberRemover } from '../licensing/use-cases/license-member-remover';
import { LicenseTeamReader } from '../licensing/use-cases/license-team';
import { ListLicenseMembersUseCase } from '../licensing/use-cases/list-license-members.use-case';
import { MyLicenseViews } from '../licensing/use-cases/my-license';
import { OwnerInvitationLookup } from '../licensing/use-cases/owner-invitation-lookup';
import { RemoveLicenseMemberUseCase } from '../licensing/use-cases/remove-license-member.use-case';
import { ResendLicenseInvitationUseCase } from '../licensing/use-cases/resend-license-invitation.use-case';
import { RevokeLicenseInvitationUseCase } from '../licensing/use-cases/revoke-license-invitation.use-case';
import { TeamMail } from '../licensing/use-cases/team-mail';
import { tokenFromLink, type AccountTestKit } from './account-test-kit';

/** The helpers the team use cases share, over the kit's fakes, wired as the API wires them. */
export function createTeamServices(kit: AccountTestKit) {
  const { users, licenses, machines, licenseMembers: members, licenseInvitations: invitations, tokens, clock, jobs, links, transaction } = kit;
  const changes = new AuditTeamChangeLog(new AuditTrail(kit.auditLog, tokens, clock));
  const mail = new TeamMail(users, jobs, links);
  const acceptance = new InvitationAcceptance(invitations, tokens, clock, mail, changes, transaction);
  const invitationLinks = new InvitationLinks(invitations, licenses, tokens, clock, mail, changes);
  return {
    changes,
    mail,
    invitationLinks,
    acceptance,
    views: new MyLicenseViews(machines, invitations, users, clock),
    remover: new LicenseMemberRemover(members, users, mail, changes, transaction),
    teamReader: new LicenseTeamReader(users, members, invitations, machines, clock),
    onboarding: new InvitationOnboardingHook(invitationLinks, invitations, licenses, users, clock, acceptance),
  };
}

/** The team use cases (members and invitations) over the kit's fakes, and shortcuts to an owner's team. */
export function createTeamUseCases(kit: AccountTestKit) {
  const { users, licenses, licenseMembers: members, licenseInvitations: invitations, tokens, clock, transaction } = kit;
  const services = createTeamServices(kit);
  const { changes, mail, invitationLinks, remover, acceptance, views } = services;
  const ownersInvitations = new OwnerInvitationLookup(licenses, members, invitations, users);
  const useCases = {
    ...services,
    invite: new InviteLicenseMemberUseCase(licenses, members, invitations, users, tokens, invitationLinks, transaction),
    resend: new ResendLicenseInvitationUseCase(ownersInvitations, invitations, invitationLinks, transaction),
    revoke: new RevokeLicenseInvitationUseCase(ownersInvitations, invitations, clock, mail, changes, transaction),
    removeMember: new RemoveLicenseMemberUseCase(licenses, members, remover),
    leave: new LeaveLicenseUseCase(licenses, members, remover),
    listMembers: new ListLicenseMembersUseCase(licenses, members, services.teamReader),
    getInvitation: new GetLicenseInvitationUseCase(invitationLinks, users),
    accept: new AcceptLicenseInvitationUseCase(invitationLinks, users, acceptance, views),
  };
  return {
    ...useCases,
    /** `person` as the audit log names them when they act from the dashboard. */
    actor(person: User) {
      return { userId: person.id, email: person.email, ip: '203.0.113.9', requestId: null };
    },
    /** Invites `email` as the owner and returns the link's token (read from the queued email). */
    async invitationToken(license: License, owner: User, email: string): Promise<string> {
      await useCases.invite.execute({ actor: this.actor(owner), licenseId: license.id, email });
      const sent = kit.mailsOf('license-invitation').filter((mail) => mail.to === email);
      return tokenFromLink(sent[sent.length - 1]!.data.acceptUrl);
    },
  };
}
