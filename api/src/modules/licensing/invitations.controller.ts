import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import {
  AcceptLicenseInvitationUseCase,
  GetLicenseInvitationUseCase,
  LICENSING_MESSAGES,
  type AuditActor,
  type InvitationPreview,
  type MemberLicenseView,
} from '@pointforge/domain';
import { PostAction } from '../../common/http/post-action.decorator';
import type { ApiResult } from '../../common/http/success-envelope';
import { SessionActor } from '../accounts/session/session-actor.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { InvitationTokenParams } from './dto/invitation-token.params';

/**
 * /api/invitations/:token: the page an invitation email links to reads the invitation
 * (public: the token is the secret) and accepts it (signed in). A link that is unknown,
 * used, revoked or expired is 404 LICENSING.INVITATION_INVALID.
 */
@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly getInvitationUseCase: GetLicenseInvitationUseCase,
    private readonly acceptInvitationUseCase: AcceptLicenseInvitationUseCase,
  ) {}

  @Get(':token')
  async preview(@Param() { token }: InvitationTokenParams): Promise<ApiResult<{ invitation: InvitationPreview }>> {
    return { invitation: await this.getInvitationUseCase.execute({ token }) };
  }

  /** 200 with the licence as the new member sees it; 409 ALREADY_MEMBER or SEATS_FULL. */
  @PostAction(':token/accept')
  @UseGuards(SessionAuthGuard)
  async accept(
    @Param() { token }: InvitationTokenParams,
    @SessionActor() actor: AuditActor & { userId: string },
  ): Promise<ApiResult<{ license: MemberLicenseView }>> {
    const license = await this.acceptInvitationUseCase.execute({ actor, token });
    return { message: LICENSING_MESSAGES.invitationAccepted, license };
  }
}
