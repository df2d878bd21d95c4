import { useId, useState, type ReactNode } from 'react';
import { classNames } from './class-names';
import { Pager, type PagerProps } from './pager';
import { nextTableSort, sortRows, type TableSort } from './table-sort';
import './data-table.css';

/** One column of a DataTable: its heading, and what each row shows in it. */
export interface DataColumn<Row> {
  /** The heading (`<th scope="col">`); a visually hidden one for a column of buttons. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row for assistive tech (`<th scope="row">`): the name of a person or device. */
  rowHeader?: boolean;
  /** The name beside each cell when rows stack on a phone; the header when it is text. */
  label?: string;
  /**
   * A sortable column: its heading becomes a button. `compare` sorts the rows shown here; without it
   * the table's `onSort` asks the server (`key` names the column to it).
   */
  sort?: { key: string; compare?: (a: Row, b: Row) => number };
}

export interface DataTableProps<Row> {
  /** Names the table, and its scrolling frame, for assistive tech; not shown. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A look of the caller's besides the design system's (`admin-table`), on the table and on its frame. */
  className?: string;
  wrapClassName?: string;
  /** The sort shown, when the caller (or its server) sorts; without it the table sorts by itself, from `initialSort`. */
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  initialSort?: TableSort;
  /** Previous and Next under the table, for a list that comes a page at a time. */
  paging?: PagerProps;
  /** What shows under the headings when there is no row ("No leads match."). */
  empty?: ReactNode;
}

/**
 * A table of rows, one column per field. On a wide screen the frame around it scrolls sideways when
 * the table is wider, so it is a stop in the tab order, named by the caption, that arrow keys scroll
 * (WCAG 2.1.1). On a phone (below 40rem) each row stacks as a card, each cell with its column's name.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, className, wrapClassName, sort, onSort, initialSort, paging, empty }: DataTableProps<Row>) {
  const captionId = useId();
  const [ownSort, setOwnSort] = useState(initialSort);
  const shownSort = sort ?? ownSort;
  const sortedBy = columns.find((column) => column.sort && column.sort.key === shownSort?.key);
  const shownRows = shownSort ? sortRows(rows, sortedBy?.sort?.compare, shownSort.direction) : rows;

  function sortBy(key: string) {
    const next = nextTableSort(shownSort, key);
    if (onSort) onSort(next);
    if (!sort) setOwnSort(next);
  }

  return (
    <>
      <div className={classNames('data-table-frame', wrapClassName)} role="group" aria-labelledby={captionId} tabIndex={0}>
        <table className={classNames('data-table', className)}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <HeaderCell key={index} column={column} sort={shownSort} onSort={sortBy} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const label = column.label ?? (typeof column.header === 'string' ? column.header : undefined);
                  // One box for what the cell shows, so on a phone it sits beside the column's name however many parts it has.
                  const value = <div className="data-table__value">{column.cell(row)}</div>;
                  return column.rowHeader ? (
                    <th key={index} scope="row" data-label={label}>
                      {value}
                    </th>
                  ) : (
                    <td key={index} data-label={label}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && empty && <p className="data-table-empty">{empty}</p>}
      {paging && <Pager {...paging} />}
    </>
  );
}

function HeaderCell<Row>({ column, sort, onSort }: { column: DataColumn<Row>; sort: TableSort | undefined; onSort: (key: string) => void }) {
  const key = column.sort?.key;
  if (key === undefined) return <th scope="col">{column.header}</th>;
  const direction = sort?.key === key ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button type="button" className="data-table__sort" onClick={() => onSort(key)}>
        {column.header}
        <span className={classNames('data-table__sort-mark', direction && `data-table__sort-mark--${direction}`)} aria-hidden="true" />
      </button>
    </th>
  );
}
