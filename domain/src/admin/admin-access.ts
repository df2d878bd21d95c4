import { DomainError } from '../shared/domain-error';
import type { UserRole } from '../accounts/user.entity';

/**
 * What the operator console answers a caller: `hidden` to anyone who is not an admin (as if
 * it did not exist), `two-factor-required` to an admin who has not turned on two-factor
 * sign-in, `second-factor-sign-in-required` to an admin whose session did not pass the
 * second factor (a password-only session, such as the one that enrolled), `granted` otherwise.
 */
export type AdminAccess = 'hidden' | 'two-factor-required' | 'second-factor-sign-in-required' | 'granted';

export interface AdminCaller {
  role: UserRole;
  twoFactorEnabled: boolean;
  /** Whether the caller's session began with a second factor (a sign-in or a confirmation with a code). */
  sessionPassedSecondFactor: boolean;
}

export function adminAccessOf(caller: AdminCaller | null): AdminAccess {
  if (!caller || caller.role !== 'admin') return 'hidden';
  if (!caller.twoFactorEnabled) return 'two-factor-required';
  return caller.sessionPassedSecondFactor ? 'granted' : 'second-factor-sign-in-required';
}

export const ADMIN_ERROR_CODES = {
  twoFactorRequired: 'ADMIN.TWO_FACTOR_REQUIRED',
  secondFactorSignInRequired: 'ADMIN.SECOND_FACTOR_SIGN_IN_REQUIRED',
} as const;

export const ADMIN_MESSAGES = {
  twoFactorRequired: 'Turn on two-factor sign-in in your profile to use the admin console.',
  secondFactorSignInRequired: 'Sign out and sign in again with a code from your authenticator app to use the admin console.',
} as const;

/** Why an admin is refused the console with a 403, by their access; any other access gets none. */
const REFUSALS: Partial<Record<AdminAccess, keyof typeof ADMIN_ERROR_CODES>> = {
  'two-factor-required': 'twoFactorRequired',
  'second-factor-sign-in-required': 'secondFactorSignInRequired',
};

/** The 403 an admin who may not use the console gets, by why; null when access is not refused by a 403. */
export function adminAccessRefusal(access: AdminAccess): DomainError | null {
  const refusal = REFUSALS[access];
  return refusal ? new DomainError('forbidden', ADMIN_ERROR_CODES[refusal], ADMIN_MESSAGES[refusal]) : null;
}
