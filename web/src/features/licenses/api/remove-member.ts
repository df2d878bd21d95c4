import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { licenseMembersKey, refreshLicensePeople } from './get-license-members';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/members/:memberId`. */
export const REMOVE_MEMBER_KEY = '/api/licenses/members/remove';

/** Takes a member off the licence; their devices are released at once. Rejects with ApiError. */
export function removeMember({ licenseId, memberId }: { licenseId: string; memberId: string }): Promise<ApiSuccess> {
  return apiRequest('DELETE', `${licenseMembersKey(licenseId)}/${encodeURIComponent(memberId)}`);
}

/** `trigger({ licenseId, memberId })` removes, then reads the members and the licences again (the seat count, the devices). */
export function useRemoveMember() {
  return useApiMutation(REMOVE_MEMBER_KEY, removeMember, { onSuccess: (mutate, _reply, { licenseId }) => refreshLicensePeople(mutate, licenseId) });
}
