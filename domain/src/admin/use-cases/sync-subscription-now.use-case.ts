import type { SubscriptionSync } from '../../billing/use-cases/subscription-sync';
import { nextReconciliationCheck, type Subscription } from '../../billing/subscription.entity';
import type { SubscriptionRepositoryPort } from '../../billing/subscription.repository.port';
import { toPublicSubscription, type PublicSubscription } from '../../billing/use-cases/public-subscription';
import type { PaymentProviderPort, ProviderSubscriptionStatus } from '../../ports/payment.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import { DomainError } from '../../shared/domain-error';
import { ADMIN_ACTION_CODES, adminSubscriptionNotFoundError } from '../admin-errors';
import type { AuditActor, AuditValue } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';

export interface SubscriptionSyncResult {
  subscription: PublicSubscription;
  /** What PayPal reports now. */
  providerStatus: ProviderSubscriptionStatus;
  /** Whether the stored status, access end or next billing date moved. */
  changed: boolean;
}

/**
 * "Sync with PayPal now": the scheduled reconciliation of one subscription, at once. PayPal
 * is read first (outside any transaction), then the same SubscriptionSync the webhook and
 * the reconciliation use applies it, and the next scheduled check is set from the result.
 */
export class SyncSubscriptionNowUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ subscriptionId, actor }: { subscriptionId: string; actor: AuditActor }): Promise<SubscriptionSyncResult> {
    const stored = await this.subscriptions.findById(subscriptionId);
    if (!stored) throw adminSubscriptionNotFoundError();
    if (stored.paypalSubscriptionId === null) {
      throw new DomainError('conflict', ADMIN_ACTION_CODES.notAtProvider, 'This checkout never reached PayPal, so there is nothing to sync.');
    }
    const provider = await this.payments.getSubscription(stored.paypalSubscriptionId);
    return this.transaction.run(async () => {
      const synced = await this.sync.sync(stored, provider);
      await this.subscriptions.scheduleCheck(synced.id, nextReconciliationCheck(synced, this.clock.now()));
      const before = auditState(stored);
      const after = auditState(synced);
      await this.audit.record({
        actor,
        action: 'subscription.synced',
        target: { type: 'subscription', id: stored.id },
        before,
        after: { ...after, providerStatus: provider.status },
      });
      return { subscription: toPublicSubscription(synced), providerStatus: provider.status, changed: JSON.stringify(before) !== JSON.stringify(after) };
    });
  }
}

function auditState(subscription: Subscription): { [key: string]: AuditValue } {
  return {
    status: subscription.status,
    endDate: subscription.endDate?.toISOString() ?? null,
    nextBillingDate: subscription.nextBillingDate?.toISOString() ?? null,
  };
}
