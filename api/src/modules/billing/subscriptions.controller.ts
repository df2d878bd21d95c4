import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  BILLING_MESSAGES,
  CancelSubscriptionUseCase,
  CreateSubscriptionUseCase,
  ExecuteSubscriptionUseCase,
  GetSubscriptionUseCase,
  ListMySubscriptionsUseCase,
  PayOverdueBalanceUseCase,
  PreviewPlanChangeUseCase,
  ChangePlanUseCase,
  UndoPlanChangeUseCase,
  type ScheduledDowngrade,
  type UndonePlanChange,
  ConfirmPlanChangeUseCase,
  ResumeSubscriptionUseCase,
  type AuthenticatedSession,
  type ConfirmedPlanChange,
  type StartedPlanChange,
  type PlanChangePreview,
  type CreatedSubscription,
  type ExecutedSubscription,
  type PublicSubscription,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';
import { LimitPerIp } from '../../adapter-modules/rate-limit/ip-rate-limit.guard';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { ExecuteSubscriptionDto } from './dto/execute-subscription.dto';
import { ConfirmPlanChangeDto } from './dto/confirm-plan-change.dto';
import { ChangePlanDto } from './dto/change-plan.dto';
import { PlanChoiceDto } from './dto/plan-choice.dto';

/** What confirming a plan change tells the customer, by its outcome. */
const CONFIRMED_MESSAGES = {
  awaitingPaypal: BILLING_MESSAGES.changeStarted,
  changed: BILLING_MESSAGES.changeCompleted,
  scheduled: BILLING_MESSAGES.changeScheduled,
  undone: BILLING_MESSAGES.changeUndone,
} as const;

/** /api/subscriptions/*: checkout with PayPal, the caller's subscriptions, cancellation and resumption, changing plan, paying an overdue balance. */
@Controller('subscriptions')
@UseGuards(SessionAuthGuard)
export class SubscriptionsController {
  constructor(
    private readonly createSubscriptionUseCase: CreateSubscriptionUseCase,
    private readonly executeSubscriptionUseCase: ExecuteSubscriptionUseCase,
    private readonly getSubscriptionUseCase: GetSubscriptionUseCase,
    private readonly listMySubscriptionsUseCase: ListMySubscriptionsUseCase,
    private readonly cancelSubscriptionUseCase: CancelSubscriptionUseCase,
    private readonly payOverdueBalanceUseCase: PayOverdueBalanceUseCase,
    private readonly previewPlanChangeUseCase: PreviewPlanChangeUseCase,
    private readonly changePlanUseCase: ChangePlanUseCase,
    private readonly undoPlanChangeUseCase: UndoPlanChangeUseCase,
    private readonly confirmPlanChangeUseCase: ConfirmPlanChangeUseCase,
    private readonly resumeSubscriptionUseCase: ResumeSubscriptionUseCase,
  ) {}

  /** 201 with our `subscriptionId` and PayPal's `approvalUrl`. */
  @Post('create')
  @LimitPerIp('subscriptionCreatePerIp')
  async create(@CurrentSession() { user }: AuthenticatedSession, @Body() body: CreateSubscriptionDto): Promise<ApiResult<CreatedSubscription>> {
    const created = await this.createSubscriptionUseCase.execute({ userId: user.id, plan: body.plan, billingType: body.billingType });
    return { message: BILLING_MESSAGES.created, ...created };
  }

  @PostAction('execute')
  @LimitPerIp('subscriptionExecutePerIp')
  async execute(@CurrentSession() { user }: AuthenticatedSession, @Body() body: ExecuteSubscriptionDto): Promise<ApiResult<ExecutedSubscription>> {
    const executed = await this.executeSubscriptionUseCase.execute({ userId: user.id, paypalSubscriptionId: body.subscriptionId });
    return { message: executed.subscription.continuesLicenseId === null ? BILLING_MESSAGES.activated : BILLING_MESSAGES.resumed, ...executed };
  }

  /** Newest first; declared before `:id` so "me" is not taken for an id. */
  @Get('me')
  async mine(@CurrentSession() { user }: AuthenticatedSession): Promise<ApiResult<{ subscriptions: PublicSubscription[] }>> {
    return { subscriptions: await this.listMySubscriptionsUseCase.execute({ userId: user.id }) };
  }

  @Get(':id')
  async get(@CurrentSession() { user }: AuthenticatedSession, @Param('id') id: string): Promise<ApiResult<{ subscription: PublicSubscription }>> {
    return { subscription: await this.getSubscriptionUseCase.execute({ userId: user.id, subscriptionId: id }) };
  }

  @PostAction('cancel/:id')
  async cancel(@CurrentSession() { user }: AuthenticatedSession, @Param('id') id: string): Promise<ApiResult<{ subscription: PublicSubscription }>> {
    const subscription = await this.cancelSubscriptionUseCase.execute({ userId: user.id, subscriptionId: id });
    return { message: BILLING_MESSAGES.cancelled, subscription };
  }

  /** What changing plan or billing period would cost, before anything is charged. */
  @PostAction(':id/change/preview')
  async previewChange(
    @CurrentSession() { user }: AuthenticatedSession,
    @Param('id') id: string,
    @Body() body: PlanChoiceDto,
  ): Promise<ApiResult<{ preview: PlanChangePreview }>> {
    return { preview: await this.previewPlanChangeUseCase.execute({ userId: user.id, subscriptionId: id, plan: body.plan, billingType: body.billingType }) };
  }

  /**
   * Starts an upgrade (`approvalUrl`: PayPal's page for the prorated payment, or the revision
   * when nothing is due), or schedules a downgrade for the end of the paid period (`scheduledChange`).
   */
  @PostAction(':id/change')
  @LimitPerIp('subscriptionCreatePerIp')
  async change(
    @CurrentSession() { user }: AuthenticatedSession,
    @Param('id') id: string,
    @Body() body: ChangePlanDto,
  ): Promise<ApiResult<StartedPlanChange | ScheduledDowngrade>> {
    const { plan, billingType, keepDeviceIds } = body;
    const started = await this.changePlanUseCase.execute({ userId: user.id, subscriptionId: id, plan, billingType, keepDeviceIds });
    return { message: 'approvalUrl' in started ? BILLING_MESSAGES.changeStarted : BILLING_MESSAGES.changeScheduled, ...started };
  }

  /** Undoes a scheduled downgrade. */
  @Delete(':id/change')
  @HttpCode(200)
  async undoChange(@CurrentSession() { user }: AuthenticatedSession, @Param('id') id: string): Promise<ApiResult<UndonePlanChange>> {
    const undone = await this.undoPlanChangeUseCase.execute({ userId: user.id, subscriptionId: id });
    return { message: undone.approvalUrl === null ? BILLING_MESSAGES.changeUndone : BILLING_MESSAGES.changeStarted, ...undone };
  }

  /** Back from PayPal during an upgrade: captures the difference, then the revision's `approvalUrl` until PayPal bills the new plan (then null). */
  @PostAction(':id/change/confirm')
  async confirmChange(
    @CurrentSession() { user }: AuthenticatedSession,
    @Param('id') id: string,
    @Body() body: ConfirmPlanChangeDto,
  ): Promise<ApiResult<ConfirmedPlanChange>> {
    const confirmed = await this.confirmPlanChangeUseCase.execute({ userId: user.id, subscriptionId: id, orderId: body.orderId });
    return { message: CONFIRMED_MESSAGES[confirmed.outcome ?? 'awaitingPaypal'], ...confirmed };
  }

  /** "Pay now": PayPal collects the overdue balance; `paid` false while PayPal still processes it. */
  @PostAction(':id/pay-now')
  async payNow(
    @CurrentSession() { user }: AuthenticatedSession,
    @Param('id') id: string,
  ): Promise<ApiResult<{ subscription: PublicSubscription; paid: boolean }>> {
    const result = await this.payOverdueBalanceUseCase.execute({ userId: user.id, subscriptionId: id });
    return { message: result.paid ? BILLING_MESSAGES.paidNow : BILLING_MESSAGES.paymentProcessing, ...result };
  }

  /**
   * "Resume subscription" on a cancelled one whose access lasts: 201 with the new
   * subscription's id and PayPal's `approvalUrl`; its first charge is at the old paid-through date.
   */
  @Post(':id/resume')
  @LimitPerIp('subscriptionCreatePerIp')
  async resume(@CurrentSession() { user }: AuthenticatedSession, @Param('id') id: string): Promise<ApiResult<CreatedSubscription>> {
    const created = await this.resumeSubscriptionUseCase.execute({ userId: user.id, subscriptionId: id });
    return { message: BILLING_MESSAGES.created, ...created };
  }
}
