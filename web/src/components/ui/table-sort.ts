/** How a table is sorted: by which column (its `sort.key`) and which way. */
export interface TableSort {
  key: string;
  direction: 'ascending' | 'descending';
}

/** The sort after a click on a column's heading: ascending first, then the other way round. */
export function nextTableSort(current: TableSort | undefined, key: string): TableSort {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The rows in the order `sort` asks for, by the column's comparison; a copy, the rows as given when nothing sorts. */
export function sortRows<Row>(rows: readonly Row[], compare: ((a: Row, b: Row) => number) | undefined, direction: TableSort['direction']): readonly Row[] {
  if (!compare) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  // Array.prototype.sort is stable: rows that compare equal keep the order the server gave.
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** Compares two texts as a reader orders them: case-insensitive, numbers by value ("Job 2" before "Job 10"). */
export const compareText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;
