import { RevenueRecordsPort, subscriptionOfPaymentFailedMail, type PaymentFailure, type TrialStart } from '../billing/revenue/revenue-records.port';
import type { RevenueSubscription } from '../billing/revenue/mrr-history';
import { isTrialLicense } from '../licensing/license-rules';
import { InMemoryRepository } from './in-memory-store';

const within = (at: Date, from: Date, to: Date) => at.getTime() >= from.getTime() && at.getTime() < to.getTime();

export class InMemoryRevenueRecords extends InMemoryRepository implements RevenueRecordsPort {
  async subscriptionsEverLive(): Promise<RevenueSubscription[]> {
    return this.store.subscriptions.filter((subscription) => subscription.status !== 'pending' && subscription.status !== 'abandoned');
  }

  async trialsStartedBetween(from: Date, to: Date): Promise<TrialStart[]> {
    return this.store.licenses
      .filter((license) => isTrialLicense(license) && license.userId !== null && within(license.createdAt, from, to))
      .map((license) => ({ userId: license.userId as string, startedAt: license.createdAt }));
  }

  async paymentFailuresBetween(from: Date, to: Date): Promise<PaymentFailure[]> {
    return this.store.sentMail
      .filter(() => true)
      .flatMap(({ idempotencyKey, sentAt }) => {
        const subscriptionId = subscriptionOfPaymentFailedMail(idempotencyKey);
        return subscriptionId && within(sentAt, from, to) ? [{ subscriptionId, failedAt: sentAt }] : [];
      });
  }
}
