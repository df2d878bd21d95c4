import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import { toPublicLicense, type PublicLicense } from '../../licensing/use-cases/public-license';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import { DomainError } from '../../shared/domain-error';
import { DAY_MS } from '../../shared/time';
import type { PaymentRecorder } from '../ledger/payment-recorder';
import type { Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { isFirstPaymentDeclined } from '../first-payment';
import { paymentDeclinedError, subscriptionNotApprovedError, subscriptionNotFoundError, subscriptionPlanMismatchError } from './billing-errors';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';
import type { SubscriptionSync } from './subscription-sync';

export interface ExecuteSubscriptionInput {
  userId: string;
  /** PayPal's subscription id, from the return URL's `subscription_id`. */
  paypalSubscriptionId: string;
}

export interface ExecutedSubscription {
  subscription: PublicSubscription;
  /** Null until PayPal reports the first payment: the licence and its email follow it. */
  license: PublicLicense | null;
  /** The caller's licences, newest first. */
  licenses: PublicLicense[];
}

/**
 * Confirms a checkout when the buyer returns from PayPal. The subscription must be the
 * caller's (404 otherwise) and PayPal must report it APPROVED or ACTIVE with the plan id we
 * stored and our id as custom_id; the browser's plan is never trusted. The licence is issued
 * only once PayPal reports the first payment (APPROVED often comes before it; meanwhile the
 * subscription is stamped approved, "Payment pending"). A first payment PayPal declined
 * answers 409 BILLING.PAYMENT_DECLINED and closes the checkout (the buyer tries again). Idempotent, also
 * under concurrency: the licence is issued once per subscription by the repository. Each
 * call asks PayPal, so an account may confirm at most 10 times an hour (the API also
 * counts 10 per IP).
 */
export class ExecuteSubscriptionUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    private readonly limiter: RateLimiterPort,
    private readonly recorder: PaymentRecorder,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: ExecuteSubscriptionInput): Promise<ExecutedSubscription> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.subscriptionExecutePerUser(input.userId), RATE_LIMIT_RULES.subscriptionExecutePerUser));
    const stored = await this.subscriptions.findByPaypalId(input.paypalSubscriptionId);
    if (!stored || stored.userId !== input.userId) throw subscriptionNotFoundError();

    const provider = await this.payments.getSubscription(input.paypalSubscriptionId);
    if (provider.planId !== stored.paypalPlanId || provider.customId !== stored.id) throw subscriptionPlanMismatchError();
    if (isFirstPaymentDeclined(provider)) {
      await this.sync.recordApproval(stored, provider);
      throw paymentDeclinedError();
    }
    if (provider.status !== 'APPROVED' && provider.status !== 'ACTIVE') throw subscriptionNotApprovedError();

    const { subscription, license } = await this.sync.activate(await this.sync.recordApproval(stored, provider), provider);
    if (license) await this.recordPayments(subscription, input.paypalSubscriptionId);
    return {
      subscription: toPublicSubscription(subscription),
      license: license && toPublicLicense(license),
      licenses: (await this.licenses.listForUser(input.userId)).map(toPublicLicense),
    };
  }

  /**
   * PayPal's subscription names no sale, so its payments are listed (from a day before the
   * checkout) and recorded in the ledger now, before any webhook. PayPal failing to list them
   * does not fail a checkout already paid: the webhook or reconciliation records them.
   */
  private async recordPayments(subscription: Subscription, paypalId: string): Promise<void> {
    const now = this.clock.now();
    try {
      const listed = await this.payments.listSubscriptionPayments(
        paypalId,
        new Date(subscription.createdAt.getTime() - DAY_MS),
        new Date(now.getTime() + DAY_MS),
      );
      await this.recorder.recordListed(subscription, listed, 'capture', now);
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'provider_failed') throw error;
    }
  }
}
