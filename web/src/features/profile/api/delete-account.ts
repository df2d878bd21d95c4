import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const DELETE_ACCOUNT_KEY = '/api/auth/delete-account';

/** Deletes the signed-in account; the server clears the session cookie in its answer. */
export function deleteAccount(): Promise<ApiSuccess> {
  return apiRequest('DELETE', DELETE_ACCOUNT_KEY);
}

/** `trigger()` deletes the account and rejects with ApiError on failure. */
export function useDeleteAccount() {
  return useApiMutation(DELETE_ACCOUNT_KEY, deleteAccount);
}
