import type { TwoFactorEnrolment as DomainTwoFactorEnrolment } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const BEGIN_TWO_FACTOR_ENROLMENT_KEY = '/api/auth/two-factor/enrolment';

/** The domain's enrolment (the secret, shown this once, and its otpauth URI), and `qrCode`: that URI as an SVG data URL the API draws. */
export type TwoFactorEnrolment = ApiSuccess & DomainTwoFactorEnrolment & { qrCode: string };

export function beginTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
  return apiRequest<TwoFactorEnrolment>('POST', BEGIN_TWO_FACTOR_ENROLMENT_KEY);
}

/** `trigger()` starts an enrolment (a new secret each time); rejects with ApiError (409 already on). */
export function useBeginTwoFactorEnrolment() {
  return useApiMutation(BEGIN_TWO_FACTOR_ENROLMENT_KEY, beginTwoFactorEnrolment);
}
