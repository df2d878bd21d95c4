import type { AuditValue } from '@pointforge/domain';

/** One line of an audit entry's change: the field, what it was and what it became (null when it did not exist on that side). */
export interface AuditChange {
  field: string;
  before: AuditValue | undefined;
  after: AuditValue | undefined;
}

const isRecord = (value: AuditValue | null): value is { [key: string]: AuditValue } => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An entry's before and after as a list of fields, in the order they first appear: each
 * field of either side once, so `{status: pending} → {status: contacted, note}` reads
 * "status: pending → contacted", "note: … ". A value that is not an object is one field, `value`.
 */
export function auditChanges(before: AuditValue | null, after: AuditValue | null): AuditChange[] {
  if (before === null && after === null) return [];
  const from = isRecord(before) ? before : before === null ? {} : { value: before };
  const to = isRecord(after) ? after : after === null ? {} : { value: after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => ({
    field,
    before: Object.hasOwn(from, field) ? from[field] : undefined,
    after: Object.hasOwn(to, field) ? to[field] : undefined,
  }));
}

/** "licenseKey" → "license key": a field's name as words. */
export function fieldWords(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Whether a change line shows a move (old → new) rather than one value. */
export function isMove(change: AuditChange): boolean {
  return change.before !== undefined && change.after !== undefined && JSON.stringify(change.before) !== JSON.stringify(change.after);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Words for what a value means to an operator, never JSON: none, yes/no, instants in the reader's time, objects as "field: value" pairs. */
export function auditValueText(
  value: AuditValue | undefined,
  words: { noValue: string; yes: string; no: string },
  formatInstant: (iso: string) => string,
): string {
  if (value === undefined || value === null) return words.noValue;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => auditValueText(item, words, formatInstant)).join(', ');
  return Object.entries(value)
    .map(([field, inner]) => `${fieldWords(field)}: ${auditValueText(inner, words, formatInstant)}`)
    .join(', ');
}
