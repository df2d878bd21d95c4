import type { Subscription, SubscriptionStatus } from '../../billing/subscription.entity';
import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import { billingPeriodEnd } from '../../catalog/plans';
import { BUILDER_EPOCH } from './builder-defaults';
import { EntityBuilder } from './entity-builder';

/**
 * Test data: `aSubscription().ownedBy(user.id).forPlan('enterprise', 'monthly').cancelled().build()`.
 * By default an active annual Standard subscription of `user-1` started at BUILDER_EPOCH.
 */
export class SubscriptionBuilder extends EntityBuilder<Subscription> {
  constructor() {
    super('subscription', (n) => ({
      userId: 'user-1',
      paypalSubscriptionId: `I-SUB${n}`,
      paypalPlanId: 'P-STANDARD-ANNUAL',
      plan: 'standard',
      billingType: 'annual',
      status: 'active',
      startDate: BUILDER_EPOCH,
      endDate: null,
      nextBillingDate: billingPeriodEnd(BUILDER_EPOCH, 'annual'),
      lastPaymentAt: null,
      nextCheckAt: null,
      paidCycles: null,
      overdueAccessUntil: null,
      approvedAt: null,
      planChange: null,
      scheduledChange: null,
      continuesLicenseId: null,
      taxBasisPoints: 0,
      createdAt: BUILDER_EPOCH,
      updatedAt: BUILDER_EPOCH,
    }));
  }

  ownedBy(userId: string | null): this {
    return this.with({ userId });
  }

  /** Plan and billing type, with a provider plan id that names both and a matching next billing date. */
  forPlan(plan: PaidPlanId, billingType: BillingType = this.entity.billingType): this {
    return this.with({
      plan,
      billingType,
      paypalPlanId: `P-${plan.toUpperCase()}-${billingType.toUpperCase()}`,
      nextBillingDate: billingPeriodEnd(this.entity.startDate, billingType),
    });
  }

  monthly(): this {
    return this.forPlan(this.entity.plan, 'monthly');
  }

  annual(): this {
    return this.forPlan(this.entity.plan, 'annual');
  }

  withPaypalPlanId(paypalPlanId: string): this {
    return this.with({ paypalPlanId });
  }

  withPaypalSubscriptionId(paypalSubscriptionId: string | null): this {
    return this.with({ paypalSubscriptionId });
  }

  withStatus(status: SubscriptionStatus): this {
    return this.with({ status });
  }

  pending(): this {
    return this.withStatus('pending');
  }

  active(): this {
    return this.withStatus('active');
  }

  cancelled(): this {
    return this.withStatus('cancelled');
  }

  startingAt(startDate: Date): this {
    return this.with({ startDate, createdAt: startDate, updatedAt: startDate, nextBillingDate: billingPeriodEnd(startDate, this.entity.billingType) });
  }

  endingAt(endDate: Date | null): this {
    return this.with({ endDate });
  }

  withNextBillingDate(nextBillingDate: Date | null): this {
    return this.with({ nextBillingDate });
  }

  continuing(licenseId: string | null): this {
    return this.with({ continuesLicenseId: licenseId });
  }
}

export function aSubscription(): SubscriptionBuilder {
  return new SubscriptionBuilder();
}
