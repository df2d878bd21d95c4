import { Delete, Get, Param, Query } from '@nestjs/common';
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
import { listedPage, type ListedPage } from './admin-page';
import { AdminAction, AuditedByUseCase } from './admin-route';
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
  async search(@Query() query: SearchCustomersQuery): Promise<ApiResult<ListedPage<'customers', CustomerSummary>>> {
    const { q, status, ...filters } = query;
    return listedPage('customers', await this.searchCustomersUseCase.execute({ ...filters, search: q, subscriptionStatus: status }));
  }

  @Get(':id')
  async detail(@Param() params: CustomerParams): Promise<ApiResult<CustomerDetail>> {
    return this.getCustomerUseCase.execute(params.id);
  }

  @AdminAction(':id/resend-verification')
  async resendVerification(@Param() params: CustomerParams, @AdminActor() actor: AuditActor): Promise<ApiResult<object>> {
    await this.resendVerificationUseCase.execute({ customerId: params.id, actor });
    return { message: 'A new verification email is on its way.' };
  }

  @AdminAction(':id/end-sessions')
  async endSessions(@Param() params: CustomerParams, @AdminActor() actor: AuditActor): Promise<ApiResult<{ ended: number }>> {
    const { ended } = await this.endSessionsUseCase.execute({ customerId: params.id, actor });
    return { message: `Signed out of ${ended} session${ended === 1 ? '' : 's'}.`, ended };
  }

  /** For an owner who lost the authenticator and the recovery codes, once proven (docs/support-runbook.md). */
  @AdminAction(':id/reset-two-factor')
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
