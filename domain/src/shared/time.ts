export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * An instant as the domain accepts it: a Date in the API, an ISO string when the web
 * reads JSON, epoch milliseconds in tests.
 */
export type DateInput = Date | string | number;

/** Turns a DateInput into a Date; an unparseable value is a bug, not user input, so it throws. */
export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(input)}`);
  }
  return date;
}

/**
 * The same wall-clock instant `months` calendar months later, in UTC. A day that does not
 * exist in the target month falls back to that month's last day (Jan 31 + 1 month is
 * Feb 28, or Feb 29 in a leap year), so a billing period never spills into the month after.
 */
export function addCalendarMonthsUtc(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDayOfTargetMonth),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}
