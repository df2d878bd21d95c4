import type { AccountLinks } from '../../accounts/use-cases/account-links';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import { BRAND } from '../../catalog/brand';
import { getPlan } from '../../catalog/plans';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import { usd, type PlanChangeQuote } from '../plan-change';
import type { ProviderPlanIds } from '../provider-plan-ids';
import type { PendingPlanChange, Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { providerTaxOf, type CheckoutTax } from '../tax/checkout-tax';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import { planChangeUrls, reviseRequestId } from './plan-change-paypal';
import { scheduleDowngrade } from './schedule-downgrade';
import { quoteCallerPlanChange, type PlanChangeRequest } from './caller-plan-change';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';

/** An upgrade: the browser goes to PayPal next. */
export interface StartedPlanChange {
  /** Where the browser goes next: PayPal's approval of the prorated payment, or of the revision when nothing is due. */
  approvalUrl: string;
  quote: PlanChangeQuote;
  subscription: PublicSubscription;
}

/** A downgrade: scheduled for the end of the paid period, nothing to pay. */
export interface ScheduledDowngrade {
  scheduledChange: NonNullable<PublicSubscription['scheduledChange']>;
  /** Another billing period: PayPal's page where the buyer consents to the revision (the browser goes there). Absent for a lower tier of the same period. */
  approvalUrl?: string;
  quote: PlanChangeQuote;
  subscription: PublicSubscription;
}

export interface ChangePlanInput extends PlanChangeRequest {
  /** For a downgrade to fewer seats than devices in use: the devices that stay (see scheduleDowngrade). */
  keepDeviceIds?: readonly string[];
}

/**
 * `POST /api/subscriptions/{id}/change`: starts an upgrade of the caller's active
 * subscription, on the same subscription and licence key. The quote is preview's; when a
 * prorated difference is due it is collected as a one-time PayPal order the buyer approves
 * first (then /change/confirm captures it, switches the licence, and asks PayPal to revise
 * the subscription to the new plan); when nothing is due the revision is asked for at once.
 * Starting again replaces a change whose payment was not taken yet. A downgrade is scheduled
 * instead (scheduleDowngrade). Each call asks PayPal for something, so it counts against the
 * account's checkouts (10 an hour).
 */
export class ChangePlanUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly planIds: ProviderPlanIds,
    private readonly clock: ClockPort,
    private readonly links: Pick<AccountLinks, 'origin'>,
    private readonly limiter: RateLimiterPort,
    private readonly tax: CheckoutTax,
  ) {}

  async execute(input: ChangePlanInput): Promise<StartedPlanChange | ScheduledDowngrade> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.subscriptionCreatePerUser(input.userId), RATE_LIMIT_RULES.subscriptionCreatePerUser));
    const now = this.clock.now();
    const { subscription, quote, treatment } = await quoteCallerPlanChange(this.subscriptions, this.tax, input, now);
    const providerTax = providerTaxOf(treatment);
    if (quote.kind === 'downgrade') {
      const deps = {
        subscriptions: this.subscriptions,
        licenses: this.licenses,
        machines: this.machines,
        payments: this.payments,
        planIds: this.planIds,
        returnUrls: planChangeUrls(this.links.origin, subscription.id),
        providerTax,
      };
      const { subscription: stored, approvalUrl } = await scheduleDowngrade(deps, subscription, quote, input.keepDeviceIds, now);
      const scheduled = toPublicSubscription(stored);
      return { scheduledChange: scheduled.scheduledChange!, quote, subscription: scheduled, ...(approvalUrl === null ? {} : { approvalUrl }) };
    }
    const paypalId = subscription.paypalSubscriptionId as string;
    const change: PendingPlanChange = {
      plan: quote.to.plan,
      billingType: quote.to.billingType,
      paypalPlanId: this.planIds[quote.to.plan][quote.to.billingType],
      dueNow: quote.dueNow,
      orderId: null,
      paidAt: null,
      requestedAt: now,
    };
    const urls = planChangeUrls(this.links.origin, subscription.id);
    let approvalUrl: string;
    if (Number(quote.dueNow.value) > 0) {
      const order = await this.payments.createOrder({
        amount: quote.dueNow,
        ...(quote.dueNowCharge.vatCents > 0 && { tax: usd(quote.dueNowCharge.vatCents) }),
        customId: subscription.id,
        description: `${BRAND.productName} ${getPlan(quote.to.plan).name} (${quote.to.billingType}): the rest of the current period`,
        ...urls,
        requestId: `pf-change-order-${subscription.id}-${now.getTime()}`,
      });
      change.orderId = order.id;
      approvalUrl = order.approvalUrl;
    } else {
      approvalUrl = (
        await this.payments.reviseSubscription(paypalId, {
          planId: change.paypalPlanId,
          ...urls,
          requestId: reviseRequestId(subscription.id, change.requestedAt),
          ...providerTax,
        })
      ).approvalUrl;
    }
    const started: Subscription = { ...subscription, planChange: change, updatedAt: now };
    await this.subscriptions.savePlanChanges(started.id, started);
    return { approvalUrl, quote, subscription: toPublicSubscription(started) };
  }
}
