import { formatInstant } from './format';

/** An instant from the API as the console shows it, marked up with its machine-readable value. */
export function Instant({ value }: { value: string }) {
  return <time dateTime={value}>{formatInstant(value)}</time>;
}
