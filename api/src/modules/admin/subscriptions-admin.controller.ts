import { HttpCode, Param, Post } from '@nestjs/common';
import { SyncSubscriptionNowUseCase, type AuditActor, type SubscriptionSyncResult } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminActor } from './admin-actor.decorator';
import { AdminController } from './admin-controller.decorator';
import { AuditedByUseCase } from './admin-route';
import { AdminIdParams } from './dto/license-admin.dto';

/** "Sync with PayPal now": one subscription's reconciliation, on demand. */
@AdminController('subscriptions')
export class SubscriptionsAdminController {
  constructor(private readonly syncSubscriptionNowUseCase: SyncSubscriptionNowUseCase) {}

  @Post(':id/sync')
  @HttpCode(200)
  @AuditedByUseCase()
  async sync(@Param() params: AdminIdParams, @AdminActor() actor: AuditActor): Promise<ApiResult<SubscriptionSyncResult>> {
    const result = await this.syncSubscriptionNowUseCase.execute({ subscriptionId: params.id, actor });
    return { message: result.changed ? 'Synced with PayPal: the subscription changed.' : 'Synced with PayPal: nothing changed.', ...result };
  }
}
