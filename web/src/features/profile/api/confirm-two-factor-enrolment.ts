import type { ConfirmedTwoFactorEnrolment as DomainConfirmedTwoFactorEnrolment } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { TWO_FACTOR_STATUS_KEY } from './get-two-factor-status';

/** The SWR key and path of the call. */
export const CONFIRM_TWO_FACTOR_ENROLMENT_KEY = '/api/auth/two-factor/enrolment/confirm';

/** Ten single-use codes, in the clear this once (the new session's secret travels as the cookie). */
export type ConfirmedTwoFactorEnrolment = ApiSuccess & Pick<DomainConfirmedTwoFactorEnrolment, 'recoveryCodes'>;

export function confirmTwoFactorEnrolment(payload: { code: string }): Promise<ConfirmedTwoFactorEnrolment> {
  return apiRequest<ConfirmedTwoFactorEnrolment>('POST', CONFIRM_TWO_FACTOR_ENROLMENT_KEY, payload);
}

/**
 * `trigger({ code })` turns two-factor sign-in on and answers the recovery codes; the status
 * is read again. Rejects with ApiError (400 with `errors` on `code` for a wrong code).
 */
export function useConfirmTwoFactorEnrolment() {
  return useApiMutation(CONFIRM_TWO_FACTOR_ENROLMENT_KEY, confirmTwoFactorEnrolment, { onSuccess: (mutate) => mutate(TWO_FACTOR_STATUS_KEY) });
}
