import { findPaidPlan, isBillingType } from '../../catalog/plans';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { ClockPort } from '../../shared/clock.port';
import { isSamePlan, quotePlanChange, type PlanChangeQuote } from '../plan-change';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { invalidPlanError, notChangeableError, samePlanError, subscriptionNotFoundError } from './billing-errors';

export interface PreviewPlanChangeInput {
  userId: string;
  subscriptionId: string;
  plan: string;
  billingType: string;
}

export interface PlanChangePreview extends PlanChangeQuote {
  /** Computers activated on the licence now; when more than `seats`, the customer picks which stay. */
  seatsInUse: number;
}

/**
 * `POST /api/subscriptions/{id}/change/preview`: what changing the caller's active
 * subscription to another plan or billing period costs, before anything is charged (the
 * proration rule is prorateUpgrade's). Only an active subscription with a paid period can
 * change plan; the same plan and period is not a change.
 */
export class PreviewPlanChangeUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: PreviewPlanChangeInput): Promise<PlanChangePreview> {
    const subscription = await this.subscriptions.findById(input.subscriptionId);
    if (!subscription || subscription.userId !== input.userId) throw subscriptionNotFoundError();
    const plan = findPaidPlan(input.plan);
    if (!plan || !isBillingType(input.billingType)) throw invalidPlanError();
    const to = { plan: plan.id, billingType: input.billingType };
    const paidThrough = subscription.endDate;
    if (subscription.status !== 'active' || subscription.overdueAccessUntil !== null || paidThrough === null) throw notChangeableError();
    if (isSamePlan(subscription, to)) throw samePlanError();

    const license = await this.licenses.findBySubscriptionId(subscription.id);
    const seatsInUse = license ? await this.machines.countForLicense(license.id) : 0;
    return { ...quotePlanChange({ plan: subscription.plan, billingType: subscription.billingType }, to, paidThrough, this.clock.now()), seatsInUse };
  }
}
