import type { PaidPlanId } from '../../catalog/plan.types';
import type { MrrMovement, PaymentRecovery, RefundMonth, TrialCohort } from './revenue-figures';

/** What a revenue report covers: its instant, its months (YYYY-MM, oldest first) and weeks (Mondays, YYYY-MM-DD), and the grace period a failed renewal may be paid in. */
export interface RevenuePeriod {
  asOf: Date;
  months: readonly string[];
  weeks: readonly string[];
  gracePeriodMs: number;
}

/** The revenue figures of a period (defined in docs/console.md, "Revenue"). US cents, net of VAT; months and weeks UTC. */
export interface RevenueFigures {
  /** Monthly recurring revenue now: what every live subscription last paid for, an annual one as price ÷ 12. */
  mrrCents: number;
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

/**
 * The revenue figures, worked out where the payments ledger, the subscriptions, the trial
 * licences and the failed renewals are kept. The database answers them with aggregates (a
 * million customers' history never comes into the process); the in-memory fake computes them
 * with `revenueFiguresFromRecords`, the reference every adapter must agree with.
 */
export abstract class RevenueFiguresPort {
  abstract figuresOf(period: RevenuePeriod): Promise<RevenueFigures>;
}
