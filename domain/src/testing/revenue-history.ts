import type { UserRepositoryPort } from '../accounts/user.repository.port';
import type { LedgerEntry } from '../billing/ledger/ledger-entry';
import type { PaymentLedgerPort } from '../billing/ledger/payment-ledger.port';
import type { RevenueReport } from '../billing/revenue/get-revenue-report.use-case';
import { monthOf, weekStartOf } from '../billing/revenue/revenue-figures';
import { paymentFailedMailKey } from '../billing/revenue/revenue-records';
import type { Subscription } from '../billing/subscription.entity';
import type { SubscriptionRepositoryPort } from '../billing/subscription.repository.port';
import type { BillingType, PaidPlanId } from '../catalog/plan.types';
import type { LicenseRepositoryPort } from '../licensing/license.repository.port';
import type { SentMailRepositoryPort } from '../mail/sent-mail.repository.port';
import { aLedgerEntry, aLicense, aSubscription, aUser } from './builders';

/** Where the seeded history is written: the fakes' repositories or the real database's. */
export interface RevenueHistoryPorts {
  users: UserRepositoryPort;
  subscriptions: SubscriptionRepositoryPort;
  licenses: LicenseRepositoryPort;
  paymentLedger: PaymentLedgerPort;
  sentMail: SentMailRepositoryPort;
}

/** Day `day` (10:00 UTC, or `hour`) of the `month`-th month after the first seeded one. */
type Day = (month: number, day: number, hour?: number) => Date;

const dayOf =
  (first: Date): Day =>
  (month, day, hour = 10) =>
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + month, day, hour));

/** The first seeded month for a report of four months asked at `now`: the three before it are seeded, the current one is left empty. */
export function firstSeededMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
}

/**
 * Three months of history (A, B, C: months 0 to 2 from `first`), each amount net of VAT:
 * - s1 (u1) Standard monthly ($75): paid A 5th and B 5th; upgraded to Professional monthly by
 *   a one-time order B 12th ($15.48 prorated); paid $99 C 5th. Active.
 * - s2 (u2) Standard annual ($720 + 15 % VAT = $828; MRR $60): paid A 16th; half refunded
 *   ($360 + $54 VAT) and cancelled C 3rd, paid through a year later. Cancelled.
 * - s3 (u3) Enterprise monthly ($300): paid B 2nd; the renewal failed C 2nd and was paid C 7th. Active.
 * - s4 (u4) Professional monthly ($99): paid A 21st; downgraded, paid Standard monthly ($75)
 *   B 21st; the renewal failed C 21st and was never paid. Suspended.
 * - s5 (u5) Standard monthly ($75): paid A 10th, reversed by the bank B 8th, ran out
 *   unrenewed at the end of its period B 10th (stored expired B 24th). Expired.
 * - s6 (u6) a checkout never paid. Pending.
 * Trials, each in a week of its own: u1 A 1st, u2 A 9th, u3 B 1st (each paid later), u7 C 1st
 * (never paid), u4 C 12th (paid before: no conversion).
 */
export async function seedRevenueHistory(ports: RevenueHistoryPorts, first: Date, emailOf: (name: string) => string): Promise<void> {
  const at = dayOf(first);
  const ids = new Map<string, string>();
  for (const name of ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7']) {
    const user = aUser().verified().withEmail(emailOf(name)).build();
    await ports.users.create(user);
    ids.set(name, user.id);
  }
  const userId = (name: string) => ids.get(name) as string;

  const subscription = async (
    owner: string,
    plan: PaidPlanId,
    billingType: BillingType,
    status: Subscription['status'],
    changes: Partial<Subscription> = {},
  ) => {
    const built = { ...aSubscription().ownedBy(userId(owner)).forPlan(plan, billingType).withStatus(status).build(), ...changes };
    await ports.subscriptions.create(built);
    return built;
  };
  const s1 = await subscription('u1', 'professional', 'monthly', 'active', { startDate: at(0, 5), createdAt: at(0, 5), updatedAt: at(2, 5) });
  const s2 = await subscription('u2', 'standard', 'annual', 'cancelled', {
    startDate: at(0, 16),
    endDate: at(12, 16),
    createdAt: at(0, 16),
    updatedAt: at(2, 3),
  });
  const s3 = await subscription('u3', 'enterprise', 'monthly', 'active', { startDate: at(1, 2), createdAt: at(1, 2), updatedAt: at(2, 7) });
  const s4 = await subscription('u4', 'standard', 'monthly', 'suspended', { startDate: at(0, 21), createdAt: at(0, 21), updatedAt: at(2, 21) });
  const s5 = await subscription('u5', 'standard', 'monthly', 'expired', {
    startDate: at(0, 10),
    endDate: at(1, 10),
    createdAt: at(0, 10),
    updatedAt: at(1, 24),
  });
  await subscription('u6', 'enterprise', 'annual', 'pending', { startDate: at(2, 9), createdAt: at(2, 9), updatedAt: at(2, 9) });

  const entry = (owner: string, of: Subscription, changes: Partial<LedgerEntry>) =>
    ports.paymentLedger.recordOnce(aLedgerEntry({ userId: userId(owner), subscriptionId: of.id, plan: of.plan, billingType: of.billingType, ...changes }));
  const standardMonthly = { plan: 'standard', billingType: 'monthly', grossCents: 7_500 } as const;
  const professionalMonthly = { plan: 'professional', billingType: 'monthly', grossCents: 9_900 } as const;
  await entry('u1', s1, { ...standardMonthly, occurredAt: at(0, 5) });
  await entry('u1', s1, { ...standardMonthly, occurredAt: at(1, 5) });
  await entry('u1', s1, { ...professionalMonthly, grossCents: 1_548, occurredAt: at(1, 12) });
  await entry('u1', s1, { ...professionalMonthly, occurredAt: at(2, 5) });
  const annual = await entry('u2', s2, { grossCents: 82_800, vatCents: 10_800, occurredAt: at(0, 16) });
  await entry('u2', s2, {
    kind: 'refund',
    grossCents: 41_400,
    vatCents: 5_400,
    occurredAt: at(2, 3),
    relatesToTransactionId: annual.entry.providerTransactionId,
  });
  await entry('u3', s3, { grossCents: 30_000, occurredAt: at(1, 2) });
  await entry('u3', s3, { grossCents: 30_000, occurredAt: at(2, 7) });
  await entry('u4', s4, { ...professionalMonthly, occurredAt: at(0, 21) });
  await entry('u4', s4, { ...standardMonthly, occurredAt: at(1, 21) });
  const reversed = await entry('u5', s5, { ...standardMonthly, occurredAt: at(0, 10) });
  await entry('u5', s5, { kind: 'reversal', grossCents: 7_500, occurredAt: at(1, 8), relatesToTransactionId: reversed.entry.providerTransactionId });

  await ports.sentMail.markSent(paymentFailedMailKey(s3.id, at(2, 14)), at(2, 2));
  await ports.sentMail.markSent(paymentFailedMailKey(s4.id, at(3, 2)), at(2, 21));
  // Another email to the same subscription is no failure.
  await ports.sentMail.markSent(`license-issued:${s3.id}`, at(1, 2));

  for (const [owner, started] of TRIALS(at)) {
    await ports.licenses.issueTrialOnce(aLicense().ownedBy(userId(owner)).trial().createdAt(started).build(), `trial-ledger-key-${userId(owner)}`);
  }
}

const TRIALS = (at: Day): [string, Date][] => [
  ['u1', at(0, 1, 9)],
  ['u2', at(0, 9, 9)],
  ['u3', at(1, 1, 9)],
  ['u7', at(2, 1, 9)],
  ['u4', at(2, 12, 9)],
];

/**
 * The figures of the seeded history, worked out by hand, for `GET /api/admin/revenue?months=4`
 * asked during the month after C (D, which has no events). Weeks without a trial are left out.
 */
export function revenueHistoryAnswers(first: Date): Omit<RevenueReport, 'asOf'> {
  const at = dayOf(first);
  const [a, b, c, d] = [0, 1, 2, 3].map((month) => monthOf(at(month, 1)));
  const zeros = { newCents: 0, expansionCents: 0, contractionCents: 0, churnedCents: 0 };
  const noRefunds = { refunds: 0, refundedCents: 0, reversals: 0, reversedCents: 0 };
  const converted = [true, true, true, false, false];
  return {
    mrrCents: 47_400, // s1 99 + s3 300 + s4 75 (suspended still counts); s2 cancelled, s5 expired
    arrCents: 568_800, // 474 × 12
    activeByPlan: [
      { plan: 'standard', subscriptions: 1 }, // s4
      { plan: 'professional', subscriptions: 1 }, // s1
      { plan: 'enterprise', subscriptions: 1 }, // s3
    ],
    months: [
      // A: new s1 75 + s5 75 + s2 60 + s4 99 = 309.
      { month: a, ...zeros, newCents: 30_900, endingCents: 30_900 },
      // B: new s3 300; expansion s1 +24; contraction s4 −24; churn s5 −75 (its period ended B 10th). 309 + 300 + 24 − 24 − 75 = 534.
      { month: b, newCents: 30_000, expansionCents: 2_400, contractionCents: -2_400, churnedCents: -7_500, endingCents: 53_400 },
      // C: churn s2 −60 (cancelled C 3rd); s1 and s3 paid what they paid before. 534 − 60 = 474.
      { month: c, ...zeros, churnedCents: -6_000, endingCents: 47_400 },
      { month: d, ...zeros, endingCents: 47_400 },
    ],
    trialConversion: TRIALS(at).map(([, started], index) => ({ weekStart: weekStartOf(started), trials: 1, converted: converted[index] ? 1 : 0 })),
    paymentRecovery: [
      { month: a, failed: 0, recovered: 0 },
      { month: b, failed: 0, recovered: 0 },
      { month: c, failed: 2, recovered: 1 }, // s3 paid 5 days later; s4 never
      { month: d, failed: 0, recovered: 0 },
    ],
    refunds: [
      { month: a, ...noRefunds },
      { month: b, ...noRefunds, reversals: 1, reversedCents: 7_500 }, // s5's payment
      { month: c, ...noRefunds, refunds: 1, refundedCents: 36_000 }, // $414 less $54 VAT
      { month: d, ...noRefunds },
    ],
  };
}
