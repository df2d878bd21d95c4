import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** Every admin call's path starts so; a change revalidates every cached admin listing. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** A page of an admin listing as the API answers it. */
export interface AdminPage {
  page: number;
  pageSize: number;
  total: number;
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
