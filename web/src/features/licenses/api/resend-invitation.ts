import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { invitationPath, refreshLicensePeople } from './get-license-members';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/invitations/:invitationId/resend`. */
export const RESEND_INVITATION_KEY = '/api/licenses/invitations/resend';

/** Sends the invitation again with a new link valid for 7 days (the old link stops working); rejects with ApiError. */
export function resendInvitation({ licenseId, invitationId }: { licenseId: string; invitationId: string }): Promise<ApiSuccess> {
  return apiRequest('POST', `${invitationPath(licenseId, invitationId)}/resend`);
}

/** `trigger({ licenseId, invitationId })` resends, then reads the members again (its new expiry). Not retried: one email per press. */
export function useResendInvitation() {
  return useApiMutation(RESEND_INVITATION_KEY, resendInvitation, { onSuccess: (mutate, _reply, { licenseId }) => refreshLicensePeople(mutate, licenseId) });
}
