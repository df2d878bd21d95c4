import { DomainError } from './domain-error';

/** Rows per page of the operator console's tables. */
export const ADMIN_PAGE_SIZE = 25;
/** Far past any real table; keeps an offset (page × size) a small, safe number. */
export const MAX_PAGE = 10_000;

/** One page of a listing, numbered from 1. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Rows matching the filter on every page. */
  total: number;
}

/** The page the caller asked for (1 when unset); refuses anything but a whole number from 1 to MAX_PAGE. */
export function pageRequest(page: number | undefined, pageSize = ADMIN_PAGE_SIZE): PageRequest {
  const number = page ?? 1;
  if (!Number.isInteger(number) || number < 1 || number > MAX_PAGE) {
    throw new DomainError('invalid', 'VALIDATION.FAILED', `page must be a whole number from 1 to ${MAX_PAGE}.`, {
      errors: [{ field: 'page', message: `page must be a whole number from 1 to ${MAX_PAGE}.` }],
    });
  }
  return { page: number, pageSize };
}

/** Rows to skip before the page. */
export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

/** Cuts one page out of rows already filtered and ordered (the in-memory fakes). */
export function pageOfRows<T>(rows: T[], request: PageRequest): Page<T> {
  const start = pageOffset(request);
  return { items: rows.slice(start, start + request.pageSize), page: request.page, pageSize: request.pageSize, total: rows.length };
}
