import { decodeBase64url, encodeBase64url, utf8Text } from './base64url';
import { DomainError } from './domain-error';

/** Rows per page of the operator console's tables. */
export const ADMIN_PAGE_SIZE = 25;
/**
 * Counting stops here: past it a console says "1,000+". An exact count of a million matching
 * rows reads all of them on every page; a capped one reads at most this many index entries.
 */
export const COUNT_CAP = 1_000;

/**
 * A row's place in a listing's order, newest first: its time, then a tie-break that is unique
 * (an id, a document number), both descending. A page starts after the key of the last row
 * of the page before (keyset paging: an index range, however deep the page).
 */
export interface PageKey {
  at: Date;
  tieBreak: string;
}

/** One page of a listing: after `after` (the first page when null), `pageSize` rows. */
export interface PageRequest {
  after: PageKey | null;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  pageSize: number;
  /** Where the next page starts (opaque; `cursor=` asks for it), or null on the last page. */
  nextCursor: string | null;
  /** Rows matching the filter on every page, counted up to COUNT_CAP. */
  total: number;
  /** More than COUNT_CAP rows match: `total` is then COUNT_CAP. */
  totalCapped: boolean;
}

const CURSOR_MAX_LENGTH = 400;
const CURSOR_MESSAGE = 'cursor must be the nextCursor of an earlier page of this list.';

/** The cursor of a page that starts after the row whose key is `key`: base64url of `<ISO time>|<tie-break>`. */
export function pageCursor(key: PageKey): string {
  const text = `${key.at.toISOString()}|${key.tieBreak}`;
  return encodeBase64url(Uint8Array.from(text, (character) => character.charCodeAt(0) & 0xff));
}

/** The page `cursor` asks for (the first when unset); refuses a cursor no earlier page gave (400, field `cursor`). */
export function pageRequest(cursor?: string, pageSize = ADMIN_PAGE_SIZE): PageRequest {
  if (cursor === undefined || cursor === '') return { after: null, pageSize };
  const key = cursor.length <= CURSOR_MAX_LENGTH ? keyOfCursor(cursor) : null;
  if (!key) {
    throw new DomainError('invalid', 'VALIDATION.FAILED', CURSOR_MESSAGE, { errors: [{ field: 'cursor', message: CURSOR_MESSAGE }] });
  }
  return { after: key, pageSize };
}

function keyOfCursor(cursor: string): PageKey | null {
  const bytes = decodeBase64url(cursor);
  const text = bytes && utf8Text(bytes);
  const match = text ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([\x21-\x7e]{1,255})$/.exec(text) : null;
  if (!match) return null;
  const at = new Date(match[1]!);
  return Number.isNaN(at.getTime()) || at.toISOString() !== match[1] ? null : { at, tieBreak: match[2]! };
}

/** Whether a row with key `row` comes after `after` in the newest-first order, as SQL's keyset condition reads it. */
function isAfterKey(row: PageKey, after: PageKey | null): boolean {
  if (after === null) return true;
  const at = row.at.getTime();
  return at < after.at.getTime() || (at === after.at.getTime() && row.tieBreak < after.tieBreak);
}

/**
 * A page from what the store read: `rows` are the rows after the request's key, newest first,
 * at most one more than the page (which says there is a next page); `matching` the count of all
 * rows matching the filter, read up to COUNT_CAP + 1.
 */
export function pageOf<T>(rows: T[], matching: number, request: PageRequest, keyOf: (row: T) => PageKey): Page<T> {
  const items = rows.slice(0, request.pageSize);
  const last = items[items.length - 1];
  return {
    items,
    pageSize: request.pageSize,
    nextCursor: rows.length > request.pageSize && last !== undefined ? pageCursor(keyOf(last)) : null,
    total: Math.min(matching, COUNT_CAP),
    totalCapped: matching > COUNT_CAP,
  };
}

/** The key of a row listed by creation, newest first (accounts, leads). */
export function createdAtKey(row: { createdAt: Date; id: string }): PageKey {
  return { at: row.createdAt, tieBreak: row.id };
}

/** Cuts one page out of rows already filtered and ordered newest first (the in-memory fakes). */
export function pageOfRows<T>(rows: T[], request: PageRequest, keyOf: (row: T) => PageKey): Page<T> {
  const after = rows.filter((row) => isAfterKey(keyOf(row), request.after));
  return pageOf(after.slice(0, request.pageSize + 1), rows.length, request, keyOf);
}
