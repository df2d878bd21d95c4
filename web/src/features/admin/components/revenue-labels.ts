import { formatUsd } from '@pointforge/domain';

const MONTH_SHORT = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const MONTH_LONG = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A month of the report (YYYY-MM, UTC) on a chart's axis ("Jan 27") and in a table ("January 2027"). */
export const monthAxisLabel = (month: string): string => MONTH_SHORT.format(new Date(`${month}-01T00:00:00Z`));
export const monthName = (month: string): string => MONTH_LONG.format(new Date(`${month}-01T00:00:00Z`));

/** A week of the report by its Monday (YYYY-MM-DD, UTC): "4 Jan" on the axis, "4 Jan 2027" in a table. */
export const weekAxisLabel = (monday: string): string => DAY_SHORT.format(new Date(`${monday}T00:00:00Z`));
export const weekName = (monday: string): string => DAY_LONG.format(new Date(`${monday}T00:00:00Z`));

/** Cents as dollars ("$474", "-$60", "$15.48"). */
export const dollars = (cents: number): string => formatUsd(cents / 100);

/** A share as a whole percentage ("33 %"), or `none` when nothing was counted. */
export function percentage(part: number, whole: number, none: string): string {
  return whole === 0 ? none : `${Math.round((part / whole) * 100)} %`;
}
