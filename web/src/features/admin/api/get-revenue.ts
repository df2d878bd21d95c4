import { REVENUE_MONTHS, type RevenueReport } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery } from './admin-query';

/** `GET /api/admin/revenue?months=12`: the revenue figures of the last twelve months. */
export const REVENUE_KEY = withQuery(`${ADMIN_API_PREFIX}revenue`, { months: REVENUE_MONTHS.default });

export type RevenueReply = Jsonified<RevenueReport>;

export function useRevenue() {
  return useSWR(REVENUE_KEY, fetchAdmin<RevenueReply>);
}
