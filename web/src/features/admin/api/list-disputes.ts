import type { DisputeView, SubscriptionDispute } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** A buyer's dispute as the console shows it (in the customer drawer, and in the Disputes list with its customer). */
export type DisputeRow = Jsonified<SubscriptionDispute>;

/** A dispute in the Disputes list: with its customer, null when the account was deleted. */
export type ListedDisputeRow = Jsonified<DisputeView>;

/** The SWR key and path of the disputes' first page, or of the page after `cursor`. */
export function disputesKey(cursor?: string): string {
  return withQuery(`${ADMIN_API_PREFIX}disputes`, { cursor });
}

/** `GET /api/admin/disputes?cursor=`: newest first. */
export function useDisputes(cursor: string | undefined) {
  return useSWR(disputesKey(cursor), fetchAdmin<AdminPage & { disputes: ListedDisputeRow[] }>, { keepPreviousData: true });
}
