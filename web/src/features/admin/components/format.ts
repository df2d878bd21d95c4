const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant from the API as the console shows it, in the reader's time zone. */
export function formatInstant(iso: string): string {
  return WHEN.format(new Date(iso));
}
