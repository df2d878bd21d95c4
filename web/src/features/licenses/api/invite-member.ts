import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import type { LicenseInvitationRow } from '../../../lib/license-members';
import { licenseMembersKey, refreshLicensePeople } from './get-license-members';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/members`. */
export const INVITE_MEMBER_KEY = '/api/licenses/members/invite';

export interface InviteMemberArg {
  licenseId: string;
  email: string;
}

/**
 * Emails `email` an invitation to the licence; rejects with ApiError: 409
 * LICENSING.SEATS_FULL, ALREADY_MEMBER or ALREADY_INVITED, 400 for a bad address.
 */
export function inviteMember({ licenseId, email }: InviteMemberArg): Promise<ApiSuccess & { invitation: LicenseInvitationRow }> {
  return apiRequest('POST', licenseMembersKey(licenseId), { email });
}

/** `trigger({ licenseId, email })` invites, then reads the members and the licences again. Not retried: one email per invitation. */
export function useInviteMember() {
  return useApiMutation(INVITE_MEMBER_KEY, inviteMember, { onSuccess: (mutate, _reply, { licenseId }) => refreshLicensePeople(mutate, licenseId) });
}
