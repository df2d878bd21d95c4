import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import { getPlan } from '../../catalog/plans';
import type { LedgerEntry } from '../ledger/ledger-entry';

/**
 * The operators' revenue figures, computed from what the payments ledger and the
 * subscriptions record. Every amount is net of VAT, in US cents; every month and week is UTC.
 * The definitions are in docs/console.md ("Revenue"); each function below is one.
 */

/** What a subscription adds to monthly recurring revenue: the monthly price, or the annual ÷ 12, in cents. */
export function monthlyRecurringCents(plan: PaidPlanId, billingType: BillingType): number {
  const { monthlyPrice, annualPrice } = getPlan(plan);
  return Math.round((billingType === 'annual' ? annualPrice / 12 : monthlyPrice) * 100);
}

/**
 * A change of one subscription's recurring revenue: it started paying (from 0), changed plan
 * or billing (to another amount), or ended (to 0). `mrrCents` is the amount from `at` on.
 */
export interface MrrChange {
  subscriptionId: string;
  at: Date;
  mrrCents: number;
}

/** Monthly recurring revenue at an instant: each subscription's latest amount at or before it. */
export function mrrAt(changes: readonly MrrChange[], at: Date): number {
  const latest = new Map<string, MrrChange>();
  for (const change of changes) {
    if (change.at.getTime() > at.getTime()) continue;
    const known = latest.get(change.subscriptionId);
    if (!known || known.at.getTime() <= change.at.getTime()) latest.set(change.subscriptionId, change);
  }
  return [...latest.values()].reduce((sum, change) => sum + change.mrrCents, 0);
}

/** How MRR moved in one month, by kind; `endingCents` = MRR at the month's start plus the four. */
export interface MrrMovement {
  month: string;
  newCents: number;
  expansionCents: number;
  contractionCents: number;
  churnedCents: number;
  endingCents: number;
}

/**
 * Each change in the month is classed by what the subscription paid just before it: from 0
 * it is new (a subscription paying again after ending counts as new too), up is expansion,
 * down to a smaller amount contraction, down to 0 churn. Contraction and churn are negative.
 */
export function mrrMovementFor(changes: readonly MrrChange[], month: string): MrrMovement {
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const movement: MrrMovement = { month, newCents: 0, expansionCents: 0, contractionCents: 0, churnedCents: 0, endingCents: 0 };
  const ordered = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const current = new Map<string, number>();
  for (const change of ordered) {
    if (change.at.getTime() >= end.getTime()) break;
    const before = current.get(change.subscriptionId) ?? 0;
    current.set(change.subscriptionId, change.mrrCents);
    if (change.at.getTime() < start.getTime()) continue;
    const delta = change.mrrCents - before;
    if (before === 0 && change.mrrCents > 0) movement.newCents += change.mrrCents;
    else if (change.mrrCents === 0) movement.churnedCents -= before;
    else if (delta > 0) movement.expansionCents += delta;
    else movement.contractionCents += delta;
  }
  movement.endingCents = [...current.values()].reduce((sum, cents) => sum + cents, 0);
  return movement;
}

/** The month (YYYY-MM, UTC) of an instant. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The `count` calendar months (UTC) that end with the month of `now`, oldest first. */
export function monthsEndingAt(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1))));
}

/** Trials started in one week (from Monday, UTC) and how many of those people have paid since. */
export interface TrialCohort {
  weekStart: string;
  trials: number;
  converted: number;
}

/** The Monday (UTC) of the week of `at`, as YYYY-MM-DD. */
export function weekStartOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day)).toISOString().slice(0, 10);
}

/** The Monday of every week (UTC) from the week of `from` to the week of `to`, oldest first, as YYYY-MM-DD. */
export function weeksBetween(from: Date, to: Date): string[] {
  const weeks: string[] = [];
  const last = weekStartOf(to);
  for (let monday = new Date(`${weekStartOf(from)}T00:00:00Z`); ; monday.setUTCDate(monday.getUTCDate() + 7)) {
    const week = monday.toISOString().slice(0, 10);
    weeks.push(week);
    if (week >= last) return weeks;
  }
}

/**
 * Trial → paid conversion by the week the trial started: a trial converted when its user's
 * first payment came after the trial started (one who paid before is no conversion of it).
 * Each week of `weeks` is listed, oldest first; trials of other weeks are left out.
 */
export function trialConversionByWeek(
  trials: readonly { userId: string; startedAt: Date }[],
  firstPaymentAt: ReadonlyMap<string, Date>,
  weeks: readonly string[],
): TrialCohort[] {
  const cohorts = new Map(weeks.map((weekStart) => [weekStart, { weekStart, trials: 0, converted: 0 }]));
  for (const trial of trials) {
    const cohort = cohorts.get(weekStartOf(trial.startedAt));
    if (!cohort) continue;
    cohort.trials += 1;
    const paid = firstPaymentAt.get(trial.userId);
    if (paid && paid.getTime() >= trial.startedAt.getTime()) cohort.converted += 1;
  }
  return [...cohorts.values()];
}

/** Of the payments that failed in a month, how many were made good by a payment within the window. */
export interface PaymentRecovery {
  month: string;
  failed: number;
  recovered: number;
}

/**
 * Failed-payment recovery by the month of the failure: a failure is recovered when the same
 * subscription has a successful payment after it and within `windowDays` (the grace period
 * PayPal's retries fall in). Each month of `months` is listed; failures of others are left out.
 */
export function paymentRecoveryByMonth(
  failures: readonly { subscriptionId: string; failedAt: Date }[],
  payments: readonly { subscriptionId: string; paidAt: Date }[],
  windowDays: number,
  months: readonly string[],
): PaymentRecovery[] {
  const windowMs = windowDays * 24 * 60 * 60 * 1000;
  const rows = new Map(months.map((month) => [month, { month, failed: 0, recovered: 0 }]));
  for (const failure of failures) {
    const row = rows.get(monthOf(failure.failedAt));
    if (!row) continue;
    row.failed += 1;
    const failedAt = failure.failedAt.getTime();
    const recovered = payments.some(
      (payment) => payment.subscriptionId === failure.subscriptionId && payment.paidAt.getTime() > failedAt && payment.paidAt.getTime() - failedAt <= windowMs,
    );
    if (recovered) row.recovered += 1;
  }
  return [...rows.values()];
}

/** Money given back in one month: refunds and reversals (chargebacks), each counted and summed net of VAT. */
export interface RefundMonth {
  month: string;
  refunds: number;
  refundedCents: number;
  reversals: number;
  reversedCents: number;
}

/** Refunds and reversals by the month they happened in, each month of `months` listed (zeros when none). */
export function refundsByMonth(
  entries: readonly Pick<LedgerEntry, 'kind' | 'grossCents' | 'vatCents' | 'occurredAt'>[],
  months: readonly string[],
): RefundMonth[] {
  const rows = new Map(months.map((month) => [month, { month, refunds: 0, refundedCents: 0, reversals: 0, reversedCents: 0 }]));
  for (const entry of entries) {
    const row = rows.get(monthOf(entry.occurredAt));
    if (!row || entry.kind === 'payment') continue;
    const netCents = entry.grossCents - entry.vatCents;
    if (entry.kind === 'refund') {
      row.refunds += 1;
      row.refundedCents += netCents;
    } else {
      row.reversals += 1;
      row.reversedCents += netCents;
    }
  }
  return [...rows.values()];
}
