import { Get, Query } from '@nestjs/common';
import { ListDisputesUseCase, type DisputeView } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminController } from './admin-controller.decorator';
import { listedPage, type ListedPage } from './admin-page';
import { ListDisputesQuery } from './dto/refund-admin.dto';

/** Buyers' disputes of subscription payments, newest first, with their PayPal status. */
@AdminController('disputes')
export class DisputesAdminController {
  constructor(private readonly listDisputesUseCase: ListDisputesUseCase) {}

  @Get()
  async list(@Query() query: ListDisputesQuery): Promise<ApiResult<ListedPage<'disputes', DisputeView>>> {
    return listedPage('disputes', await this.listDisputesUseCase.execute(query));
  }
}
