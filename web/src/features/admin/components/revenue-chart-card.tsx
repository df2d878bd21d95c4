import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { revenueCopy as copy } from '../../../content/admin-revenue';
import { RevenueChart, type RevenueChartProps } from './revenue-chart';

export interface RevenueChartCardProps<Row> {
  chart: RevenueChartProps;
  note?: string;
  /** The same figures as the chart, for screen readers and anyone who wants the numbers. */
  table: { caption: string; columns: readonly DataColumn<Row>[]; rows: readonly Row[]; rowKey: (row: Row) => string };
}

/** A card of the Revenue tab: the chart's title and note, the chart, and under it its figures as a table that opens on demand. */
export function RevenueChartCard<Row>({ chart, note, table }: RevenueChartCardProps<Row>) {
  const titleId = useId();
  return (
    <Card as="li" className="revenue-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="minor-heading revenue-card__title">
        {chart.title}
      </h2>
      {note && <p className="revenue-card__note">{note}</p>}
      <RevenueChart {...chart} />
      <details className="revenue-card__table">
        <summary>{copy.tableToggle}</summary>
        <DataTable className="admin-table" caption={table.caption} columns={table.columns} rows={table.rows} rowKey={table.rowKey} />
      </details>
    </Card>
  );
}
