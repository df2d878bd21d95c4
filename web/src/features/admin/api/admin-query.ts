import type { Page } from '@pointforge/domain';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE, type ApiSuccess } from '../../../lib/api-client';

/** Every admin call's path starts so; a change revalidates every cached admin listing. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** The admin API's address of one customer, or one licence. */
export const customerPath = (customerId: string): string => `${ADMIN_API_PREFIX}customers/${encodeURIComponent(customerId)}`;
export const licensePath = (licenseId: string): string => `${ADMIN_API_PREFIX}licenses/${encodeURIComponent(licenseId)}`;

/** A page of an admin listing as the API answers it: the domain's Page, its rows under the listing's own name. */
export type AdminPage = Omit<Page<unknown>, 'items'>;

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
