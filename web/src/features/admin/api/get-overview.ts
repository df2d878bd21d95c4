import type { ConsoleOverviewReply } from '@pointforge/domain';
import useSWR from 'swr';
import { ADMIN_API_PREFIX, fetchAdmin } from './admin-query';

/** `GET /api/admin/overview`: the console's landing counts. */
export const OVERVIEW_KEY = `${ADMIN_API_PREFIX}overview`;

/** The reply as JSON carries it: the counting instant as an ISO string. */
export type OverviewReply = Omit<ConsoleOverviewReply, 'asOf'> & { asOf: string };

export function useOverview() {
  return useSWR(OVERVIEW_KEY, fetchAdmin<OverviewReply>);
}
