import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { SESSION_KEY, type SessionUser } from '../../../lib/session';

/** The SWR key and path of the call. */
export const UPDATE_PROFILE_KEY = '/api/auth/profile';

/** The only fields the call accepts: the email cannot change, and the server refuses it. */
export interface ProfilePayload {
  firstName: string;
  lastName: string;
  company: string;
}

export interface UpdateProfileReply extends ApiSuccess {
  user: SessionUser;
}

export function updateProfile(payload: ProfilePayload): Promise<UpdateProfileReply> {
  return apiRequest<UpdateProfileReply>('PATCH', UPDATE_PROFILE_KEY, payload);
}

/**
 * `trigger(payload)` saves the profile and puts the returned user in the session cache, so
 * the header and the greeting show the new name at once. Rejects with ApiError on failure.
 */
export function useUpdateProfile() {
  return useApiMutation(UPDATE_PROFILE_KEY, updateProfile, { onSuccess: (mutate, reply) => mutate(SESSION_KEY, reply.user, { revalidate: false }) });
}
