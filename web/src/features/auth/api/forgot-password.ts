import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const FORGOT_PASSWORD_KEY = '/api/auth/forgot-password';

export interface ForgotPasswordPayload {
  email: string;
}

export function requestPasswordReset(payload: ForgotPasswordPayload): Promise<ApiSuccess> {
  return apiRequest('POST', FORGOT_PASSWORD_KEY, payload);
}

/**
 * `trigger(payload)` asks for a reset link. The answer is the same whether or not the
 * address has an account; it rejects with ApiError for bad input or too many requests.
 */
export function useRequestPasswordReset() {
  return useApiMutation(FORGOT_PASSWORD_KEY, requestPasswordReset);
}
