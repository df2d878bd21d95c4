import { Body, Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  DecideDeviceSignInUseCase,
  DEVICE_SIGN_IN_MESSAGES,
  ShowDeviceSignInUseCase,
  type AuthenticatedSession,
  type DeviceSignInShown,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { ApproveDeviceSignInDto, DenyDeviceSignInDto, DeviceSignInQuery } from './dto/device-sign-in.dto';

/**
 * /api/oauth/device/*: the /activate page, where a signed-in person (two-factor included:
 * it is part of signing in) sees which app and computer ask to sign in and approves it for
 * one of their licences, or denies it. Each lookup counts against the person and the address.
 */
@Controller('oauth/device')
@UseGuards(SessionAuthGuard)
export class DeviceSignInController {
  constructor(
    private readonly showDeviceSignInUseCase: ShowDeviceSignInUseCase,
    private readonly decideDeviceSignInUseCase: DecideDeviceSignInUseCase,
  ) {}

  /** 200 with the request and the licences to choose from; 404 OAUTH.USER_CODE_INVALID. */
  @Get()
  async show(
    @CurrentSession() { user }: AuthenticatedSession,
    @Query() query: DeviceSignInQuery,
    @Req() request: Request,
  ): Promise<ApiResult<DeviceSignInShown>> {
    return this.showDeviceSignInUseCase.execute({ userCode: query.user_code, userId: user.id, ipAddress: clientIp(request) });
  }

  /** 200; 404 OAUTH.USER_CODE_INVALID, or LICENSING.LICENSE_NOT_FOUND for a licence the person holds no running seat on. */
  @PostAction('approve')
  async approve(@CurrentSession() { user }: AuthenticatedSession, @Body() body: ApproveDeviceSignInDto, @Req() request: Request): Promise<ApiResult<object>> {
    const lookup = { userCode: body.userCode, userId: user.id, ipAddress: clientIp(request) };
    await this.decideDeviceSignInUseCase.execute(lookup, { decision: 'approved', licenseId: body.licenseId });
    return { message: DEVICE_SIGN_IN_MESSAGES.approved };
  }

  @PostAction('deny')
  async deny(@CurrentSession() { user }: AuthenticatedSession, @Body() body: DenyDeviceSignInDto, @Req() request: Request): Promise<ApiResult<object>> {
    await this.decideDeviceSignInUseCase.execute({ userCode: body.userCode, userId: user.id, ipAddress: clientIp(request) }, { decision: 'denied' });
    return { message: DEVICE_SIGN_IN_MESSAGES.denied };
  }
}
