import type { ConfirmedTwoFactorEnrolment } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { TWO_FACTOR_STATUS_KEY } from './get-two-factor-status';

/** The SWR key and path of the call. */
export const REGENERATE_RECOVERY_CODES_KEY = '/api/auth/two-factor/recovery-codes';

/** Ten new single-use codes, in the clear this once; the old ones no longer work. */
export type RegeneratedRecoveryCodes = ApiSuccess & Pick<ConfirmedTwoFactorEnrolment, 'recoveryCodes'>;

export function regenerateRecoveryCodes(): Promise<RegeneratedRecoveryCodes> {
  return apiRequest<RegeneratedRecoveryCodes>('POST', REGENERATE_RECOVERY_CODES_KEY);
}

/**
 * `trigger()` replaces every recovery code and answers the new ones; the status (codes left)
 * is read again. Rejects with ApiError (403 REAUTHENTICATION_REQUIRED on a sign-in over 10
 * minutes old or without a code).
 */
export function useRegenerateRecoveryCodes() {
  return useApiMutation(REGENERATE_RECOVERY_CODES_KEY, regenerateRecoveryCodes, { onSuccess: (mutate) => mutate(TWO_FACTOR_STATUS_KEY) });
}
