import { formatLongUsDate, formatLongUsDateTimeUtc, formatUsd } from './format';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [15, '$15'],
    [75, '$75'],
    [720, '$720'],
    [1188, '$1,188'],
    [2880, '$2,880'],
    [59.5, '$59.50'],
    [0.1 + 0.2, '$0.30'],
    [99.999, '$100'],
    [-15, '-$15'],
    [-0.001, '$0'],
  ])('formats %p as %p', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it('refuses NaN and infinities', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatLongUsDate', () => {
  it('formats the installer release date', () => {
    expect(formatLongUsDate('2025-05-29')).toBe('May 29, 2025');
    expect(formatLongUsDate(new Date('2025-05-29T00:00:00.000Z'))).toBe('May 29, 2025');
  });

  it('reads the date in UTC, whatever the local zone', () => {
    expect(formatLongUsDate('2025-05-29T23:59:59.999Z')).toBe('May 29, 2025');
    expect(formatLongUsDate('2025-05-30T00:00:00.000Z')).toBe('May 30, 2025');
    expect(formatLongUsDate('2025-05-29T23:30:00-02:00')).toBe('May 30, 2025');
  });

  it('names every month', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatLongUsDate(new Date(Date.UTC(2025, m, 1))));
    expect(months).toEqual([
      'January 1, 2025',
      'February 1, 2025',
      'March 1, 2025',
      'April 1, 2025',
      'May 1, 2025',
      'June 1, 2025',
      'July 1, 2025',
      'August 1, 2025',
      'September 1, 2025',
      'October 1, 2025',
      'November 1, 2025',
      'December 1, 2025',
    ]);
  });

  it('throws on an invalid date', () => {
    expect(() => formatLongUsDate('garbage')).toThrow(RangeError);
  });
});

describe('formatLongUsDateTimeUtc', () => {
  it('formats the instant in UTC, hours and minutes on 24 hours', () => {
    expect(formatLongUsDateTimeUtc(new Date('2025-05-29T04:07:59.999Z'))).toBe('May 29, 2025 at 04:07 UTC');
    expect(formatLongUsDateTimeUtc('2025-12-31T23:59:00.000Z')).toBe('December 31, 2025 at 23:59 UTC');
  });
});
