import { Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import {
  CheckActiveLicenseUseCase,
  LICENSING_MESSAGES,
  ListMyLicensesUseCase,
  LICENSE_KEY_ROTATED_MESSAGE,
  ReleaseMyDeviceUseCase,
  RotateLicenseKeyUseCase,
  StartTrialUseCase,
  type AuditActor,
  type AuthenticatedSession,
  type MyLicense,
  type PublicLicense,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionActor } from '../accounts/session/session-actor.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';

/** /api/licenses/*: the signed-in user's licences, their devices and the free trial. */
@Controller('licenses')
@UseGuards(SessionAuthGuard)
export class LicensesController {
  constructor(
    private readonly listMyLicensesUseCase: ListMyLicensesUseCase,
    private readonly checkActiveLicenseUseCase: CheckActiveLicenseUseCase,
    private readonly startTrialUseCase: StartTrialUseCase,
    private readonly releaseMyDeviceUseCase: ReleaseMyDeviceUseCase,
    private readonly rotateLicenseKeyUseCase: RotateLicenseKeyUseCase,
  ) {}

  /** Owned ones first (newest first, each with every device and `seatsTaken`), then those the caller is a member of (no key, no billing, only their own devices). */
  @Get('me')
  async mine(@CurrentSession() { user }: AuthenticatedSession): Promise<ApiResult<{ licenses: MyLicense[] }>> {
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

  /** 200 with the licence and the devices left; 404 for a licence the caller holds no seat on, or a device that is not theirs to release. */
  @Delete(':licenseId/devices/:deviceId')
  async releaseDevice(
    @CurrentSession() { user }: AuthenticatedSession,
    @Param('licenseId') licenseId: string,
    @Param('deviceId') deviceId: string,
  ): Promise<ApiResult<{ license: MyLicense }>> {
    const license = await this.releaseMyDeviceUseCase.execute({ userId: user.id, licenseId, deviceId });
    return { message: LICENSING_MESSAGES.deviceReleased, license };
  }

  /**
   * The owner replaces the key (leaked, or a colleague left with it): 200 with the licence
   * and its new key, which is emailed too; the old key stops at once, activated computers keep
   * running on their credentials. Audited like support's rotation. 403 OWNER_ONLY for a member, 404 for anyone else.
   */
  @PostAction(':licenseId/rotate-key')
  async rotateKey(@Param('licenseId') licenseId: string, @SessionActor() actor: AuditActor & { userId: string }): Promise<ApiResult<{ license: MyLicense }>> {
    await this.rotateLicenseKeyUseCase.execute({ licenseId, ownerId: actor.userId, reason: null, actor });
    const license = (await this.listMyLicensesUseCase.execute({ userId: actor.userId })).find((owned) => owned.id === licenseId)!;
    return { message: LICENSE_KEY_ROTATED_MESSAGE, license };
  }
}
