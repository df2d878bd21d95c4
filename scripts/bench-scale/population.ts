import { RowRandom, rowId, TABLE } from './seeded-rows';

/** Rows per table at scale 1; a scale multiplies each (at least one row per table). */
export const ROWS_AT_SCALE_1 = {
  users: 1_000_000,
  licenses: 1_000_000,
  machines: 2_000_000,
  subscriptions: 1_000_000,
  outbox: 5_000_000,
  audit: 2_000_000,
  /** A year of payments, refunds and reversals, each with its invoice or credit note. */
  ledger: 1_000_000,
  demoRequests: 100_000,
  contactMessages: 100_000,
  webhookEvents: 200_000,
  mailDeliveries: 500_000,
} as const;

export type Counts = { [Table in keyof typeof ROWS_AT_SCALE_1]: number };

export function countsAt(scale: number): Counts {
  if (!(scale > 0)) throw new Error(`SCALE must be a positive number; it is ${scale}`);
  const entries = Object.entries(ROWS_AT_SCALE_1).map(([table, rows]) => [table, Math.max(1, Math.round(rows * scale))]);
  return Object.fromEntries(entries) as Counts;
}

export const DAY_MS = 86_400_000;
export const YEAR_MS = 365 * DAY_MS;

/**
 * Who owns what, computed from row indexes: 80 % of users ever held a licence (one or two
 * each, in creation order); licence `j` with `j % 10 >= 4` is paid and continues
 * subscription `j`; the other subscriptions are checkouts that never became a licence.
 */
export class Population {
  readonly holders: number;
  /** Subscriptions that carry a paid licence: index `k` below this with `k % 10 >= 4`. */
  readonly paidSpan: number;

  constructor(
    readonly counts: Counts,
    /** The fill's reference time: creation dates lie before it, running licences after. */
    readonly now: Date,
  ) {
    this.holders = Math.max(1, Math.floor(counts.users * 0.8));
    this.paidSpan = Math.min(counts.licenses, counts.subscriptions);
  }

  userId(index: number): string {
    return rowId(TABLE.users, index);
  }

  ownerOfLicense(license: number): number {
    return Math.min(this.holders - 1, Math.floor((license * this.holders) / this.counts.licenses));
  }

  isPaidLicense(license: number): boolean {
    return license % 10 >= 4 && license < this.paidSpan;
  }

  ownerOfSubscription(subscription: number): number {
    return subscription < this.counts.licenses ? this.ownerOfLicense(subscription) : subscription % this.counts.users;
  }

  /** When row `index` of `count` was created: evenly over `spanMs` before now, oldest first, with a little jitter. */
  createdAt(index: number, count: number, spanMs: number, random: RowRandom): Date {
    const step = spanMs / count;
    return new Date(this.now.getTime() - spanMs + index * step + random.below(Math.max(1, Math.floor(step))));
  }
}

/** A paid subscription's state, shared by its row and its licence's. */
export interface PaidState {
  status: 'active' | 'suspended' | 'cancelled' | 'expired';
  plan: 'standard' | 'professional' | 'enterprise';
  billingType: 'monthly' | 'annual';
}

/** 70 % active, 5 % suspended for a failed payment, 15 % cancelled, 10 % expired; monthly for `k % 10` in 4–6, annual for 7–9. */
export function paidStateOf(subscription: number): PaidState {
  const random = new RowRandom(TABLE.subscriptions + 200, subscription);
  const roll = random.next();
  const status = roll < 0.7 ? 'active' : roll < 0.75 ? 'suspended' : roll < 0.9 ? 'cancelled' : 'expired';
  const planRoll = random.next();
  const plan = planRoll < 0.6 ? 'standard' : planRoll < 0.9 ? 'professional' : 'enterprise';
  return { status, plan, billingType: subscription % 10 <= 6 ? 'monthly' : 'annual' };
}

/** The `n`-th paid licence (and subscription) index, wrapping: how machines and payments spread over paid customers. */
export function nthPaid(population: Population, n: number): number {
  const decades = Math.max(1, Math.floor(population.paidSpan / 10));
  const index = 10 * (n % decades) + 4 + (Math.floor(n / decades) % 6);
  return index < population.paidSpan ? index : 4;
}
