import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE, type ApiSuccess } from '../../../lib/api-client';
import { MY_LICENSES_KEY, type LicenseDeviceRow } from './get-my-licenses';

/** A person holding a seat; the owner comes first, with the id 'owner'. */
export interface LicenseMemberRow {
  id: string;
  userId: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
  joinedAt: string;
  devices: LicenseDeviceRow[];
}

/** An invitation not yet accepted: it holds a seat until it is accepted, revoked or expires. */
export interface LicenseInvitationRow {
  id: string;
  email: string;
  invitedAt: string;
  expiresAt: string;
  lastSentAt: string;
}

/** `GET /api/licenses/:id/members`, the owner's view of who uses the licence. */
export interface LicenseMembers {
  seats: number;
  devicesPerSeat: number;
  seatsTaken: number;
  members: LicenseMemberRow[];
  invitations: LicenseInvitationRow[];
}

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
