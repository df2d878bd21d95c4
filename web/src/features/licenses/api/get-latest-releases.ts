import type { DashboardRelease } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const LATEST_RELEASES_KEY = '/api/downloads/releases';

/** The latest stable release of a platform: what the dashboard offers to download, and what a device on it is compared with. */
export type LatestRelease = DashboardRelease;

/** The latest stable release of each platform that has one; rejects with ApiError. */
export async function fetchLatestReleases(path: string = LATEST_RELEASES_KEY): Promise<readonly LatestRelease[]> {
  const body = await apiRequest<{ releases?: unknown }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  return Array.isArray(body.releases) ? (body.releases as LatestRelease[]) : [];
}

/**
 * `releases` is undefined until answered (and after a failure, which leaves the installer
 * card with the catalogue's release and no device marked). The installer card and every
 * device list share the one request.
 */
export function useLatestReleases() {
  const { data, error } = useSWR(LATEST_RELEASES_KEY, fetchLatestReleases, { revalidateOnFocus: false });
  return { releases: data, error: error as unknown };
}
