import type { Subscription, SubscriptionStatus } from '../../billing/subscription.entity';
import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import { billingPeriodEnd } from '../../catalog/plans';
import { BUILDER_EPOCH, nextSequence } from './builder-defaults';

/**
 * Test data: `aSubscription().ownedBy(user.id).forPlan('enterprise', 'monthly').cancelled().build()`.
 * By default an active annual Standard subscription of `user-1` started at BUILDER_EPOCH.
 */
export class SubscriptionBuilder {
  private subscription: Subscription;

  constructor() {
    const n = nextSequence();
    this.subscription = {
      id: `subscription-${n}`,
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
      createdAt: BUILDER_EPOCH,
      updatedAt: BUILDER_EPOCH,
    };
  }

  withId(id: string): this {
    this.subscription.id = id;
    return this;
  }

  ownedBy(userId: string | null): this {
    this.subscription.userId = userId;
    return this;
  }

  /** Plan and billing type, with a provider plan id that names both and a matching next billing date. */
  forPlan(plan: PaidPlanId, billingType: BillingType = this.subscription.billingType): this {
    this.subscription.plan = plan;
    this.subscription.billingType = billingType;
    this.subscription.paypalPlanId = `P-${plan.toUpperCase()}-${billingType.toUpperCase()}`;
    this.subscription.nextBillingDate = billingPeriodEnd(this.subscription.startDate, billingType);
    return this;
  }

  monthly(): this {
    return this.forPlan(this.subscription.plan, 'monthly');
  }

  annual(): this {
    return this.forPlan(this.subscription.plan, 'annual');
  }

  withPaypalPlanId(paypalPlanId: string): this {
    this.subscription.paypalPlanId = paypalPlanId;
    return this;
  }

  withPaypalSubscriptionId(paypalSubscriptionId: string | null): this {
    this.subscription.paypalSubscriptionId = paypalSubscriptionId;
    return this;
  }

  withStatus(status: SubscriptionStatus): this {
    this.subscription.status = status;
    return this;
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
    this.subscription.startDate = startDate;
    this.subscription.createdAt = startDate;
    this.subscription.updatedAt = startDate;
    this.subscription.nextBillingDate = billingPeriodEnd(startDate, this.subscription.billingType);
    return this;
  }

  endingAt(endDate: Date | null): this {
    this.subscription.endDate = endDate;
    return this;
  }

  withNextBillingDate(nextBillingDate: Date | null): this {
    this.subscription.nextBillingDate = nextBillingDate;
    return this;
  }

  continuing(licenseId: string | null): this {
    this.subscription.continuesLicenseId = licenseId;
    return this;
  }

  build(): Subscription {
    return { ...this.subscription };
  }
}

export function aSubscription(): SubscriptionBuilder {
  return new SubscriptionBuilder();
}
