import { ListCommonPasswordChecker } from '../../testing/list-common-password-checker';
import { DomainError } from '../../shared/domain-error';
import { assertPasswordAllowed, type PasswordField } from './password-policy';

const checker = new ListCommonPasswordChecker(['password1', 'iloveyou']);

function errorFor(password: string, field: PasswordField = 'password'): DomainError {
  try {
    assertPasswordAllowed(password, field, checker);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the password to be refused');
}

describe('assertPasswordAllowed', () => {
  it.each(['abcdefgh', 'a'.repeat(128), ' a      ', 'correct horse battery staple'])('accepts %p', (password) => {
    expect(() => assertPasswordAllowed(password, 'password', checker)).not.toThrow();
  });

  it('refuses fewer than 8 characters, on the given field', () => {
    const error = errorFor('abcdefg', 'newPassword');
    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.PASSWORD_TOO_SHORT' });
    expect(error.message).toBe('Password must be at least 8 characters.');
    expect(error.details.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 8 characters.' }]);
  });

  it('refuses more than 128 characters', () => {
    const error = errorFor('a'.repeat(129));
    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.PASSWORD_TOO_LONG' });
    expect(error.details.errors).toEqual([{ field: 'password', message: 'Password must be at most 128 characters.' }]);
  });

  it('refuses a common password, whatever its case', () => {
    for (const password of ['password1', 'PassWord1']) {
      const error = errorFor(password);
      expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.PASSWORD_TOO_COMMON' });
      expect(error.details.errors).toEqual([{ field: 'password', message: 'This password is too common. Please choose a less predictable one.' }]);
    }
  });

  // ASVS 5.0 6.2.1: eight spaces are eight characters but no secret.
  it.each(['        ', '\t\t\t\t\t\t\t\t', ' '.repeat(128), '\u00a0'.repeat(10)])('refuses a password %p made only of whitespace', (password) => {
    const error = errorFor(password, 'newPassword');
    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.PASSWORD_BLANK' });
    expect(error.details.errors).toEqual([{ field: 'newPassword', message: 'Your password cannot be only spaces.' }]);
  });

  it('takes the password as typed: surrounding spaces count and are not trimmed', () => {
    expect(errorFor(' abcde ').code).toBe('ACCOUNTS.PASSWORD_TOO_SHORT');
    expect(() => assertPasswordAllowed(' abcdefg', 'password', checker)).not.toThrow();
  });
});
