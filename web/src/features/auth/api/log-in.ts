import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/** The SWR key and path of the call. */
export const LOG_IN_KEY = '/api/auth/login';

export interface LogInPayload {
  email: string;
  password: string;
}

/** The answer: the signed-in user (the session cookie comes with it). */
export interface LogInResponse extends ApiSuccess {
  user: SessionUser;
}

export function logIn(payload: LogInPayload): Promise<LogInResponse> {
  return apiRequest<LogInResponse>('POST', LOG_IN_KEY, payload);
}

/** `trigger(payload)` logs in and rejects with ApiError (401, 403 unverified, 429) on failure. */
export function useLogIn() {
  return useSWRMutation(LOG_IN_KEY, (_key: string, { arg }: { arg: LogInPayload }) => logIn(arg), {
    revalidate: false,
  });
}
