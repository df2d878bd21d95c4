import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE, type ApiSuccess } from '../../../lib/api-client';
import type { LicenseMembers } from '../../../lib/license-members';
import { MY_LICENSES_KEY } from './get-my-licenses';

/** The SWR key and path of one licence's members. */
export const licenseMembersKey = (licenseId: string): string => `/api/licenses/${encodeURIComponent(licenseId)}/members`;

/** Rejects with ApiError (403 for a member, 404 for anyone else). */
export async function fetchLicenseMembers(path: string): Promise<LicenseMembers> {
  const { seats, devicesPerSeat, seatsTaken, members, invitations } = await apiRequest<ApiSuccess & LicenseMembers>(
    'GET',
    path,
    undefined,
    QUERY_FAILED_MESSAGE,
  );
  return { seats, devicesPerSeat, seatsTaken, members, invitations };
}

/** The owner's view of a licence's people; `members` is undefined until answered. */
export function useLicenseMembers(licenseId: string) {
  const { data, error, isValidating, mutate } = useSWR(licenseMembersKey(licenseId), fetchLicenseMembers);
  return { members: data, error: error as unknown, isValidating, reload: mutate };
}

/** After a change to who holds a seat: the members and the licence list (its seat count and devices) read again. */
export function refreshLicensePeople(mutate: ScopedMutator, licenseId: string): Promise<unknown> {
  return Promise.all([mutate(licenseMembersKey(licenseId)), mutate(MY_LICENSES_KEY)]);
}

/** The address of one of a licence's invitations. */
export const invitationPath = (licenseId: string, invitationId: string): string =>
  `/api/licenses/${encodeURIComponent(licenseId)}/invitations/${encodeURIComponent(invitationId)}`;
