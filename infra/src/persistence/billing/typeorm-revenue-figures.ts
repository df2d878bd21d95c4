import { DAY_MS, PAID_PLAN_IDS, RevenueFiguresPort, type MrrMovement, type RevenueFigures, type RevenuePeriod } from '@pointforge/domain';
import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import {
  FAILED_MAIL_PATTERN,
  LIVE_BY_PLAN_SQL,
  LIVE_STATUSES,
  mrrMovementSql,
  MRR_STATUSES,
  paymentRecoverySql,
  refundsSql,
  trialConversionSql,
} from './revenue-figures-sql';

type Raw = Record<string, string | number | null>;

/** SUM over no rows is NULL, and a decimal string on MariaDB. */
const numberOf = (value: string | number | null | undefined): number => Number(value ?? 0);

/** The named instants that cut a period into its months (their starts and the last one's end) or weeks (Mondays, and the Monday after the last). */
interface Boundaries {
  names: string[];
  parameters: Record<string, Date>;
}

function boundariesOf(prefix: string, starts: Date[], end: Date): Boundaries {
  const instants = [...starts, end];
  const names = instants.map((_, index) => `${prefix}${index}`);
  return { names, parameters: Object.fromEntries(names.map((name, index) => [name, instants[index] as Date])) };
}

function monthBoundaries(months: readonly string[]): Boundaries {
  const starts = months.map((month) => new Date(`${month}-01T00:00:00Z`));
  const last = starts.at(-1) as Date;
  return boundariesOf('month', starts, new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1)));
}

function weekBoundaries(weeks: readonly string[]): Boundaries {
  const starts = weeks.map((week) => new Date(`${week}T00:00:00Z`));
  return boundariesOf('week', starts, new Date((starts.at(-1) as Date).getTime() + 7 * DAY_MS));
}

/**
 * The revenue figures as aggregates in the database (the statements are in
 * revenue-figures-sql.ts): what comes back is a row of sums per month or week (and kind),
 * however long the ledger.
 */
export class TypeormRevenueFigures extends RevenueFiguresPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  figuresOf(period: RevenuePeriod): Promise<RevenueFigures> {
    return this.database.run((manager) => figuresIn(manager, period));
  }
}

async function figuresIn(manager: EntityManager, period: RevenuePeriod): Promise<RevenueFigures> {
  const months = monthBoundaries(period.months);
  const weeks = weekBoundaries(period.weeks);
  const onMysql = manager.connection.options.type === 'mysql';
  // The failure's time plus the grace period, in each database's date arithmetic.
  const graceEnd = (sentAt: string) => (onMysql ? `(${sentAt} + INTERVAL :grace MICROSECOND)` : `strftime('%Y-%m-%d %H:%M:%f', ${sentAt}, :grace)`);
  const grace = onMysql ? period.gracePeriodMs * 1000 : `+${period.gracePeriodMs / 1000} seconds`;
  const rows = (sql: string, parameters: ObjectLiteral) => rowsOf(manager, sql, parameters);
  const [movement, live, trials, recovery, refunds] = await Promise.all([
    rows(mrrMovementSql(months.names), { ...months.parameters, ...MRR_STATUSES, asOf: period.asOf }),
    rows(LIVE_BY_PLAN_SQL, { live: LIVE_STATUSES }),
    rows(trialConversionSql(weeks.names), { ...weeks.parameters, asOf: period.asOf }),
    rows(paymentRecoverySql(months.names, graceEnd), { ...months.parameters, asOf: period.asOf, failedMailPattern: FAILED_MAIL_PATTERN, grace }),
    rows(refundsSql(months.names), { ...months.parameters, asOf: period.asOf }),
  ]);
  return {
    mrrCents: movement.reduce((sum, row) => sum + numberOf(row.moved_by_now), 0),
    activeByPlan: PAID_PLAN_IDS.map((plan) => ({
      plan,
      subscriptions: live.filter((row) => row.plan === plan).reduce((sum, row) => sum + numberOf(row.subscriptions), 0),
    })),
    months: movementByMonth(period.months, movement),
    trialConversion: period.weeks.map((weekStart, index) => {
      const row = inInterval(trials, index + 1);
      return { weekStart, trials: numberOf(row?.trials), converted: numberOf(row?.converted) };
    }),
    paymentRecovery: period.months.map((month, index) => {
      const row = inInterval(recovery, index + 1);
      return { month, failed: numberOf(row?.failed), recovered: numberOf(row?.recovered) };
    }),
    refunds: period.months.map((month, index) => {
      const refunded = inInterval(refunds, index + 1, 'refund');
      const reversed = inInterval(refunds, index + 1, 'reversal');
      return {
        month,
        refunds: numberOf(refunded?.entries),
        refundedCents: numberOf(refunded?.net_cents),
        reversals: numberOf(reversed?.entries),
        reversedCents: numberOf(reversed?.net_cents),
      };
    }),
  };
}

/** One statement with `:name` parameters, bound as TypeORM binds a query builder's (instants in the column's format). */
function rowsOf(manager: EntityManager, sql: string, parameters: ObjectLiteral): Promise<Raw[]> {
  const [query, values] = manager.connection.driver.escapeQueryWithParameters(sql, parameters, {});
  return manager.query(query, values) as Promise<Raw[]>;
}

/** The row of the i-th month or week (1 the first) of the period, of one kind where rows are also per kind. */
function inInterval(rows: Raw[], interval: number, kind?: string): Raw | undefined {
  return rows.find((row) => numberOf(row.period_interval) === interval && (kind === undefined || row.kind === kind));
}

/** Each month's movement from the rows per interval (0: before the first month, i: the i-th month), its ending MRR the running sum. */
function movementByMonth(months: readonly string[], rows: Raw[]): MrrMovement[] {
  let ending = numberOf(inInterval(rows, 0)?.moved);
  return months.map((month, index) => {
    const row = inInterval(rows, index + 1);
    ending += numberOf(row?.moved);
    return {
      month,
      newCents: numberOf(row?.new_cents),
      expansionCents: numberOf(row?.expansion_cents),
      contractionCents: numberOf(row?.contraction_cents),
      churnedCents: numberOf(row?.churned_cents),
      endingCents: ending,
    };
  });
}
