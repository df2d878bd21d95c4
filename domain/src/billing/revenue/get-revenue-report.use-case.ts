import { PAID_PLAN_IDS, type PaidPlanId } from '../../catalog/plan.types';
import type { ClockPort } from '../../shared/clock.port';
import { DAY_MS } from '../../shared/time';
import type { PaymentLedgerPort } from '../ledger/payment-ledger.port';
import { isLiveSubscription } from '../subscription.entity';
import { mrrChangesOf } from './mrr-history';
import {
  monthsEndingAt,
  mrrAt,
  mrrMovementFor,
  paymentRecoveryByMonth,
  refundsByMonth,
  trialConversionByWeek,
  weeksBetween,
  weekStartOf,
  type MrrMovement,
  type PaymentRecovery,
  type RefundMonth,
  type TrialCohort,
} from './revenue-figures';
import type { RevenueRecordsPort } from './revenue-records.port';

/** How many months the report may cover: from one to three years. */
export const REVENUE_MONTHS = { min: 1, max: 36, default: 12 } as const;

/** GET /api/admin/revenue: the operators' revenue figures (defined in docs/console.md, "Revenue"). US cents, net of VAT; months and weeks UTC. */
export interface RevenueReport {
  asOf: Date;
  /** Monthly recurring revenue now: what every live subscription last paid for, an annual one as price ÷ 12. */
  mrrCents: number;
  /** MRR × 12. */
  arrCents: number;
  /** Live subscriptions (active or suspended) by plan, each paid plan listed. */
  activeByPlan: { plan: PaidPlanId; subscriptions: number }[];
  /** New, expansion, contraction (negative) and churned (negative) MRR and the MRR at each month's end, oldest first. */
  months: MrrMovement[];
  /** Trials by the week (from Monday) they started, and how many of those people paid since. */
  trialConversion: TrialCohort[];
  /** Renewals that failed in each month, and how many were paid within the grace period. */
  paymentRecovery: PaymentRecovery[];
  /** Refunds and reversals by month, counted and summed net of VAT. */
  refunds: RefundMonth[];
}

/** The revenue figures over the `months` calendar months ending with this one, read from the payments ledger, subscriptions, trials and failed renewals. */
export class GetRevenueReportUseCase {
  constructor(
    private readonly ledger: PaymentLedgerPort,
    private readonly records: RevenueRecordsPort,
    private readonly clock: ClockPort,
    /** The grace period (BILLING_GRACE_PERIOD_DAYS): a failed renewal paid within it is recovered. */
    private readonly renewals: { gracePeriodMs: number },
  ) {}

  async execute(input: { months: number }): Promise<RevenueReport> {
    const asOf = this.clock.now();
    const months = monthsEndingAt(asOf, input.months);
    const from = new Date(`${months[0]}-01T00:00:00Z`);
    const firstWeek = new Date(`${weekStartOf(from)}T00:00:00Z`);
    const [entries, subscriptions, trials, failures] = await Promise.all([
      this.ledger.listBetween(new Date(0), asOf),
      this.records.subscriptionsEverLive(),
      this.records.trialsStartedBetween(firstWeek, asOf),
      this.records.paymentFailuresBetween(from, asOf),
    ]);
    const changes = mrrChangesOf(subscriptions, entries);
    const payments = entries.filter((entry) => entry.kind === 'payment');
    const mrrCents = mrrAt(changes, asOf);
    const live = subscriptions.filter(isLiveSubscription);
    return {
      asOf,
      mrrCents,
      arrCents: mrrCents * 12,
      activeByPlan: PAID_PLAN_IDS.map((plan) => ({ plan, subscriptions: live.filter((subscription) => subscription.plan === plan).length })),
      months: months.map((month) => mrrMovementFor(changes, month)),
      trialConversion: trialConversionByWeek(trials, firstPaymentOfEachUser(payments), weeksBetween(firstWeek, asOf)),
      paymentRecovery: paymentRecoveryByMonth(
        failures,
        payments.map((payment) => ({ subscriptionId: payment.subscriptionId, paidAt: payment.occurredAt })),
        this.renewals.gracePeriodMs / DAY_MS,
        months,
      ),
      refunds: refundsByMonth(entries, months),
    };
  }
}

/** Each paying user's first payment (entries oldest first; a deleted account's have no user). */
function firstPaymentOfEachUser(payments: readonly { userId: string | null; occurredAt: Date }[]): Map<string, Date> {
  const first = new Map<string, Date>();
  for (const payment of payments) {
    if (payment.userId && !first.has(payment.userId)) first.set(payment.userId, payment.occurredAt);
  }
  return first;
}
