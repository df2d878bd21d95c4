import { compareText, nextTableSort, sortRows } from './table-sort';

describe('sorting a table by a column heading', () => {
  it('sorts ascending on the first click of a heading, then flips on each further click', () => {
    const first = nextTableSort(undefined, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    const second = nextTableSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'descending' });
    expect(nextTableSort(second, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('starts ascending again when another heading is clicked', () => {
    expect(nextTableSort({ key: 'name', direction: 'descending' }, 'attempts')).toEqual({ key: 'attempts', direction: 'ascending' });
  });

  it('orders rows by the column, both ways, leaving equal rows in the order given', () => {
    const rows = [
      { id: 'a', name: 'job 10' },
      { id: 'b', name: 'Job 2' },
      { id: 'c', name: 'job 2' },
    ];
    const byName = (x: (typeof rows)[number], y: (typeof rows)[number]) => compareText(x.name, y.name);
    expect(sortRows(rows, byName, 'ascending').map((row) => row.id)).toEqual(['b', 'c', 'a']);
    expect(sortRows(rows, byName, 'descending').map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the order given when the column sorts on the server', () => {
    const rows = [3, 1, 2];
    expect(sortRows(rows, undefined, 'descending')).toEqual([3, 1, 2]);
  });
});
