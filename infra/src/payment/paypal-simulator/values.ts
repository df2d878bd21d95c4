import { randomInt } from 'node:crypto';
import type { CycleExecution, Money } from './types';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * An id shaped like PayPal's: `prefix` and `length` upper-case letters and digits, as in
 * `I-BW452GLLEP1G` (subscription), `BA-2M539689T3856352J` (approval token), a 17-character
 * sale or refund id, `PAYID-` and 24 (payment), `WH-` 17 `-` 17 (webhook event).
 */
export function paypalId(prefix: string, length: number): string {
  return prefix + Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

/** The cycle execution of an endless plan (total_cycles 0) after `completed` payments. */
export function regularCycles(completed: number): CycleExecution {
  return { tenure_type: 'REGULAR', sequence: 1, cycles_completed: completed, cycles_remaining: 0, total_cycles: 0 };
}

export function toCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** A sum in cents as PayPal's `money` in US dollars ("12.50"). */
export function usd(cents: number): Money {
  return { currency_code: 'USD', value: (cents / 100).toFixed(2) };
}
