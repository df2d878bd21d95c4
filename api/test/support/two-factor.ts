import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import type { SignedInUser } from './signed-in-users';
import { refusal } from './refusals';

/** The answers of the two-factor routes the specs expect, word for word. */
export const CODE_INVALID = refusal('ACCOUNTS.TWO_FACTOR_CODE_INVALID', 'That code is not valid. Please try again.');

export const CHALLENGE_INVALID = refusal('ACCOUNTS.LOGIN_CHALLENGE_INVALID', 'Your sign-in has expired. Please log in again.');

export const REAUTHENTICATION_REQUIRED = refusal('ACCOUNTS.REAUTHENTICATION_REQUIRED', 'Please confirm your password to continue.');

const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

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

/** A 200 with `message` and 10 new recovery codes, each in the printed form and unlike the others; answers the codes. */
export function newRecoveryCodesIn(response: { status: number; body: { recoveryCodes?: unknown } }, message: string): string[] {
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ success: true, message, recoveryCodes: expect.any(Array) });
  const codes = response.body.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
  return codes;
}
