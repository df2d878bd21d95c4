import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { invitationKey } from './get-invitation';

/**
 * Joins the licence as the signed-in user; rejects with ApiError: 401 signed out, 404
 * LICENSING.INVITATION_INVALID, 409 LICENSING.ALREADY_MEMBER or SEATS_FULL.
 */
export function acceptInvitation(token: string): Promise<ApiSuccess> {
  return apiRequest('POST', `${invitationKey(token)}/accept`);
}

/** `trigger(token)` accepts. Not retried: the link is single use. */
export function useAcceptInvitation() {
  return useApiMutation('/api/invitations/accept', acceptInvitation);
}
