import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { SubscriptionSync } from './subscription-sync';

export interface ReconciliationReport {
  checked: number;
  failed: number;
  licensesDeactivated: number;
}

/**
 * The safety net behind the webhook: every subscription not yet final is re-read from PayPal
 * and synced (cancellations made at PayPal, renewals, activations whose buyer never came
 * back), then licences past their expiry are deactivated. One subscription failing does not
 * stop the others; it is counted and tried again next run.
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
    for (const subscription of await this.subscriptions.listNonFinal()) {
      if (subscription.paypalSubscriptionId === null) continue;
      checked += 1;
      try {
        await this.sync.sync(subscription, await this.payments.getSubscription(subscription.paypalSubscriptionId));
      } catch {
        failed += 1;
      }
    }
    const licensesDeactivated = await this.licenses.deactivateExpired(this.clock.now());
    return { checked, failed, licensesDeactivated };
  }
}
