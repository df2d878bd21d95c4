import { Body, Delete, Get, Param } from '@nestjs/common';
import {
  ExtendLicenseUseCase,
  GetLicenseTeamUseCase,
  RemoveLicenseMemberBySupportUseCase,
  type LicenseTeam,
  ReinstateLicenseUseCase,
  RotateLicenseKeyUseCase,
  SuspendLicenseUseCase,
  formatLongUsDate,
  LICENSE_KEY_ROTATED_MESSAGE,
  type AuditActor,
  type CustomerLicense,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminActor } from './admin-actor.decorator';
import { AdminController } from './admin-controller.decorator';
import { AdminAction, AuditedByUseCase } from './admin-route';
import { AdminIdParams, AdminLicenseMemberParams, ExtendLicenseDto, LicenseActionDto } from './dto/license-admin.dto';

/** What each licence action answers: the licence as it now stands, and a line saying what changed. */
type LicenseAnswer = ApiResult<{ license: CustomerLicense }>;

/** Support's licence actions; each is audited with a reason and emailed to the person concerned (the owner; a removed member). */
@AdminController('licenses')
export class LicensesAdminController {
  constructor(
    private readonly extendLicenseUseCase: ExtendLicenseUseCase,
    private readonly suspendLicenseUseCase: SuspendLicenseUseCase,
    private readonly reinstateLicenseUseCase: ReinstateLicenseUseCase,
    private readonly rotateLicenseKeyUseCase: RotateLicenseKeyUseCase,
    private readonly getLicenseTeamUseCase: GetLicenseTeamUseCase,
    private readonly removeMemberUseCase: RemoveLicenseMemberBySupportUseCase,
  ) {}

  /** The licence's people (the owner first, id `owner`) with their devices, and its outstanding invitations. */
  @Get(':id/members')
  async members(@Param() params: AdminIdParams): Promise<ApiResult<LicenseTeam>> {
    return this.getLicenseTeamUseCase.execute({ licenseId: params.id });
  }

  /** Removes a member with a reason (audited); their devices are released at once and they are emailed. */
  @Delete(':id/members/:memberId')
  @AuditedByUseCase()
  async removeMember(
    @Param() params: AdminLicenseMemberParams,
    @Body() body: LicenseActionDto,
    @AdminActor() actor: AuditActor,
  ): Promise<ApiResult<LicenseTeam>> {
    const team = await this.removeMemberUseCase.execute({ licenseId: params.id, memberId: params.memberId, reason: body.reason, actor });
    return { message: 'Member removed; their devices were released and they were emailed.', ...team };
  }

  @AdminAction(':id/extend')
  async extend(@Param() params: AdminIdParams, @Body() body: ExtendLicenseDto, @AdminActor() actor: AuditActor): Promise<LicenseAnswer> {
    const license = await this.extendLicenseUseCase.execute({ licenseId: params.id, ...body, actor });
    return { message: `The license now runs until ${formatLongUsDate(license.expiryDate)}.`, license };
  }

  @AdminAction(':id/suspend')
  async suspend(@Param() params: AdminIdParams, @Body() body: LicenseActionDto, @AdminActor() actor: AuditActor): Promise<LicenseAnswer> {
    const license = await this.suspendLicenseUseCase.execute({ licenseId: params.id, reason: body.reason, actor });
    return { message: 'The license is suspended.', license };
  }

  @AdminAction(':id/reinstate')
  async reinstate(@Param() params: AdminIdParams, @Body() body: LicenseActionDto, @AdminActor() actor: AuditActor): Promise<LicenseAnswer> {
    const license = await this.reinstateLicenseUseCase.execute({ licenseId: params.id, reason: body.reason, actor });
    return {
      message: license.status === 'active' ? 'The license is reinstated.' : 'The suspension is lifted; billing still has the license switched off.',
      license,
    };
  }

  /** A new key, emailed to the owner; the old one stops at once, activated computers keep running. */
  @AdminAction(':id/rotate-key')
  async rotateKey(@Param() params: AdminIdParams, @Body() body: LicenseActionDto, @AdminActor() actor: AuditActor): Promise<LicenseAnswer> {
    const license = await this.rotateLicenseKeyUseCase.execute({ licenseId: params.id, reason: body.reason, actor });
    return { message: LICENSE_KEY_ROTATED_MESSAGE, license };
  }
}
