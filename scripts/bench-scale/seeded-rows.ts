/**
 * Deterministic randomness for the bulk filler: every row's values come from a hash of
 * (table, row index), so a row can be recomputed from its index alone (a licence knows its
 * owner without the filler keeping a million ids in memory) and two fills are identical.
 */

/** One row's stream of pseudo-random numbers: mulberry32 seeded by the row's hash. */
export class RowRandom {
  private state: number;

  constructor(table: number, index: number) {
    this.state = mix(mix(table * 0x9e3779b1) ^ index) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, bound). */
  below(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  pick<T>(values: readonly T[]): T {
    return values[this.below(values.length)] as T;
  }

  /** True with probability `chance`. */
  chance(chance: number): boolean {
    return this.next() < chance;
  }

  /** `length` lowercase hex digits. */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += (this.below(0x10000) + 0x10000).toString(16).slice(1);
    return out.slice(0, length);
  }
}

function mix(value: number): number {
  let h = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * A UUID (version 4 layout) whose first twelve hex digits are the table and the row index,
 * the rest from the row's hash: ids grow with the index, so the load appends to each
 * primary key instead of splitting pages at random (as a time-ordered UUIDv7 would), while
 * lookups by id behave as with the app's random ids.
 */
export function rowId(table: number, index: number): string {
  const head = table.toString(16).padStart(2, '0') + index.toString(16).padStart(10, '0');
  const tail = new RowRandom(table + 1000, index).hex(18);
  return `${head.slice(0, 8)}-${head.slice(8, 12)}-4${tail.slice(0, 3)}-8${tail.slice(3, 6)}-${tail.slice(6, 18)}`;
}

/** The tables' numbers in rowId and RowRandom, so no two tables share ids or values. */
export const TABLE = {
  users: 1,
  licenses: 2,
  machines: 3,
  subscriptions: 4,
  outbox: 5,
  audit: 6,
  ledger: 7,
  documents: 8,
  demoRequests: 9,
  contactMessages: 10,
  webhookEvents: 11,
  mailDeliveries: 12,
} as const;
