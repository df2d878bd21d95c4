import { Body, Get, Param } from '@nestjs/common';
import {
  ListSubscriptionPaymentsUseCase,
  RefundSubscriptionPaymentUseCase,
  SyncSubscriptionNowUseCase,
  formatProviderAmount,
  type AuditActor,
  type RefundSubscriptionPaymentResult,
  type SubscriptionPaymentView,
  type SubscriptionSyncResult,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminActor } from './admin-actor.decorator';
import { AdminController } from './admin-controller.decorator';
import { AdminAction } from './admin-route';
import { AdminIdParams } from './dto/license-admin.dto';
import { RefundPaymentDto, SubscriptionPaymentParams } from './dto/refund-admin.dto';

/** "Sync with PayPal now": one subscription's reconciliation, on demand; its payments as PayPal lists them, and their refund. */
@AdminController('subscriptions')
export class SubscriptionsAdminController {
  constructor(
    private readonly syncSubscriptionNowUseCase: SyncSubscriptionNowUseCase,
    private readonly listSubscriptionPaymentsUseCase: ListSubscriptionPaymentsUseCase,
    private readonly refundSubscriptionPaymentUseCase: RefundSubscriptionPaymentUseCase,
  ) {}

  @AdminAction(':id/sync')
  async sync(@Param() params: AdminIdParams, @AdminActor() actor: AuditActor): Promise<ApiResult<SubscriptionSyncResult>> {
    const result = await this.syncSubscriptionNowUseCase.execute({ subscriptionId: params.id, actor });
    return { message: result.changed ? 'Synced with PayPal: the subscription changed.' : 'Synced with PayPal: nothing changed.', ...result };
  }

  @Get(':id/payments')
  async payments(@Param() params: AdminIdParams): Promise<ApiResult<{ payments: SubscriptionPaymentView[] }>> {
    return { payments: await this.listSubscriptionPaymentsUseCase.execute(params.id) };
  }

  @AdminAction(':id/payments/:paymentId/refund')
  async refund(
    @Param() params: SubscriptionPaymentParams,
    @Body() body: RefundPaymentDto,
    @AdminActor() actor: AuditActor,
  ): Promise<ApiResult<RefundSubscriptionPaymentResult>> {
    const result = await this.refundSubscriptionPaymentUseCase.execute({ subscriptionId: params.id, paymentId: params.paymentId, ...body, actor });
    const refunded = `Refunded ${formatProviderAmount(result.refund.amount)}.`;
    return { message: result.endedSubscription ? `${refunded} The subscription is cancelled and its license has ended.` : refunded, ...result };
  }
}
