import { addCalendarMonthsUtc, DAY_MS, HOUR_MS, toDate } from './time';

describe('toDate', () => {
  it('accepts a Date, an ISO string and epoch milliseconds', () => {
    const date = new Date('2025-05-29T10:00:00.000Z');
    expect(toDate(date)).toBe(date);
    expect(toDate('2025-05-29T10:00:00.000Z').getTime()).toBe(date.getTime());
    expect(toDate(date.getTime()).getTime()).toBe(date.getTime());
  });

  it('throws on an unparseable value', () => {
    expect(() => toDate('not a date')).toThrow(RangeError);
  });
});

describe('addCalendarMonthsUtc', () => {
  const utc = (iso: string) => new Date(`${iso}Z`);

  it.each([
    ['2025-01-15T08:30:00.000', 1, '2025-02-15T08:30:00.000'],
    ['2025-01-31T12:00:00.000', 1, '2025-02-28T12:00:00.000'],
    ['2024-01-31T12:00:00.000', 1, '2024-02-29T12:00:00.000'],
    ['2025-03-31T00:00:00.000', 1, '2025-04-30T00:00:00.000'],
    ['2025-12-31T23:59:59.999', 1, '2026-01-31T23:59:59.999'],
    ['2024-02-29T00:00:00.000', 12, '2025-02-28T00:00:00.000'],
    ['2025-05-29T00:00:00.000', 12, '2026-05-29T00:00:00.000'],
  ])('%s + %d months is %s', (start, months, expected) => {
    expect(addCalendarMonthsUtc(utc(start), months).toISOString()).toBe(`${expected}Z`);
  });

  it('does not mutate its input', () => {
    const start = utc('2025-01-31T00:00:00.000');
    addCalendarMonthsUtc(start, 1);
    expect(start.toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });

  it('has the expected unit constants', () => {
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
  });
});
