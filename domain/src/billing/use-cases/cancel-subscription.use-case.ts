import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import type { JobQueuePort } from '../../ports/job-queue.port';
import { OwnerMail } from '../../licensing/use-cases/owner-mail';
import type { PaymentProviderPort, ProviderSubscriptionStatus } from '../../ports/payment.port';
import { FINAL_SUBSCRIPTION_STATUSES, isAwaitingActivation, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { DomainError } from '../../shared/domain-error';
import { BILLING_ERROR_CODES, nothingToCancelError, subscriptionNotFoundError } from './billing-errors';
import { toPublicSubscription, type PublicSubscription } from './public-subscription';
import type { SubscriptionSync } from './subscription-sync';

export interface CancelSubscriptionInput {
  userId: string;
  subscriptionId: string;
}

/**
 * Cancels one of the caller's subscriptions at PayPal and stores it `cancelled`. The licence
 * stays valid until its expiry and is not renewed. The owner is emailed. A checkout still
 * awaiting approval has nothing to cancel at PayPal: it is closed here (`abandoned`, shown
 * "Not completed"), without an email, since it never gave access.
 */
export class CancelSubscriptionUseCase {
  private readonly owner: OwnerMail;

  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    users: UserRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    jobs: JobQueuePort,
    links: Pick<AccountLinks, 'dashboardUrl'>,
  ) {
    this.owner = new OwnerMail(users, jobs, links);
  }

  async execute({ userId, subscriptionId }: CancelSubscriptionInput): Promise<PublicSubscription> {
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription || subscription.userId !== userId) throw subscriptionNotFoundError();
    if (FINAL_SUBSCRIPTION_STATUSES.includes(subscription.status)) throw nothingToCancelError();

    if (!(await cancelAtProvider(this.payments, subscription)) && isAwaitingActivation(subscription)) {
      return toPublicSubscription(await this.sync.markCheckoutClosed(subscription));
    }
    const cancelled = await this.sync.markCancelled(subscription);

    const accessUntil = formatLongUsDate(cancelled.endDate ?? cancelled.updatedAt);
    await this.owner.send(subscription, `subscription-cancelled:${subscription.id}`, (shared) => ({
      template: 'subscription-cancelled',
      data: { ...shared, accessUntil },
    }));
    return toPublicSubscription(cancelled);
  }
}

/**
 * The only statuses PayPal cancels: any other answers 422 SUBSCRIPTION_STATUS_INVALID
 * ("subscription status should be active or suspended"). One not yet approved or only
 * APPROVED cannot be cancelled there, nor does it need to be: it bills nobody until PayPal
 * activates it, and should that happen to a subscription closed here, the webhook cancels it.
 */
export const CANCELLABLE_AT_PROVIDER: readonly ProviderSubscriptionStatus[] = ['ACTIVE', 'SUSPENDED'];

/**
 * Cancels at the provider when PayPal reports it ACTIVE or SUSPENDED, with a request id tied
 * to the subscription so a retry is the same request. Returns whether it called PayPal.
 */
export async function cancelAtProvider(payments: PaymentProviderPort, subscription: Subscription, reason = 'Cancelled by the customer'): Promise<boolean> {
  if (subscription.paypalSubscriptionId === null) return false;
  const provider = await payments.getSubscription(subscription.paypalSubscriptionId);
  if (!CANCELLABLE_AT_PROVIDER.includes(provider.status)) return false;
  try {
    await payments.cancelSubscription(subscription.paypalSubscriptionId, reason, `pf-cancel-${subscription.id}`);
  } catch (error) {
    // Its status changed at PayPal between the read and the cancel (it ended, say): nothing is billed.
    if (error instanceof DomainError && error.code === BILLING_ERROR_CODES.providerStatusInvalid) return false;
    throw error;
  }
  return true;
}
