import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const BEGIN_TWO_FACTOR_ENROLMENT_KEY = '/api/auth/two-factor/enrolment';

export interface TwoFactorEnrolment extends ApiSuccess {
  /** Base32, for typing into the app; shown this once. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code: an SVG data URL drawn by the API. */
  qrCode: string;
}

export function beginTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
  return apiRequest<TwoFactorEnrolment>('POST', BEGIN_TWO_FACTOR_ENROLMENT_KEY);
}

/** `trigger()` starts an enrolment (a new secret each time); rejects with ApiError (409 already on). */
export function useBeginTwoFactorEnrolment() {
  return useSWRMutation(BEGIN_TWO_FACTOR_ENROLMENT_KEY, () => beginTwoFactorEnrolment(), { revalidate: false });
}
