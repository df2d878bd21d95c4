import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import {
  InviteLicenseMemberUseCase,
  LeaveLicenseUseCase,
  LICENSING_MESSAGES,
  ListLicenseMembersUseCase,
  RemoveLicenseMemberUseCase,
  ResendLicenseInvitationUseCase,
  RevokeLicenseInvitationUseCase,
  type AuditActor,
  type LicenseTeam,
  type TeamInvitation,
} from '@pointforge/domain';
import { PostAction } from '../../common/http/post-action.decorator';
import type { ApiResult } from '../../common/http/success-envelope';
import { SessionActor } from '../accounts/session/session-actor.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { InviteMemberDto, LicenseInvitationParams, LicenseMemberParams, LicenseParams } from './dto/license-members.dto';

type Actor = AuditActor & { userId: string };

/**
 * /api/licenses/:licenseId/members, /invitations and /leave: the owner's team (members,
 * invitations) and a member leaving. A member asking for the owner's routes gets 403
 * LICENSING.OWNER_ONLY; anyone else 404, as if the licence did not exist. Every change is
 * emailed to the person concerned and audited by its use case.
 */
@Controller('licenses')
@UseGuards(SessionAuthGuard)
export class LicenseMembersController {
  constructor(
    private readonly listMembersUseCase: ListLicenseMembersUseCase,
    private readonly inviteUseCase: InviteLicenseMemberUseCase,
    private readonly resendUseCase: ResendLicenseInvitationUseCase,
    private readonly revokeUseCase: RevokeLicenseInvitationUseCase,
    private readonly removeMemberUseCase: RemoveLicenseMemberUseCase,
    private readonly leaveUseCase: LeaveLicenseUseCase,
  ) {}

  /** The owner first (id `owner`), then the members, each with their devices; and the outstanding invitations. */
  @Get(':licenseId/members')
  async list(@Param() { licenseId }: LicenseParams, @SessionActor() actor: Actor): Promise<ApiResult<LicenseTeam>> {
    return this.listMembersUseCase.execute({ userId: actor.userId, licenseId });
  }

  /** 201 with the invitation; 409 SEATS_FULL, ALREADY_MEMBER or ALREADY_INVITED. */
  @Post(':licenseId/members')
  async invite(
    @Param() { licenseId }: LicenseParams,
    @Body() body: InviteMemberDto,
    @SessionActor() actor: Actor,
  ): Promise<ApiResult<{ invitation: TeamInvitation }>> {
    const invitation = await this.inviteUseCase.execute({ actor, licenseId, email: body.email });
    return { message: LICENSING_MESSAGES.memberInvited, invitation };
  }

  @PostAction(':licenseId/invitations/:invitationId/resend')
  async resend(
    @Param() { licenseId, invitationId }: LicenseInvitationParams,
    @SessionActor() actor: Actor,
  ): Promise<ApiResult<{ invitation: TeamInvitation }>> {
    const invitation = await this.resendUseCase.execute({ actor, licenseId, invitationId });
    return { message: LICENSING_MESSAGES.invitationResent, invitation };
  }

  @Delete(':licenseId/invitations/:invitationId')
  async revoke(@Param() { licenseId, invitationId }: LicenseInvitationParams, @SessionActor() actor: Actor): Promise<ApiResult> {
    await this.revokeUseCase.execute({ actor, licenseId, invitationId });
    return { message: LICENSING_MESSAGES.invitationRevoked };
  }

  /** The member's devices are released at once. */
  @Delete(':licenseId/members/:memberId')
  async remove(@Param() { licenseId, memberId }: LicenseMemberParams, @SessionActor() actor: Actor): Promise<ApiResult> {
    await this.removeMemberUseCase.execute({ actor, licenseId, memberId });
    return { message: LICENSING_MESSAGES.memberRemoved };
  }

  /** A member leaves; their devices are released at once. The owner gets 409 LICENSING.OWNER_CANNOT_LEAVE. */
  @PostAction(':licenseId/leave')
  async leave(@Param() { licenseId }: LicenseParams, @SessionActor() actor: Actor): Promise<ApiResult> {
    await this.leaveUseCase.execute({ actor, licenseId });
    return { message: LICENSING_MESSAGES.licenseLeft };
  }
}
