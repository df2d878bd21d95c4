import { Get, Query } from '@nestjs/common';
import { ListDisputesUseCase, type DisputeView } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminController } from './admin-controller.decorator';
import { ListDisputesQuery } from './dto/refund-admin.dto';

/** Buyers' disputes of subscription payments, newest first, with their PayPal status. */
@AdminController('disputes')
export class DisputesAdminController {
  constructor(private readonly listDisputesUseCase: ListDisputesUseCase) {}

  @Get()
  async list(@Query() query: ListDisputesQuery): Promise<ApiResult<{ disputes: DisputeView[]; page: number; pageSize: number; total: number }>> {
    const { items, ...page } = await this.listDisputesUseCase.execute(query);
    return { disputes: items, ...page };
  }
}
