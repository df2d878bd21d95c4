import type { LicenseDevice, OwnedLicense } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** The SWR key and path of the call. */
export const MY_LICENSES_KEY = '/api/licenses/me';

/** A computer holding one of a licence's seats (null: the app did not say). */
export type LicenseDeviceRow = Jsonified<LicenseDevice>;

/** A licence as `GET /api/licenses/me` returns it: the domain's owned licence, its devices oldest first. */
export type LicenseRow = Jsonified<OwnedLicense>;

const NO_LICENSES: readonly LicenseRow[] = Object.freeze([]);

/**
 * The signed-in user's licences, newest first. A failure reads as an empty list (SITE-SPEC
 * section 7) and is logged; the trial offer then double-checks with the server.
 */
export async function fetchMyLicenses(path: string = MY_LICENSES_KEY): Promise<readonly LicenseRow[]> {
  try {
    const body = await apiRequest<{ licenses?: unknown }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
    return Array.isArray(body.licenses) ? (body.licenses as LicenseRow[]) : NO_LICENSES;
  } catch (error) {
    console.error('Loading the licenses failed', error);
    return NO_LICENSES;
  }
}

/** `licenses` is undefined only until the first answer. */
export function useMyLicenses() {
  const { data, isLoading } = useSWR(MY_LICENSES_KEY, fetchMyLicenses);
  return { licenses: data, isLoading };
}
