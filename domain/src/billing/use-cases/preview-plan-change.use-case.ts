import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { ClockPort } from '../../shared/clock.port';
import type { PlanChangeQuote } from '../plan-change';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { CheckoutTax } from '../tax/checkout-tax';
import { quoteCallerPlanChange, type PlanChangeRequest } from './caller-plan-change';

export interface PlanChangePreview extends PlanChangeQuote {
  /** The owner's computers activated on the licence now; when more than `devices`, the customer picks which stay. */
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
    private readonly tax: CheckoutTax,
  ) {}

  async execute(input: PlanChangeRequest): Promise<PlanChangePreview> {
    const { subscription, quote } = await quoteCallerPlanChange(this.subscriptions, this.tax, input, this.clock.now());
    const license = await this.licenses.findBySubscriptionId(subscription.id);
    const seatsInUse = license ? await this.machines.countForPerson(license.id, license.userId) : 0;
    return { ...quote, seatsInUse };
  }
}
