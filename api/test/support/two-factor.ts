import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import type { SignedInUser } from './signed-in-users';

/** The answers of the two-factor routes the specs expect, word for word. */
export const CODE_INVALID = {
  success: false,
  code: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID',
  message: 'That code is not valid. Please try again.',
};

export const CHALLENGE_INVALID = {
  success: false,
  code: 'ACCOUNTS.LOGIN_CHALLENGE_INVALID',
  message: 'Your sign-in has expired. Please log in again.',
};

export const REAUTHENTICATION_REQUIRED = {
  success: false,
  code: 'ACCOUNTS.REAUTHENTICATION_REQUIRED',
  message: 'Please confirm your password to continue.',
};

export const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

export interface EnrolledUser extends SignedInUser {
  authenticator: Authenticator;
  recoveryCodes: string[];
}

/** Turns two-factor on for a signed-in user from the Profile tab's calls: the authenticator and the recovery codes. */
export async function enrol(user: SignedInUser): Promise<EnrolledUser> {
  const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
  expect(enrolment.status).toBe(200);
  const authenticator = new Authenticator(enrolment.body.secret);
  const confirmed = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code(-1) });
  expect(confirmed.status).toBe(200);
  return { ...user, authenticator, recoveryCodes: confirmed.body.recoveryCodes };
}
