import { COUNT_CAP, createdAtKey, pageCursor, pageOfRows, pageRequest } from './page';

const rowAt = (minute: number, id: string) => ({ id, createdAt: new Date(Date.UTC(2027, 0, 1, 0, minute)) });

describe('keyset pages', () => {
  it('walks every row once, newest first, ties by the larger id, and says when no page follows', () => {
    const rows = [rowAt(3, 'c'), rowAt(2, 'b2'), rowAt(2, 'b1'), rowAt(1, 'a')];
    const first = pageOfRows(rows, pageRequest(undefined, 2), createdAtKey);
    const second = pageOfRows(rows, pageRequest(first.nextCursor ?? undefined, 2), createdAtKey);

    expect(first).toMatchObject({ items: [rows[0], rows[1]], pageSize: 2, total: 4, totalCapped: false, nextCursor: pageCursor(createdAtKey(rows[1]!)) });
    expect(second).toMatchObject({ items: [rows[2], rows[3]], nextCursor: null });
  });

  it('counts up to the cap and says when more match', () => {
    const rows = Array.from({ length: COUNT_CAP + 1 }, (_, index) => rowAt(0, `row-${String(index).padStart(5, '0')}`)).reverse();

    expect(pageOfRows(rows, pageRequest(), createdAtKey)).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(pageOfRows(rows.slice(1), pageRequest(), createdAtKey)).toMatchObject({ total: COUNT_CAP, totalCapped: false });
  });

  it('reads a cursor back to the key it came from, and refuses one no page gave (400 on the field cursor)', () => {
    const key = { at: new Date('2027-03-10T09:00:00.000Z'), tieBreak: 'INV-2027-000011' };
    expect(pageRequest(pageCursor(key))).toEqual({ after: key, pageSize: 25 });
    expect(pageRequest('')).toEqual({ after: null, pageSize: 25 });
    for (const bad of ['x', '%%%%', pageCursor({ at: key.at, tieBreak: '' }), 'MjAyNi0xMy0wMVQwMDowMDowMC4wMDBafGRlbW8', 'A'.repeat(401)]) {
      expect(() => pageRequest(bad)).toThrow(
        expect.objectContaining({ code: 'VALIDATION.FAILED', details: { errors: [{ field: 'cursor', message: expect.any(String) }] } }),
      );
    }
  });
});
