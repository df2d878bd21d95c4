import { ValidationError } from 'yup';
import { changePasswordSchema } from './schemas';

/** The messages changePasswordSchema gives `values`, by field; empty when they pass. */
async function errorsOf(values: Record<string, string | undefined>): Promise<Record<string, string>> {
  try {
    await changePasswordSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((failure) => [failure.path ?? '', failure.message]));
  }
}

const NEW = { newPassword: 'a new passphrase', confirmPassword: 'a new passphrase' };

describe('the Change Password form', () => {
  it('takes a current password of any length: the server checks it against the account, not against the rules of a new one', async () => {
    expect(await errorsOf({ currentPassword: 'short', ...NEW })).toEqual({});
    expect(await errorsOf({ currentPassword: 'x', ...NEW })).toEqual({});
  });

  it('still requires the current password', async () => {
    expect(await errorsOf({ currentPassword: undefined, ...NEW })).toEqual({ currentPassword: 'Password is required' });
  });

  it('keeps the 8-character rule and the match for the new password', async () => {
    expect(await errorsOf({ currentPassword: 'short', newPassword: 'seven77', confirmPassword: 'seven77' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
    });
    expect(await errorsOf({ currentPassword: 'short', newPassword: 'a new passphrase', confirmPassword: 'another one' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
