import type { ClockPort } from '../../shared/clock.port';
import { monthsEndingAt, weeksBetween, weekStartOf } from './revenue-figures';
import type { RevenueFigures, RevenueFiguresPort, RevenuePeriod } from './revenue-figures.port';

/** How many months the report may cover: from one to three years. */
export const REVENUE_MONTHS = { min: 1, max: 36, default: 12 } as const;

/** GET /api/admin/revenue: the operators' revenue figures (defined in docs/console.md, "Revenue"). US cents, net of VAT; months and weeks UTC. */
export interface RevenueReport extends RevenueFigures {
  asOf: Date;
  /** MRR × 12. */
  arrCents: number;
}

/** The revenue figures over the `months` calendar months ending with this one, and the weeks from the one the first month starts in. */
export class GetRevenueReportUseCase {
  constructor(
    private readonly figures: RevenueFiguresPort,
    private readonly clock: ClockPort,
    /** The grace period (BILLING_GRACE_PERIOD_DAYS): a failed renewal paid within it is recovered. */
    private readonly renewals: { gracePeriodMs: number },
  ) {}

  async execute(input: { months: number }): Promise<RevenueReport> {
    const asOf = this.clock.now();
    const { mrrCents, ...figures } = await this.figures.figuresOf(revenuePeriodOf(asOf, input.months, this.renewals.gracePeriodMs));
    return { asOf, mrrCents, arrCents: mrrCents * 12, ...figures };
  }
}

/** The `months` calendar months (UTC) ending with the month of `asOf`, and the weeks from the one the first month starts in to the week of `asOf`. */
export function revenuePeriodOf(asOf: Date, monthCount: number, gracePeriodMs: number): RevenuePeriod {
  const months = monthsEndingAt(asOf, monthCount);
  const firstWeek = new Date(`${weekStartOf(new Date(`${months[0]}-01T00:00:00Z`))}T00:00:00Z`);
  return { asOf, months, weeks: weeksBetween(firstWeek, asOf), gracePeriodMs };
}
