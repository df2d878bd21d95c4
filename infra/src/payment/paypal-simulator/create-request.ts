import { invalidRequest } from './errors';
import type { SimulatedTaxes } from './types';

/**
 * The create request's plan override `taxes` (`{ percentage: "15", inclusive: false }`);
 * undefined without one. A percentage that is not a decimal number, or an `inclusive` that
 * is not a boolean, is refused as PayPal refuses it (400 INVALID_PARAMETER_VALUE).
 */
export function requestedTaxes(plan: unknown): SimulatedTaxes | undefined {
  const taxes = (plan as { taxes?: { percentage?: unknown; inclusive?: unknown } } | undefined)?.taxes;
  if (taxes === undefined) return undefined;
  if (typeof taxes.percentage !== 'string' || !/^\d{1,3}(\.\d{1,3})?$/.test(taxes.percentage) || typeof (taxes.inclusive ?? false) !== 'boolean') {
    throw invalidRequest({
      field: '/plan/taxes/percentage',
      location: 'body',
      issue: 'INVALID_PARAMETER_VALUE',
      description: 'The value of a field is invalid.',
    });
  }
  return { percentage: taxes.percentage, inclusive: taxes.inclusive === true };
}

/**
 * The create request's `start_time` (billing starts then, with nothing charged before it), as
 * an ISO date-time; undefined when absent. Anything that is not a date-time is refused as
 * PayPal refuses it (400 INVALID_PARAMETER_VALUE).
 */
export function requestedStartTime(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw invalidRequest({ field: '/start_time', location: 'body', issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' });
  }
  return new Date(time).toISOString();
}
