import { Get, Query } from '@nestjs/common';
import { GetRevenueReportUseCase, REVENUE_MONTHS, type RevenueReport } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminController } from './admin-controller.decorator';
import { RevenueQuery } from './dto/revenue-admin.dto';

/** The console's Revenue tab: MRR and ARR now, and the monthly and weekly figures, from the payments ledger. */
@AdminController('revenue')
export class RevenueAdminController {
  constructor(private readonly getRevenueReportUseCase: GetRevenueReportUseCase) {}

  @Get()
  revenue(@Query() query: RevenueQuery): Promise<ApiResult<RevenueReport>> {
    return this.getRevenueReportUseCase.execute({ months: query.months ?? REVENUE_MONTHS.default });
  }
}
