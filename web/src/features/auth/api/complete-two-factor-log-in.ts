import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import type { SignedInResponse } from './log-in';

/** The SWR key and path of the call. */
export const COMPLETE_TWO_FACTOR_LOG_IN_KEY = '/api/auth/login/two-factor';

/** The pending sign-in of the password step, and the authenticator's code or a recovery code. */
export type CompleteTwoFactorLogInPayload = { challengeToken: string } & ({ code: string } | { recoveryCode: string });

export function completeTwoFactorLogIn(payload: CompleteTwoFactorLogInPayload): Promise<SignedInResponse> {
  return apiRequest<SignedInResponse>('POST', COMPLETE_TWO_FACTOR_LOG_IN_KEY, payload);
}

/**
 * `trigger(payload)` finishes the sign-in (the session cookie comes with the answer); rejects
 * with ApiError: 401 a wrong code (TWO_FACTOR_CODE_INVALID) or an expired pending sign-in
 * (LOGIN_CHALLENGE_INVALID), 429 a locked account. Not retried: a code is good once.
 */
export function useCompleteTwoFactorLogIn() {
  return useApiMutation(COMPLETE_TWO_FACTOR_LOG_IN_KEY, completeTwoFactorLogIn);
}
