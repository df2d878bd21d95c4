import type { TwoFactorChallenge } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import type { Jsonified } from '../../../lib/jsonified';
import type { SessionUser } from '../../../lib/session';

/** The SWR key and path of the call. */
export const LOG_IN_KEY = '/api/auth/login';

export interface LogInPayload {
  email: string;
  password: string;
}

/** Signed in: the user (the session cookie comes with it). */
export interface SignedInResponse extends ApiSuccess {
  user: SessionUser;
  twoFactorRequired?: undefined;
}

/** The password was right but the account has two-factor sign-in: no session yet; `challengeToken` is the pending sign-in (5 minutes) the code step sends back. */
export type TwoFactorRequiredResponse = ApiSuccess & Jsonified<TwoFactorChallenge>;

export type LogInResponse = SignedInResponse | TwoFactorRequiredResponse;

export function logIn(payload: LogInPayload): Promise<LogInResponse> {
  return apiRequest<LogInResponse>('POST', LOG_IN_KEY, payload);
}

/**
 * `trigger(payload)` logs in, or answers that a second factor is required; rejects with
 * ApiError (401, 403 unverified, 429) on failure.
 */
export function useLogIn() {
  return useApiMutation(LOG_IN_KEY, logIn);
}
