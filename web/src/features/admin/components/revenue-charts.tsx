import { getPlan } from '@pointforge/domain';
import type { DataColumn } from '../../../components/ui/data-table';
import { revenueCopy as copy } from '../../../content/admin-revenue';
import type { RevenueReply } from '../api/get-revenue';
import type { ChartColour, RevenueChartProps } from './revenue-chart';
import { RevenueChartCard } from './revenue-chart-card';
import { dollars, monthAxisLabel, monthName, percentage, weekAxisLabel, weekName } from './revenue-labels';

/** One figure of the tab: its words, its rows, how a row reads on the chart's axis, the series drawn and the table's columns. */
interface FigureSpec<Row> {
  title: string;
  note?: string;
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  axisLabel: (row: Row) => string;
  kind: RevenueChartProps['kind'];
  /** Money figures are drawn in dollars, the others as whole counts. */
  money: boolean;
  series: readonly { label: string; colour: ChartColour; value: (row: Row) => number }[];
  columns: readonly DataColumn<Row>[];
}

const count = (value: number): string => String(Math.round(value));

/** A chart card for one figure: the chart drawn from the series, the table from the columns. */
function FigureCard<Row>({ spec }: { spec: FigureSpec<Row> }) {
  const chart: RevenueChartProps = {
    title: spec.title,
    labels: spec.rows.map(spec.axisLabel),
    kind: spec.kind,
    formatValue: spec.money ? dollars : count,
    wholeNumbers: !spec.money,
    series: spec.series.map(({ label, colour, value }) => ({ label, colour, values: spec.rows.map(value) })),
  };
  return (
    <RevenueChartCard<Row> note={spec.note} chart={chart} table={{ caption: spec.caption, rows: spec.rows, rowKey: spec.rowKey, columns: spec.columns }} />
  );
}

type Monthly = { month: string };
const byMonth = { rowKey: (row: Monthly) => row.month, axisLabel: (row: Monthly) => monthAxisLabel(row.month) };
const monthColumn: DataColumn<Monthly> = { header: copy.mrr.columns.month, cell: (row) => monthName(row.month), rowHeader: true };

/**
 * A count and how many of those made it (trials → paid, failed → recovered), as bars side by
 * side, with the rate in the table.
 */
function rateFigure<Row>(
  text: { title: string; note: string; caption: string; columns: { rate: string } },
  rows: readonly Row[],
  period: Pick<FigureSpec<Row>, 'rowKey' | 'axisLabel'> & { column: DataColumn<Row> },
  whole: { label: string; colour: ChartColour; value: (row: Row) => number },
  part: { label: string; value: (row: Row) => number },
): FigureSpec<Row> {
  return {
    ...text,
    rows,
    rowKey: period.rowKey,
    axisLabel: period.axisLabel,
    kind: 'bars',
    money: false,
    series: [whole, { ...part, colour: 'accent' }],
    columns: [
      period.column,
      { header: whole.label, cell: whole.value },
      { header: part.label, cell: part.value },
      { header: text.columns.rate, cell: (row) => percentage(part.value(row), whole.value(row), copy.noRate) },
    ],
  };
}

type Movement = RevenueReply['months'][number];

/** MRR at each month's end, and how it moved (new, expansion, contraction, churn). */
function mrrFigures(months: readonly Movement[]): [FigureSpec<Movement>, FigureSpec<Movement>] {
  const { mrr, movement } = copy;
  const moves = [
    { label: movement.columns.new, colour: 'accent', value: (row: Movement) => row.newCents },
    { label: movement.columns.expansion, colour: 'info-strong', value: (row: Movement) => row.expansionCents },
    { label: movement.columns.contraction, colour: 'warning-strong', value: (row: Movement) => row.contractionCents },
    { label: movement.columns.churned, colour: 'danger', value: (row: Movement) => row.churnedCents },
  ] as const;
  const ending = { label: mrr.columns.mrr, colour: 'brand', value: (row: Movement) => row.endingCents } as const;
  const moneyColumn = ({ label, value }: { label: string; value: (row: Movement) => number }) => ({
    header: label,
    cell: (row: Movement) => dollars(value(row)),
  });
  const lines = { ...byMonth, rows: months, kind: 'line', money: true } as const;
  return [
    { ...mrr, ...lines, series: [ending], columns: [monthColumn, moneyColumn(ending)] },
    { ...movement, ...lines, series: moves, columns: [monthColumn, ...moves.map(moneyColumn)] },
  ];
}

function planFigure(plans: RevenueReply['activeByPlan']): FigureSpec<RevenueReply['activeByPlan'][number]> {
  const text = copy.plans;
  const name = (row: { plan: RevenueReply['activeByPlan'][number]['plan'] }) => getPlan(row.plan).name;
  return {
    ...text,
    rows: plans,
    rowKey: (row) => row.plan,
    axisLabel: name,
    kind: 'bars',
    money: false,
    series: [{ label: text.columns.subscriptions, colour: 'accent', value: (row) => row.subscriptions }],
    columns: [
      { header: text.columns.plan, cell: name, rowHeader: true },
      { header: text.columns.subscriptions, cell: (row) => row.subscriptions },
    ],
  };
}

function refundFigure(months: RevenueReply['refunds']): FigureSpec<RevenueReply['refunds'][number]> {
  const text = copy.refunds;
  return {
    ...text,
    ...byMonth,
    rows: months,
    kind: 'bars',
    money: true,
    series: [
      { label: text.columns.refunded, colour: 'warning-strong', value: (row) => row.refundedCents },
      { label: text.columns.reversed, colour: 'danger', value: (row) => row.reversedCents },
    ],
    columns: [
      monthColumn,
      { header: text.columns.refunds, cell: (row) => row.refunds },
      { header: text.columns.refunded, cell: (row) => dollars(row.refundedCents) },
      { header: text.columns.reversals, cell: (row) => row.reversals },
      { header: text.columns.reversed, cell: (row) => dollars(row.reversedCents) },
    ],
  };
}

/** The Revenue tab's charts, each with its table: MRR, its movements, plans, trial conversion, recovery and refunds. */
export function RevenueCharts({ report }: { report: RevenueReply }) {
  const [mrr, movement] = mrrFigures(report.months);
  const { trials, recovery } = copy;
  return (
    <ul className="revenue-charts">
      <FigureCard spec={mrr} />
      <FigureCard spec={movement} />
      <FigureCard spec={planFigure(report.activeByPlan)} />
      <FigureCard
        spec={rateFigure(
          trials,
          report.trialConversion,
          {
            rowKey: (row) => row.weekStart,
            axisLabel: (row) => weekAxisLabel(row.weekStart),
            column: { header: trials.columns.week, cell: (row) => weekName(row.weekStart), rowHeader: true },
          },
          { label: trials.columns.trials, colour: 'info-strong', value: (row) => row.trials },
          { label: trials.columns.converted, value: (row) => row.converted },
        )}
      />
      <FigureCard
        spec={rateFigure(
          recovery,
          report.paymentRecovery,
          { ...byMonth, column: monthColumn },
          { label: recovery.columns.failed, colour: 'danger', value: (row) => row.failed },
          { label: recovery.columns.recovered, value: (row) => row.recovered },
        )}
      />
      <FigureCard spec={refundFigure(report.refunds)} />
    </ul>
  );
}
