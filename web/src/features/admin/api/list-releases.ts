import type { AdminRelease } from '@pointforge/domain';
import useSWR from 'swr';
import { ADMIN_API_PREFIX, fetchAdmin } from './admin-query';

export const RELEASES_PATH = `${ADMIN_API_PREFIX}releases`;

/** Every release published, newest first: few enough (a handful a month) to list whole. */
export function useReleases() {
  return useSWR(RELEASES_PATH, fetchAdmin<{ releases: AdminRelease[] }>);
}
