import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  CheckActiveLicenseUseCase,
  LICENSING_MESSAGES,
  ListMyLicensesUseCase,
  StartTrialUseCase,
  type AuthenticatedSession,
  type PublicLicense,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';

/** /api/licenses/*: the signed-in user's licences and the free trial. */
@Controller('licenses')
@UseGuards(SessionAuthGuard)
export class LicensesController {
  constructor(
    private readonly listMyLicensesUseCase: ListMyLicensesUseCase,
    private readonly checkActiveLicenseUseCase: CheckActiveLicenseUseCase,
    private readonly startTrialUseCase: StartTrialUseCase,
  ) {}

  /** Newest first. */
  @Get('me')
  async mine(@CurrentSession() { user }: AuthenticatedSession): Promise<ApiResult<{ licenses: PublicLicense[] }>> {
    return { licenses: await this.listMyLicensesUseCase.execute({ userId: user.id }) };
  }

  @Get('check')
  async check(@CurrentSession() { user }: AuthenticatedSession): Promise<ApiResult<{ hasActiveLicense: boolean }>> {
    return this.checkActiveLicenseUseCase.execute({ userId: user.id });
  }

  /** 201 with the new licence; 409 for anyone who holds or held a licence; the key is emailed too. */
  @Post('trial')
  async startTrial(@CurrentSession() { user }: AuthenticatedSession): Promise<ApiResult<{ license: PublicLicense }>> {
    const license = await this.startTrialUseCase.execute({ userId: user.id });
    return { message: LICENSING_MESSAGES.trialStarted, license };
  }
}
