import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { userNotFoundError } from '../../accounts/use-cases/account-errors';
import type { AccountLinks } from '../../accounts/use-cases/account-links';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import { findPaidPlan, isBillingType } from '../../catalog/plans';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { ProviderPlanIds } from '../provider-plan-ids';
import type { CheckoutTax } from '../tax/checkout-tax';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { invalidPlanError, subscribeNeedsVerifiedEmailError } from './billing-errors';
import { assertNothingBilled, openProviderCheckout, type CreatedSubscription } from './provider-checkout';

export type { CreatedSubscription } from './provider-checkout';

/** The query flag of the checkout's cancel URL: PayPal's Cancel brings the buyer back to a checkout that says nothing was charged. */
export const CHECKOUT_CANCELLED_FLAG = { name: 'checkout', value: 'cancelled' } as const;

export interface CreateSubscriptionInput {
  userId: string;
  plan: string;
  billingType: string;
}

/**
 * Starts a checkout: stores a `pending` subscription with the provider plan id for the plan
 * and billing type, then creates it at the provider with our id as `custom_id`, returning
 * to `/success?plan=…&billingType=…` or, on cancel, to the checkout page flagged
 * `checkout=cancelled`. Each call
 * creates a subscription at PayPal, so an account may start at most 10 checkouts an hour
 * (the API also counts 10 per IP); the 11th answers 429 (ASVS 5.0 2.4.1). An account whose
 * subscription PayPal still bills (active or suspended), or whose approved first payment is
 * still being collected, gets 409 SUBSCRIPTION_EXISTS: a second one would charge twice; the
 * plan of the one it has is changed instead.
 */
export class CreateSubscriptionUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly planIds: ProviderPlanIds,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly links: Pick<AccountLinks, 'origin'>,
    private readonly limiter: RateLimiterPort,
    private readonly tax: CheckoutTax,
  ) {}

  async execute(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.subscriptionCreatePerUser(input.userId), RATE_LIMIT_RULES.subscriptionCreatePerUser));
    const plan = findPaidPlan(input.plan);
    if (!plan || !isBillingType(input.billingType)) throw invalidPlanError();
    const billingType = input.billingType;
    const user = await this.users.findById(input.userId);
    if (!user) throw userNotFoundError();
    if (!user.isVerified) throw subscribeNeedsVerifiedEmailError();
    assertNothingBilled(await this.subscriptions.listForUser(user.id));
    const { subscriptions, payments, planIds, tokens, clock, tax } = this;
    return openProviderCheckout(
      { subscriptions, payments, planIds, tokens, clock, tax, origin: this.links.origin },
      {
        userId: user.id,
        plan: plan.id,
        billingType,
        cancelPath: `/checkout/${encodeURIComponent(plan.id)}?billingType=${encodeURIComponent(billingType)}&${CHECKOUT_CANCELLED_FLAG.name}=${CHECKOUT_CANCELLED_FLAG.value}`,
      },
    );
  }
}
