import type { SubscriptionRepositoryPort } from '../../billing/subscription.repository.port';
import type { SubscriptionRefunds } from '../../billing/use-cases/subscription-refunds';
import { adminSubscriptionNotFoundError } from '../admin-errors';
import { toPaymentViews, type SubscriptionPaymentView } from '../payment-views';

/** A subscription's payments, read from PayPal (the source of truth for money), newest first. */
export class ListSubscriptionPaymentsUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly refunds: SubscriptionRefunds,
  ) {}

  async execute(subscriptionId: string): Promise<SubscriptionPaymentView[]> {
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription) throw adminSubscriptionNotFoundError();
    return toPaymentViews(await this.refunds.paymentsOf(subscription));
  }
}
