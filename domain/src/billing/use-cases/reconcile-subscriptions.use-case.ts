import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import { isAbandonedCheckout, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { SubscriptionSync } from './subscription-sync';

export interface ReconciliationReport {
  checked: number;
  failed: number;
  /** Checkouts still pending three hours after they began, now `abandoned`. */
  abandoned: number;
  licensesDeactivated: number;
}

/**
 * The safety net behind the webhook: every subscription not yet final is re-read from PayPal
 * and synced (cancellations made at PayPal, renewals, activations whose buyer never came
 * back), then licences past their expiry are deactivated. A checkout still pending after
 * that re-read and ABANDONED_CHECKOUT_AFTER_MS old is marked `abandoned` and no longer polled.
 * One subscription failing does not stop the others; it is counted and tried again next run.
 */
export class ReconcileSubscriptionsUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<ReconciliationReport> {
    let checked = 0;
    let failed = 0;
    let abandoned = 0;
    for (const subscription of await this.subscriptions.listNonFinal()) {
      let current: Subscription = subscription;
      if (subscription.paypalSubscriptionId !== null) {
        checked += 1;
        try {
          current = await this.sync.sync(subscription, await this.payments.getSubscription(subscription.paypalSubscriptionId));
        } catch {
          failed += 1;
          continue;
        }
      }
      if (await this.abandonIfLapsed(current)) abandoned += 1;
    }
    const licensesDeactivated = await this.licenses.deactivateExpired(this.clock.now());
    return { checked, failed, abandoned, licensesDeactivated };
  }

  private async abandonIfLapsed(subscription: Subscription): Promise<boolean> {
    const now = this.clock.now();
    if (!isAbandonedCheckout(subscription, now)) return false;
    await this.sync.markCheckoutClosed(subscription);
    return true;
  }
}
