import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const RESET_PASSWORD_KEY = '/api/auth/reset-password';

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

export function resetPassword(payload: ResetPasswordPayload): Promise<ApiSuccess> {
  return apiRequest('POST', RESET_PASSWORD_KEY, payload);
}

/** `trigger(payload)` sets the new password; rejects with ApiError (invalid token, refused password). */
export function useResetPassword() {
  return useApiMutation(RESET_PASSWORD_KEY, resetPassword);
}
