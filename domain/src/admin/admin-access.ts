import { DomainError } from '../shared/domain-error';
import type { UserRole } from '../accounts/user.entity';

/**
 * What the operator console answers a caller: `hidden` to anyone who is not an admin (as if
 * it did not exist), `two-factor-required` to an admin who has not turned on two-factor
 * sign-in, `granted` otherwise.
 */
export type AdminAccess = 'hidden' | 'two-factor-required' | 'granted';

export function adminAccessOf(caller: { role: UserRole; twoFactorEnabled: boolean } | null): AdminAccess {
  if (!caller || caller.role !== 'admin') return 'hidden';
  return caller.twoFactorEnabled ? 'granted' : 'two-factor-required';
}

export const ADMIN_ERROR_CODES = { twoFactorRequired: 'ADMIN.TWO_FACTOR_REQUIRED' } as const;

export const ADMIN_MESSAGES = {
  twoFactorRequired: 'Turn on two-factor sign-in in your profile to use the admin console.',
} as const;

export function twoFactorRequiredError(): DomainError {
  return new DomainError('forbidden', ADMIN_ERROR_CODES.twoFactorRequired, ADMIN_MESSAGES.twoFactorRequired);
}
