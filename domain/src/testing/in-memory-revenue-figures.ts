import { revenueFiguresFromRecords } from './revenue-figures-from-records';
import { RevenueFiguresPort, type RevenueFigures, type RevenuePeriod } from '../billing/revenue/revenue-figures.port';
import { subscriptionOfPaymentFailedMail } from '../billing/revenue/revenue-records';
import { weekStartOf } from '../billing/revenue/revenue-figures';
import { isTrialLicense } from '../licensing/license-rules';
import { InMemoryPaymentLedger } from './in-memory-payment-ledger';
import { InMemoryRepository } from './in-memory-store';

const within = (at: Date, from: Date, to: Date) => at.getTime() >= from.getTime() && at.getTime() < to.getTime();

/** Reads the store's records whole and computes the figures with the reference, as the report did before the database answered them. */
export class InMemoryRevenueFigures extends InMemoryRepository implements RevenueFiguresPort {
  async figuresOf(period: RevenuePeriod): Promise<RevenueFigures> {
    const { asOf } = period;
    const firstMonth = new Date(`${period.months[0]}-01T00:00:00Z`);
    const firstWeek = new Date(`${weekStartOf(firstMonth)}T00:00:00Z`);
    const ledger = await new InMemoryPaymentLedger(this.store).listBetween(new Date(0), asOf);
    const subscriptions = this.store.subscriptions.filter((subscription) => subscription.status !== 'pending' && subscription.status !== 'abandoned');
    const trials = this.store.licenses
      .filter((license) => isTrialLicense(license) && license.userId !== null && within(license.createdAt, firstWeek, asOf))
      .map((license) => ({ userId: license.userId as string, startedAt: license.createdAt }));
    const failures = this.store.sentMail
      .filter(({ sentAt }) => within(sentAt, firstMonth, asOf))
      .flatMap(({ idempotencyKey, sentAt }) => {
        const subscriptionId = subscriptionOfPaymentFailedMail(idempotencyKey);
        return subscriptionId ? [{ subscriptionId, failedAt: sentAt }] : [];
      });
    return revenueFiguresFromRecords({ ledger, subscriptions, trials, failures }, period);
  }
}
