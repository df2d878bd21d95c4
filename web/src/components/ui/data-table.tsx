import { useId, type ReactNode } from 'react';

/** One column of a DataTable: its heading, and what each row shows in it. */
export interface DataColumn<Row> {
  /** The heading (`<th scope="col">`); a visually hidden one for a column of buttons. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row for assistive tech (`<th scope="row">`): the name of a person or device. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table, and its scrolling frame, for assistive tech; not shown. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's look (`admin-table`), and its frame's (`admin-table-wrap`), which scrolls sideways when the table is wider. */
  className: string;
  wrapClassName: string;
}

/**
 * A table of rows, one column per field. The frame around it scrolls sideways on a narrow
 * screen, so it is a stop in the tab order, named by the caption, that arrow keys scroll
 * (WCAG 2.1.1: a scrollable region must be reachable without a mouse).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, className, wrapClassName }: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div className={wrapClassName} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={className}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
