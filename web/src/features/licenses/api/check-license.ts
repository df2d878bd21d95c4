import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const LICENSE_CHECK_KEY = '/api/licenses/check';

export interface LicenseCheck {
  /** True while the user holds an active, unexpired licence. */
  hasActiveLicense: boolean;
}

/** Rejects with ApiError when the status cannot be read. */
export async function fetchLicenseCheck(path: string = LICENSE_CHECK_KEY): Promise<LicenseCheck> {
  const body = await apiRequest<{ hasActiveLicense?: unknown }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  return { hasActiveLicense: body.hasActiveLicense === true };
}

/** Whether the user holds an active licence; `check` is undefined until answered (or after a failure). */
export function useLicenseCheck() {
  const { data } = useSWR(LICENSE_CHECK_KEY, fetchLicenseCheck);
  return { check: data };
}
