import type { ClockPort } from '../../shared/clock.port';
import type { ConsoleOverview, ConsoleOverviewPort } from '../console-overview.port';

/** The console's counts, and the instant they were counted at. */
export type ConsoleOverviewSnapshot = ConsoleOverview & { asOf: Date };

/** Counts younger than this are answered as they are. */
export const OVERVIEW_FRESH_MS = 30_000;
/** Counts older than OVERVIEW_FRESH_MS but younger than this are answered while a new count runs; older ones are waited for. */
export const OVERVIEW_STALE_LIMIT_MS = 5 * 60_000;

/**
 * The console's landing page: how many customers, trials, subscriptions, licences, leads and
 * open disputes there are, with the instant they were counted. Counting reads whole tables
 * (seconds at a million customers), so this replica keeps the latest count: one younger than
 * half a minute is answered at once; an older one (up to five minutes) is answered at once
 * too while one new count runs behind it, so an operator never waits on the database for the
 * page they open most; past that, or before the first, the count is waited for.
 */
export class GetConsoleOverviewUseCase {
  private latest: ConsoleOverviewSnapshot | undefined;
  private counting: Promise<ConsoleOverviewSnapshot> | undefined;

  constructor(
    private readonly overview: ConsoleOverviewPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<ConsoleOverviewSnapshot> {
    const age = this.latest ? this.clock.now().getTime() - this.latest.asOf.getTime() : Infinity;
    if (this.latest && age < OVERVIEW_FRESH_MS) return this.latest;
    if (this.latest && age < OVERVIEW_STALE_LIMIT_MS) {
      // The count behind the answer: a failure leaves the older count in place, and the next request after it tries again.
      this.count().catch(() => undefined);
      return this.latest;
    }
    return this.count();
  }

  /** One count at a time: a request that finds one under way waits for it instead of starting another. */
  private count(): Promise<ConsoleOverviewSnapshot> {
    // `finally` on the promise, not inside it: a count that failed at once must not stay stored as the one under way.
    this.counting ??= this.countNow().finally(() => {
      this.counting = undefined;
    });
    return this.counting;
  }

  private async countNow(): Promise<ConsoleOverviewSnapshot> {
    const asOf = this.clock.now();
    const snapshot = { ...(await this.overview.counts(asOf)), asOf };
    this.latest = snapshot;
    return snapshot;
  }
}
