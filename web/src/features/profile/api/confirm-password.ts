import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const CONFIRM_PASSWORD_KEY = '/api/auth/confirm-password';

/** The password, and with two-factor sign-in on the authenticator's code or a recovery code. */
export type ConfirmPasswordPayload = { password: string } & ({ code: string } | { recoveryCode: string } | object);

/** Renews the session (a new cookie) as a recent sign-in, for a dangerous action to retry. */
export function confirmPassword(payload: ConfirmPasswordPayload): Promise<ApiSuccess> {
  return apiRequest('POST', CONFIRM_PASSWORD_KEY, payload);
}

/** `trigger(payload)` confirms; rejects with ApiError whose `errors` name a wrong `password`, `code` or `recoveryCode`. */
export function useConfirmPassword() {
  return useApiMutation(CONFIRM_PASSWORD_KEY, confirmPassword);
}
