import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import { getPlan } from '../../catalog/plans';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import { FINAL_SUBSCRIPTION_STATUSES, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { nothingToCancelError, subscriptionNotFoundError } from './billing-errors';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';
import type { SubscriptionSync } from './subscription-sync';

export interface CancelSubscriptionInput {
  userId: string;
  subscriptionId: string;
}

/**
 * Cancels one of the caller's subscriptions at PayPal and stores it `cancelled`. The licence
 * stays valid until its expiry and is not renewed. The owner is emailed.
 */
export class CancelSubscriptionUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    private readonly jobs: JobQueuePort,
    private readonly links: Pick<AccountLinks, 'dashboardUrl'>,
  ) {}

  async execute({ userId, subscriptionId }: CancelSubscriptionInput): Promise<PublicSubscription> {
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription || subscription.userId !== userId) throw subscriptionNotFoundError();
    if (FINAL_SUBSCRIPTION_STATUSES.includes(subscription.status)) throw nothingToCancelError();

    await cancelAtProvider(this.payments, subscription);
    const cancelled = await this.sync.markCancelled(subscription);

    const user = await this.users.findById(userId);
    if (user) {
      const idempotencyKey = `subscription-cancelled:${subscription.id}`;
      await this.jobs.enqueue(
        'send-mail',
        {
          idempotencyKey,
          message: {
            to: user.email,
            template: 'subscription-cancelled',
            data: {
              firstName: user.firstName,
              planName: getPlan(subscription.plan).name,
              accessUntil: formatLongUsDate(cancelled.endDate ?? cancelled.updatedAt),
              dashboardUrl: this.links.dashboardUrl,
            },
          },
        },
        { jobId: idempotencyKey },
      );
    }
    return toPublicSubscription(cancelled);
  }
}

/**
 * Cancels at the provider unless it is already over there (cancelled at PayPal, expired),
 * with a request id tied to the subscription so a retry is the same request.
 */
export async function cancelAtProvider(payments: PaymentProviderPort, subscription: Subscription): Promise<void> {
  if (subscription.paypalSubscriptionId === null) return;
  const provider = await payments.getSubscription(subscription.paypalSubscriptionId);
  if (provider.status === 'CANCELLED' || provider.status === 'EXPIRED') return;
  await payments.cancelSubscription(subscription.paypalSubscriptionId, 'Cancelled by the customer', `pf-cancel-${subscription.id}`);
}
