import type { DisputeView, SubscriptionDispute } from '@pointforge/domain';
import useSWR from 'swr';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** A buyer's dispute as the console shows it (in the customer drawer, and in the Disputes list with its customer): the domain's, dates as ISO strings. */
export type DisputeRow = Omit<SubscriptionDispute, 'openedAt' | 'updatedAt'> & { openedAt: string; updatedAt: string };

/** `GET /api/admin/disputes?page=`: newest first. */
export function useDisputes(page: number) {
  return useSWR(
    withQuery(`${ADMIN_API_PREFIX}disputes`, { page }),
    fetchAdmin<AdminPage & { disputes: Array<DisputeRow & Pick<DisputeView, 'customer'>> }>,
    { keepPreviousData: true },
  );
}
