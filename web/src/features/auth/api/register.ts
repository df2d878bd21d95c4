import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const REGISTER_KEY = '/api/auth/register';

/** What the API accepts; the optional profile fields are left out when empty. */
export interface RegisterPayload {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  /** Where to go after verifying and logging in (a checkout): the verification link carries it. */
  redirect?: string;
  /** The invitation the sign-up came from: once the address is verified, the person joins its licence. */
  invitationToken?: string;
}

export function register(payload: RegisterPayload): Promise<ApiSuccess> {
  return apiRequest('POST', REGISTER_KEY, payload);
}

/**
 * `trigger(payload)` creates the account (the same 201 whether or not the address was
 * already registered) and rejects with ApiError on failure. Not retried: the address gets
 * one email per sign-up.
 */
export function useRegister() {
  return useApiMutation(REGISTER_KEY, register);
}
