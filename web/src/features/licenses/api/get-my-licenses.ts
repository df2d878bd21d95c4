import type { LicenseDevice, MyLicense } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** The SWR key and path of the call. */
export const MY_LICENSES_KEY = '/api/licenses/me';

/** A computer activated on a licence (null: the app did not say), and the person holding it (`userId`). */
export type LicenseDeviceRow = Jsonified<LicenseDevice>;

/**
 * A licence as `GET /api/licenses/me` returns it: one the user owns (`role: 'owner'`, with
 * its key, billing and every device), or one they are a member of (`role: 'member'`: no
 * key or billing, only their own devices); devices oldest first.
 */
export type LicenseRow = Jsonified<MyLicense>;

/** A licence the user owns: its key, billing and every device are theirs to see. */
export type OwnedLicenseRow = Extract<LicenseRow, { role: 'owner' }>;

/** Whether the user owns the licence. */
export function isOwnedLicense(license: LicenseRow): license is OwnedLicenseRow {
  return license.role === 'owner';
}

/**
 * The signed-in user's licences, newest first; rejects with ApiError. A failure is shown as
 * one, with Try Again, never as an empty list (issue 27: an empty list offered plans to a
 * customer who holds a licence).
 */
export async function fetchMyLicenses(path: string = MY_LICENSES_KEY): Promise<readonly LicenseRow[]> {
  const body = await apiRequest<{ licenses?: unknown }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  return Array.isArray(body.licenses) ? (body.licenses as LicenseRow[]) : [];
}

/** `licenses` is undefined until answered; `error` is set once loading failed; `isValidating` while a (re)load is under way. */
export function useMyLicenses() {
  const { data, error, isLoading, isValidating, mutate } = useSWR(MY_LICENSES_KEY, fetchMyLicenses);
  return { licenses: data, error: error as unknown, isLoading, isValidating, reload: mutate };
}
