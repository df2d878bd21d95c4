import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const RESEND_VERIFICATION_KEY = '/api/auth/resend-verification';

export interface ResendVerificationPayload {
  email: string;
}

export function resendVerification(payload: ResendVerificationPayload): Promise<ApiSuccess> {
  return apiRequest('POST', RESEND_VERIFICATION_KEY, payload);
}

/**
 * `trigger(payload)` asks for a new verification link. The answer is the same 200 for an
 * unknown, verified or unverified address (docs/security.md); it rejects with ApiError for
 * too many requests (429) or bad input.
 */
export function useResendVerification() {
  return useApiMutation(RESEND_VERIFICATION_KEY, resendVerification);
}
