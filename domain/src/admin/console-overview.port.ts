import type { SubscriptionStatus } from '../billing/subscription.entity';
import type { DesktopLicenseStatus } from '../licensing/use-cases/desktop-license-view';

/** PayPal's status of a dispute it has closed; every other status is still open. */
export const RESOLVED_DISPUTE_STATUS = 'RESOLVED';

/** GET /api/admin/overview: the console's landing counts, each counted by the database. */
export interface ConsoleOverview {
  /** Accounts with the customer role (admins are left out). */
  customers: { total: number; verified: number; twoFactor: number };
  /** Trial licences (no subscription) that run now: switched on and not expired. */
  trialsRunning: number;
  /** Every subscription by its status, each status listed (0 when none). */
  subscriptions: Record<SubscriptionStatus, number>;
  /** Every licence by what the desktop app sees now. */
  licenses: Record<DesktopLicenseStatus, number>;
  /**
   * Leads of each type by status, each status of its pipeline listed. Keyed by plain strings:
   * leads come after admin in the contexts' order, so admin cannot name their statuses.
   */
  leads: { demo: Record<string, number>; contact: Record<string, number> };
  /** Buyers' disputes PayPal has not resolved yet. */
  openDisputes: number;
}

/**
 * GET /api/admin/overview's body: the database's counts with the instant they were counted
 * (`asOf`, at most five minutes ago: see GetConsoleOverviewUseCase), and the jobs the queue
 * keeps as failed now (null when it did not answer in time).
 */
export type ConsoleOverviewReply = ConsoleOverview & { asOf: Date; failedJobs: number | null };

/** Counts for the console's Overview, done where the rows are (COUNT and GROUP BY), never by loading them. */
export abstract class ConsoleOverviewPort {
  abstract counts(now: Date): Promise<ConsoleOverview>;
}

/** Each of `keys` with its count in `counted` (0 when absent): a GROUP BY answer made whole. */
export function countsByKey<Key extends string>(keys: readonly Key[], counted: ReadonlyMap<string, number>): Record<Key, number> {
  return Object.fromEntries(keys.map((key) => [key, counted.get(key) ?? 0])) as Record<Key, number>;
}
