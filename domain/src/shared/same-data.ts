/**
 * Whether two values made of primitives, Dates, arrays and plain objects hold the same data:
 * Dates by their instant, objects by their own keys, whatever the order.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(other, key) && sameData((a as Record<string, unknown>)[key], other[key]));
}
