import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import { getPlan } from '../../catalog/plans';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import { MINUTE_MS } from '../../shared/time';
import { DomainError } from '../../shared/domain-error';
import { isLiveSubscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { BILLING_ERROR_CODES, nothingDueError, subscriptionNotFoundError } from './billing-errors';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';
import type { SubscriptionSync } from './subscription-sync';
import { isPaymentFailing } from './subscription-sync-rules';

export interface PayOverdueBalanceInput {
  userId: string;
  subscriptionId: string;
}

export interface PaidOverdueBalance {
  subscription: PublicSubscription;
  /** False while PayPal is still processing the capture: the licence keeps running meanwhile. */
  paid: boolean;
}

/**
 * "Pay now" on the dashboard's overdue banner: the customer's own subscription, live (active,
 * or suspended by PayPal after the failed cycle) with a balance PayPal failed to collect.
 * The balance PayPal reports is captured (POST …/capture, OUTSTANDING_BALANCE) under a
 * request id naming this overdue period and the quarter hour, so a double click charges
 * once and a try after a declined one (a card replaced meanwhile) is a new request; a subscription
 * PayPal suspended is then re-activated; the result is synced, so the licence is paid
 * through the next period at once. PayPal may still refuse to re-activate it while the
 * capture is being processed; reconciliation re-activates it once the balance shows paid.
 * Each try asks PayPal to charge, so an account may try five times an hour.
 */
export class PayOverdueBalanceUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    private readonly limiter: RateLimiterPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ userId, subscriptionId }: PayOverdueBalanceInput): Promise<PaidOverdueBalance> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.subscriptionPayNowPerUser(userId), RATE_LIMIT_RULES.subscriptionPayNowPerUser));
    const stored = await this.subscriptions.findById(subscriptionId);
    if (!stored || stored.userId !== userId) throw subscriptionNotFoundError();
    const paypalId = stored.paypalSubscriptionId;
    if (paypalId === null || !isLiveSubscription(stored)) throw nothingDueError();

    const before = await this.payments.getSubscription(paypalId);
    const balance = before.outstandingBalance;
    if (balance === null) {
      await this.sync.sync(stored, before);
      throw nothingDueError();
    }
    const period = (stored.endDate ?? stored.startDate).toISOString();
    const attempt = Math.floor(this.clock.now().getTime() / (15 * MINUTE_MS));
    const note = `${getPlan(stored.plan).name} payment overdue since ${period.slice(0, 10)}`;
    await this.payments.captureOutstandingBalance(paypalId, balance, note, `pf-pay-now-${stored.id}-${period}-${attempt}`);
    await reactivateWhenPaid(this.payments, paypalId, `pf-reactivate-${stored.id}-${period}-${attempt}`);
    const synced = await this.sync.sync(stored, await this.payments.getSubscription(paypalId));
    return { subscription: toPublicSubscription(synced), paid: synced.overdueAccessUntil === null };
  }
}

/**
 * Re-activates a subscription PayPal suspended for a failed payment once nothing is owed any
 * more. PayPal refusing because the capture is not processed yet is left for reconciliation;
 * because it is no longer suspended (another click re-activated it meanwhile), it is done.
 */
export async function reactivateWhenPaid(payments: PaymentProviderPort, paypalId: string, requestId: string): Promise<void> {
  const current = await payments.getSubscription(paypalId);
  if (current.status !== 'SUSPENDED' || isPaymentFailing(current)) return;
  try {
    await payments.activateSubscription(paypalId, 'Overdue payment collected', requestId);
  } catch (error) {
    const settled: string[] = [BILLING_ERROR_CODES.cannotReactivate, BILLING_ERROR_CODES.providerStatusInvalid];
    if (!(error instanceof DomainError && settled.includes(error.code))) throw error;
  }
}
