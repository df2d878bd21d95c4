import type { LedgerEntry } from '../billing/ledger/ledger-entry';
import { paymentFailedMailKey } from '../billing/revenue/revenue-records';
import type { Subscription, SubscriptionStatus } from '../billing/subscription.entity';
import { BILLING_TYPES, PAID_PLAN_IDS, type BillingType, type PaidPlanId } from '../catalog/plan.types';
import type { License } from '../licensing/license.entity';
import type { User } from '../accounts/user.entity';
import { DAY_MS } from '../shared/time';
import { aLedgerEntry, aLicense, aSubscription, aUser } from './builders';
import type { RevenueHistoryPorts } from './revenue-history';

/** A generated history of customers, subscriptions and money, to write to several stores alike. */
export interface GeneratedRevenueHistory {
  users: User[];
  subscriptions: Subscription[];
  ledger: LedgerEntry[];
  /** The payment-failed emails (and other emails) sent: key and time. */
  mail: { key: string; sentAt: Date }[];
  trials: License[];
}

const STATUSES: SubscriptionStatus[] = ['active', 'suspended', 'cancelled', 'expired', 'pending', 'abandoned'];
const MINUTE_MS = 60_000;

/** A small deterministic generator (Numerical Recipes' linear congruential one), so a failing seed can be replayed. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return {
    chance: (probability: number) => next() < probability,
    below: (count: number) => Math.floor(next() * count),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    /** An instant `from` plus up to `days` days, to the minute (distinct instants keep every order unambiguous). */
    after: (from: Date, days: number) => new Date(from.getTime() + (1 + Math.floor(next() * days * 24 * 60)) * MINUTE_MS),
  };
}

/**
 * `customers` customers over `days` days from `first` (and a little before it): trials that
 * convert or not, subscriptions in every status on every plan and billing, renewals,
 * upgrades, downgrades and switches of billing, payments after a cancellation, refunds and
 * reversals, failed renewals paid within the grace period, later or never, payments of
 * deleted accounts, and payments and checkouts never paid.
 */
export function generateRevenueHistory(
  seed: number,
  first: Date,
  days: number,
  customers: number,
  emailOf: (index: number) => string,
): GeneratedRevenueHistory {
  const random = randomOf(seed);
  const history: GeneratedRevenueHistory = { users: [], subscriptions: [], ledger: [], mail: [], trials: [] };
  const opening = new Date(first.getTime() - 60 * DAY_MS);
  const span = days + 60;
  for (let index = 0; index < customers; index += 1) {
    const user = aUser().verified().withEmail(emailOf(index)).build();
    history.users.push(user);
    if (random.chance(0.5)) history.trials.push(aLicense().ownedBy(user.id).trial().createdAt(random.after(opening, span)).build());
    for (let count = random.below(3); count > 0; count -= 1) {
      const subscription = generatedSubscription(random, user.id, opening, span);
      history.subscriptions.push(subscription);
      const owner = random.chance(0.1) ? null : user.id; // an account deleted since: its entries name no one
      generatePayments(random, history, subscription, owner);
    }
  }
  return history;
}

type Random = ReturnType<typeof randomOf>;

function generatedSubscription(random: Random, userId: string, opening: Date, span: number): Subscription {
  const plan = random.pick(PAID_PLAN_IDS);
  const billingType = random.pick(BILLING_TYPES);
  const startDate = random.after(opening, span);
  const updatedAt = random.after(startDate, 90);
  const subscription = aSubscription().ownedBy(userId).forPlan(plan, billingType).withStatus(random.pick(STATUSES)).build();
  const endDate = random.chance(0.6) ? random.after(startDate, 60) : null;
  return { ...subscription, startDate, createdAt: startDate, updatedAt, endDate };
}

/** Up to five payments a month or so apart, some buying another plan or billing, with refunds, reversals and failed renewals. */
function generatePayments(random: Random, history: GeneratedRevenueHistory, subscription: Subscription, userId: string | null): void {
  let plan: PaidPlanId = subscription.plan;
  let billingType: BillingType = subscription.billingType;
  let at = subscription.startDate;
  for (let count = random.below(6); count > 0; count -= 1) {
    if (random.chance(0.3)) plan = random.pick(PAID_PLAN_IDS);
    if (random.chance(0.15)) billingType = random.pick(BILLING_TYPES);
    if (random.chance(0.3)) {
      const failedAt = random.after(at, 30);
      history.mail.push({ key: paymentFailedMailKey(subscription.id, random.after(failedAt, 30)), sentAt: failedAt });
      at = random.after(failedAt, 20); // paid 0 to 20 days after the failure: within a 12-day grace period or not
    } else at = random.after(at, 35);
    const payment = aLedgerEntry({ userId, subscriptionId: subscription.id, plan, billingType, grossCents: 1_000 + random.below(90_000), occurredAt: at });
    history.ledger.push(payment);
    if (random.chance(0.15)) {
      const grossCents = 1 + random.below(payment.grossCents);
      history.ledger.push(
        aLedgerEntry({
          kind: random.chance(0.5) ? 'refund' : 'reversal',
          userId,
          subscriptionId: subscription.id,
          plan,
          billingType,
          grossCents,
          vatCents: random.below(grossCents),
          occurredAt: random.after(at, 40),
          relatesToTransactionId: payment.providerTransactionId,
        }),
      );
    }
  }
  if (random.chance(0.1)) history.mail.push({ key: `license-issued:${subscription.id}`, sentAt: random.after(subscription.startDate, 30) });
}

/** Writes the history through the ports (users first: the rest belongs to them). */
export async function writeRevenueHistory(ports: RevenueHistoryPorts, history: GeneratedRevenueHistory): Promise<void> {
  for (const user of history.users) await ports.users.create(user);
  for (const subscription of history.subscriptions) await ports.subscriptions.create(subscription);
  for (const entry of history.ledger) await ports.paymentLedger.recordOnce(entry);
  for (const { key, sentAt } of history.mail) await ports.sentMail.markSent(key, sentAt);
  for (const trial of history.trials) await ports.licenses.issueTrialOnce(trial, `trial-ledger-key-${trial.userId}`);
}
