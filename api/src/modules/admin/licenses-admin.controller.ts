import { Body, Param } from '@nestjs/common';
import {
  ExtendLicenseUseCase,
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
import { AdminAction } from './admin-route';
import { AdminIdParams, ExtendLicenseDto, LicenseActionDto } from './dto/license-admin.dto';

/** What each licence action answers: the licence as it now stands, and a line saying what changed. */
type LicenseAnswer = ApiResult<{ license: CustomerLicense }>;

/** Support's licence actions; each is audited with a reason and emailed to the owner. */
@AdminController('licenses')
export class LicensesAdminController {
  constructor(
    private readonly extendLicenseUseCase: ExtendLicenseUseCase,
    private readonly suspendLicenseUseCase: SuspendLicenseUseCase,
    private readonly reinstateLicenseUseCase: ReinstateLicenseUseCase,
    private readonly rotateLicenseKeyUseCase: RotateLicenseKeyUseCase,
  ) {}

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
