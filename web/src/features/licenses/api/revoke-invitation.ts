import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { invitationPath, refreshLicensePeople } from './get-license-members';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/invitations/:invitationId`. */
export const REVOKE_INVITATION_KEY = '/api/licenses/invitations/revoke';

/** Withdraws the invitation, so its link stops working and its seat is free; rejects with ApiError. */
export function revokeInvitation({ licenseId, invitationId }: { licenseId: string; invitationId: string }): Promise<ApiSuccess> {
  return apiRequest('DELETE', invitationPath(licenseId, invitationId));
}

/** `trigger({ licenseId, invitationId })` revokes, then reads the members and the licences again (the seat count). */
export function useRevokeInvitation() {
  return useApiMutation(REVOKE_INVITATION_KEY, revokeInvitation, { onSuccess: (mutate, _reply, { licenseId }) => refreshLicensePeople(mutate, licenseId) });
}
