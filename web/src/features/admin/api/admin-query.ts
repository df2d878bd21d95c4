import type { Page } from '@pointforge/domain';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE, type ApiSuccess } from '../../../lib/api-client';

/** Every admin call's path starts so; a change revalidates every cached admin listing. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** The admin API's address of one customer, or one licence. */
export const customerPath = (customerId: string): string => `${ADMIN_API_PREFIX}customers/${encodeURIComponent(customerId)}`;
export const licensePath = (licenseId: string): string => `${ADMIN_API_PREFIX}licenses/${encodeURIComponent(licenseId)}`;

/** A page of an admin listing as the API answers it: the domain's Page, its rows under the listing's own name. */
export type AdminPage = Omit<Page<unknown>, 'items'>;

/** Where a console table stands in its keyset paging: the page shown (from 1), the cursor that fetched it, and a move to another page. */
export interface CursorTrail {
  page: number;
  cursor: string | undefined;
  /** To `page` (one on, with the shown page's `nextCursor`, or any page back). */
  turnTo: (page: number, nextCursor: string | null) => void;
}

/**
 * The cursors of the pages walked through under one filter (`filterKey`, the SWR key without
 * the cursor): Next keeps the shown page's nextCursor, Previous drops the last one. A new
 * filter starts again at page 1.
 */
export function useCursorTrail(filterKey: string): CursorTrail {
  const [trail, setTrail] = useState<{ filterKey: string; cursors: string[] }>({ filterKey, cursors: [] });
  const cursors = trail.filterKey === filterKey ? trail.cursors : [];
  return {
    page: cursors.length + 1,
    cursor: cursors[cursors.length - 1],
    turnTo: (page, nextCursor) => {
      if (page > cursors.length + 1 && nextCursor) setTrail({ filterKey, cursors: [...cursors, nextCursor] });
      else if (page <= cursors.length) setTrail({ filterKey, cursors: cursors.slice(0, Math.max(0, page - 1)) });
    },
  };
}

/** `path?name=value…`, leaving out empty values, so equal filters give equal SWR keys. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** GET of an admin listing; throws ApiError (a 403 ADMIN.TWO_FACTOR_REQUIRED among them). */
export function fetchAdmin<T>(key: string): Promise<T> {
  return apiRequest<T>('GET', key, undefined, QUERY_FAILED_MESSAGE);
}

/**
 * Wraps one admin change (`send`): after it, every admin listing on screen is refreshed, the
 * audit log and an open customer among them. The returned function throws ApiError.
 */
export function useAdminChange<Input, Reply extends ApiSuccess>(send: (input: Input) => Promise<Reply>): (input: Input) => Promise<Reply> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: Input) => {
      const reply = await send(input);
      await mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_API_PREFIX));
      return reply;
    },
    [mutate, send],
  );
}
