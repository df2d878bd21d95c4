import { PAID_PLAN_IDS } from '../catalog/plan.types';
import { DAY_MS } from '../shared/time';
import type { LedgerEntry } from '../billing/ledger/ledger-entry';
import { isLiveSubscription } from '../billing/subscription.entity';
import { mrrChangesOf, type RevenueSubscription } from '../billing/revenue/mrr-history';
import { mrrAt, mrrMovementFor, paymentRecoveryByMonth, refundsByMonth, trialConversionByWeek } from '../billing/revenue/revenue-figures';
import type { RevenueFigures, RevenuePeriod } from '../billing/revenue/revenue-figures.port';
import type { PaymentFailure, TrialStart } from '../billing/revenue/revenue-records';

/** Everything the revenue figures of a period are computed from, read whole. */
export interface RevenueRecords {
  /** The payments ledger before the period's instant, oldest first. */
  ledger: readonly LedgerEntry[];
  /** Every subscription that went live: active, suspended, cancelled or expired (never pending nor abandoned). */
  subscriptions: readonly RevenueSubscription[];
  /** Trial licences of accounts that still exist, started from the period's first week to its instant. */
  trials: readonly TrialStart[];
  /** Failed renewals from the period's first month to its instant. */
  failures: readonly PaymentFailure[];
}

/**
 * The revenue figures of a period computed in the process, each by its definition in
 * revenue-figures.ts: the reference the database's aggregates are held to (the in-memory
 * fake answers with it, and the adapters' contract compares them on generated histories).
 */
export function revenueFiguresFromRecords(records: RevenueRecords, period: RevenuePeriod): RevenueFigures {
  const changes = mrrChangesOf(records.subscriptions, records.ledger);
  const payments = records.ledger.filter((entry) => entry.kind === 'payment');
  const live = records.subscriptions.filter(isLiveSubscription);
  return {
    mrrCents: mrrAt(changes, period.asOf),
    activeByPlan: PAID_PLAN_IDS.map((plan) => ({ plan, subscriptions: live.filter((subscription) => subscription.plan === plan).length })),
    months: period.months.map((month) => mrrMovementFor(changes, month)),
    trialConversion: trialConversionByWeek(records.trials, firstPaymentOfEachUser(payments), period.weeks),
    paymentRecovery: paymentRecoveryByMonth(
      records.failures,
      payments.map((payment) => ({ subscriptionId: payment.subscriptionId, paidAt: payment.occurredAt })),
      period.gracePeriodMs / DAY_MS,
      period.months,
    ),
    refunds: refundsByMonth(records.ledger, period.months),
  };
}

/** Each paying user's first payment (entries oldest first; a deleted account's have no user). */
function firstPaymentOfEachUser(payments: readonly { userId: string | null; occurredAt: Date }[]): Map<string, Date> {
  const first = new Map<string, Date>();
  for (const payment of payments) {
    if (payment.userId && !first.has(payment.userId)) first.set(payment.userId, payment.occurredAt);
  }
  return first;
}
