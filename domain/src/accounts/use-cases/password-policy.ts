import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../catalog/constants';
import type { CommonPasswordCheckerPort } from '../common-password-checker.port';
import { passwordBlankError, passwordTooCommonError, passwordTooLongError, passwordTooShortError } from './account-errors';

/** The request field a password arrived in, named in the error so the form can show it there. */
export type PasswordField = 'password' | 'newPassword';

/**
 * The password rule of DECISIONS.md: 8 to 128 characters as typed (no trimming, no
 * composition rules), not only whitespace (eight spaces are eight characters but no
 * secret), and not on the common-password list. Throws DomainError invalid
 * with `errors: [{ field, message }]`.
 */
export function assertPasswordAllowed(password: string, field: PasswordField, commonPasswords: CommonPasswordCheckerPort): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw passwordTooShortError(field);
  if (password.length > PASSWORD_MAX_LENGTH) throw passwordTooLongError(field);
  if (password.trim() === '') throw passwordBlankError(field);
  if (commonPasswords.isCommon(password)) throw passwordTooCommonError(field);
}
