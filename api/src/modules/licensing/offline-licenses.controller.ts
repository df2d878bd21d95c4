import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import {
  ActivateOfflineUseCase,
  DeactivateOfflineUseCase,
  LICENSING_MESSAGES,
  type AuthenticatedSession,
  type LicenseDevice,
  type OfflineActivation,
} from '@pointforge/domain';
import { PostAction } from '../../common/http/post-action.decorator';
import type { ApiResult } from '../../common/http/success-envelope';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { LicenseParams } from './dto/license-members.dto';
import { OfflineActivationDto, OfflineDeactivationDto } from './dto/offline-licensing.dto';

/**
 * /api/licenses/:licenseId/offline-activations and /offline-deactivations: a computer that
 * never goes online, activated and released through a signed-in person's dashboard
 * (docs/licence-protocol.md, "Air-gapped computers"). Open to the owner and the members;
 * anyone else gets 404, as if the licence did not exist.
 */
@Controller('licenses')
@UseGuards(SessionAuthGuard)
export class OfflineLicensesController {
  constructor(
    private readonly activateOfflineUseCase: ActivateOfflineUseCase,
    private readonly deactivateOfflineUseCase: DeactivateOfflineUseCase,
  ) {}

  /**
   * 201 with the licence file for the computer, its file name and the device; 422
   * OFFLINE_REQUEST_INVALID or OFFLINE_REQUEST_EXPIRED, 409 OFFLINE_REQUEST_USED, and an
   * online activation's refusals (409 TOO_MANY_MACHINES, 403 EXPIRED, SUSPENDED, TRIAL_USED).
   */
  @Post(':licenseId/offline-activations')
  async activate(
    @Param() { licenseId }: LicenseParams,
    @Body() { request }: OfflineActivationDto,
    @CurrentSession() { user }: AuthenticatedSession,
  ): Promise<ApiResult<OfflineActivation>> {
    return { message: LICENSING_MESSAGES.offlineActivated, ...(await this.activateOfflineUseCase.execute({ userId: user.id, licenseId, request })) };
  }

  /** 200 with the device freed; 422 DEACTIVATION_CODE_INVALID for a code that frees none of the caller's devices. */
  @PostAction(':licenseId/offline-deactivations')
  async deactivate(
    @Param() { licenseId }: LicenseParams,
    @Body() { code }: OfflineDeactivationDto,
    @CurrentSession() { user }: AuthenticatedSession,
  ): Promise<ApiResult<{ device: LicenseDevice }>> {
    return { message: LICENSING_MESSAGES.offlineDeactivated, device: await this.deactivateOfflineUseCase.execute({ userId: user.id, licenseId, code }) };
  }
}
