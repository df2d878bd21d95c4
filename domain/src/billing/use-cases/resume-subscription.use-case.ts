import type { AccountLinks } from '../../accounts/use-cases/account-links';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { License } from '../../licensing/license.entity';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { ProviderPlanIds } from '../provider-plan-ids';
import type { CheckoutTax } from '../tax/checkout-tax';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { notResumableError, subscriptionNotFoundError } from './billing-errors';
import { assertNothingBilled, openProviderCheckout, type CreatedSubscription } from './provider-checkout';

export interface ResumeSubscriptionInput {
  userId: string;
  subscriptionId: string;
}

/**
 * "Resume subscription": a customer who cancelled changes their mind before access ends.
 * A new subscription on the same plan and billing type is created at PayPal with its first
 * charge at the end of the period already paid for (`start_time` = the licence's
 * paid-through date), so nothing is charged twice; once approved it takes over the cancelled
 * subscription's licence, key and all (SubscriptionSync.activate). Only the caller's own
 * subscription (404 otherwise), only one `cancelled` whose licence still gives access: a
 * refund switched its licence off, and one that ended unpaid, or ran out, has no access
 * left (409 NOT_RESUMABLE; the customer subscribes again instead). An account with a
 * subscription PayPal bills, or whose first payment is being collected, gets 409
 * SUBSCRIPTION_EXISTS. It creates a subscription at PayPal like a checkout, so it counts
 * against the same limit (10 an hour per account, and per IP in the API).
 */
export class ResumeSubscriptionUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly planIds: ProviderPlanIds,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly links: Pick<AccountLinks, 'origin'>,
    private readonly limiter: RateLimiterPort,
    private readonly tax: CheckoutTax,
  ) {}

  async execute({ userId, subscriptionId }: ResumeSubscriptionInput): Promise<CreatedSubscription> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.subscriptionCreatePerUser(userId), RATE_LIMIT_RULES.subscriptionCreatePerUser));
    const cancelled = await this.subscriptions.findById(subscriptionId);
    if (!cancelled || cancelled.userId !== userId) throw subscriptionNotFoundError();
    if (cancelled.status !== 'cancelled') throw notResumableError();
    assertNothingBilled(await this.subscriptions.listForUser(userId));
    const license = await this.licenses.findBySubscriptionId(cancelled.id);
    const paidThrough = license && this.accessLasts(license) ? (license.paidThrough ?? license.expiryDate) : null;
    if (!license || paidThrough === null) throw notResumableError();

    const { subscriptions, payments, planIds, tokens, clock, tax } = this;
    return openProviderCheckout(
      { subscriptions, payments, planIds, tokens, clock, tax, origin: this.links.origin },
      {
        userId,
        plan: cancelled.plan,
        billingType: cancelled.billingType,
        cancelPath: '/dashboard?tab=subscription',
        continuation: { licenseId: license.id, startTime: paidThrough },
      },
    );
  }

  /** Working (not refunded, reversed or suspended by support) and paid for beyond now: PayPal's start_time must be in the future. */
  private accessLasts(license: License): boolean {
    const now = this.clock.now().getTime();
    const paidThrough = license.paidThrough ?? license.expiryDate;
    return license.isActive && license.suspendedAt === null && license.expiryDate.getTime() > now && paidThrough.getTime() > now;
  }
}
