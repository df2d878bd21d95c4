import { Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  EndCustomerSessionsUseCase,
  GetCustomerUseCase,
  ReleaseCustomerDeviceUseCase,
  ResendCustomerVerificationUseCase,
  ResetCustomerTwoFactorUseCase,
  SearchCustomersUseCase,
  type AuditActor,
  type CustomerDetail,
  type CustomerLicense,
  type CustomerSummary,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminActor } from './admin-actor.decorator';
import { AdminController } from './admin-controller.decorator';
import { AuditedByUseCase } from './admin-route';
import { CustomerDeviceParams, CustomerParams, SearchCustomersQuery } from './dto/customer-admin.dto';

/** The console's customers: search, one account's whole picture, and what support does for them. */
@AdminController('customers')
export class CustomersAdminController {
  constructor(
    private readonly searchCustomersUseCase: SearchCustomersUseCase,
    private readonly getCustomerUseCase: GetCustomerUseCase,
    private readonly resendVerificationUseCase: ResendCustomerVerificationUseCase,
    private readonly endSessionsUseCase: EndCustomerSessionsUseCase,
    private readonly releaseDeviceUseCase: ReleaseCustomerDeviceUseCase,
    private readonly resetTwoFactorUseCase: ResetCustomerTwoFactorUseCase,
  ) {}

  @Get()
  async search(@Query() query: SearchCustomersQuery): Promise<ApiResult<{ customers: CustomerSummary[]; page: number; pageSize: number; total: number }>> {
    const { items, ...page } = await this.searchCustomersUseCase.execute(query);
    return { customers: items, ...page };
  }

  @Get(':id')
  async detail(@Param() params: CustomerParams): Promise<ApiResult<CustomerDetail>> {
    return this.getCustomerUseCase.execute(params.id);
  }

  @Post(':id/resend-verification')
  @HttpCode(200)
  @AuditedByUseCase()
  async resendVerification(@Param() params: CustomerParams, @AdminActor() actor: AuditActor): Promise<ApiResult<object>> {
    await this.resendVerificationUseCase.execute({ customerId: params.id, actor });
    return { message: 'A new verification email is on its way.' };
  }

  @Post(':id/end-sessions')
  @HttpCode(200)
  @AuditedByUseCase()
  async endSessions(@Param() params: CustomerParams, @AdminActor() actor: AuditActor): Promise<ApiResult<{ ended: number }>> {
    const { ended } = await this.endSessionsUseCase.execute({ customerId: params.id, actor });
    return { message: `Signed out of ${ended} session${ended === 1 ? '' : 's'}.`, ended };
  }

  /** For an owner who lost the authenticator and the recovery codes, once proven (docs/support-runbook.md). */
  @Post(':id/reset-two-factor')
  @HttpCode(200)
  @AuditedByUseCase()
  async resetTwoFactor(@Param() params: CustomerParams, @AdminActor() actor: AuditActor): Promise<ApiResult<object>> {
    await this.resetTwoFactorUseCase.execute({ customerId: params.id, actor });
    return { message: 'Two-factor sign-in is off for this customer, every session ended, and they were emailed.' };
  }

  @Delete(':id/licenses/:licenseId/devices/:deviceId')
  @AuditedByUseCase()
  async releaseDevice(@Param() params: CustomerDeviceParams, @AdminActor() actor: AuditActor): Promise<ApiResult<{ license: CustomerLicense }>> {
    const license = await this.releaseDeviceUseCase.execute({ customerId: params.id, licenseId: params.licenseId, deviceId: params.deviceId, actor });
    return { message: 'Device released.', license };
  }
}
