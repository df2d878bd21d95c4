import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { TWO_FACTOR_STATUS_KEY } from './get-two-factor-status';

/** The SWR key and path of the call. */
export const DISABLE_TWO_FACTOR_KEY = '/api/auth/two-factor/disable';

/** The password, and the authenticator's code or a recovery code. */
export type DisableTwoFactorPayload = { password: string } & ({ code: string } | { recoveryCode: string });

export function disableTwoFactor(payload: DisableTwoFactorPayload): Promise<ApiSuccess> {
  return apiRequest('POST', DISABLE_TWO_FACTOR_KEY, payload);
}

/**
 * `trigger(payload)` turns two-factor sign-in off; the status is read again. Rejects with
 * ApiError whose `errors` name a wrong `password`, `code` or `recoveryCode` (429 when locked).
 */
export function useDisableTwoFactor() {
  return useApiMutation(DISABLE_TWO_FACTOR_KEY, disableTwoFactor, { onSuccess: (mutate) => mutate(TWO_FACTOR_STATUS_KEY) });
}
