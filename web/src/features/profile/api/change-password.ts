import { ApiError, apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { changePasswordCopy } from '../../../content/dashboard';

/** The SWR key and path of the call. */
export const CHANGE_PASSWORD_KEY = '/api/auth/change-password';

/** What the call sends: never the confirmation, which only the form checks. */
export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

/**
 * A refusal without a message of the server's reads 'Error ({status}): {statusText}'
 * (SITE-SPEC section 8). apiRequest words that case as "{status} {statusText}", and no
 * message of the server's starts with the status code, so that form is recognised here.
 * The server's message, 'Server returned unexpected response type' for a reply that is not
 * JSON, and the network failure message pass through unchanged.
 */
function withStatusWording(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status < 400 || error.code) return error;
  const status = String(error.status);
  if (error.message !== status && !error.message.startsWith(`${status} `)) return error;
  const statusText = error.message.slice(status.length).trim();
  return new ApiError(changePasswordCopy.statusFailure(error.status, statusText), error.status, error.code, error.errors);
}

export async function changePassword(payload: ChangePasswordPayload): Promise<ApiSuccess> {
  try {
    return await apiRequest('POST', CHANGE_PASSWORD_KEY, payload);
  } catch (error) {
    throw withStatusWording(error);
  }
}

/**
 * `trigger(payload)` changes the password; the server keeps this session and ends the
 * others. Rejects with ApiError, whose `errors` name the refused fields. Not retried: a
 * repeat after a lost answer would be refused, the current password having changed.
 */
export function useChangePassword() {
  return useApiMutation(CHANGE_PASSWORD_KEY, changePassword);
}
