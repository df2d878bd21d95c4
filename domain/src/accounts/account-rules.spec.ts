import {
  CHANGE_PASSWORD_RULES,
  FORGOT_PASSWORD_RULES,
  LOGIN_RULES,
  PROFILE_RULES,
  REGISTER_RULES,
  RESET_PASSWORD_RULES,
  TWO_FACTOR_RULES,
} from './account-rules';

describe('account form rules (SITE-SPEC section 5, to the letter)', () => {
  it('login: email message without a period, password required', () => {
    expect(LOGIN_RULES.email.message).toBe('Please enter a valid email address');
    expect(LOGIN_RULES.password.requiredMessage).toBe('Password is required');
    expect(LOGIN_RULES.email.maxLength).toBe(254);
    expect(LOGIN_RULES.password.maxLength).toBe(128);
  });

  it('register: email and password messages with a period, 8 to 128 characters', () => {
    expect(REGISTER_RULES.email.message).toBe('Please enter a valid email address.');
    expect(REGISTER_RULES.password.message).toBe('Password must be at least 8 characters.');
    expect(REGISTER_RULES.password.minLength).toBe(8);
    expect(REGISTER_RULES.password.maxLength).toBe(128);
    expect(REGISTER_RULES.password.tooLongMessage).toBe('Password must be at most 128 characters.');
    expect(REGISTER_RULES.firstName.maxLength).toBe(50);
    expect(REGISTER_RULES.lastName.maxLength).toBe(50);
    expect(REGISTER_RULES.company.maxLength).toBe(150);
  });

  it('forgot password: a valid email', () => {
    expect(FORGOT_PASSWORD_RULES.email.message).toBe('Please enter a valid email address.');
    expect(FORGOT_PASSWORD_RULES.email.maxLength).toBe(254);
  });

  it('reset password: 8 characters and "Passwords don\'t match"', () => {
    expect(RESET_PASSWORD_RULES.password.minLength).toBe(8);
    expect(RESET_PASSWORD_RULES.password.message).toBe('Password must be at least 8 characters.');
    expect(RESET_PASSWORD_RULES.confirmPassword.mismatchMessage).toBe("Passwords don't match");
  });

  it("change password: the current one only required, the new ones 8 characters without a period, and 'Passwords do not match'", () => {
    expect(CHANGE_PASSWORD_RULES.currentPassword).toEqual({
      maxLength: 128,
      requiredMessage: 'Password is required',
      tooLongMessage: LOGIN_RULES.password.tooLongMessage,
    });
    for (const field of [CHANGE_PASSWORD_RULES.newPassword, CHANGE_PASSWORD_RULES.confirmPassword]) {
      expect(field.minLength).toBe(8);
      expect(field.maxLength).toBe(128);
      expect(field.message).toBe('Password must be at least 8 characters');
    }
    expect(CHANGE_PASSWORD_RULES.confirmPassword.mismatchMessage).toBe('Passwords do not match');
  });

  it('profile: optional names with length limits', () => {
    expect(PROFILE_RULES.firstName.maxLength).toBe(50);
    expect(PROFILE_RULES.lastName.maxLength).toBe(50);
    expect(PROFILE_RULES.company.maxLength).toBe(150);
    expect(PROFILE_RULES.company.tooLongMessage).toBe('Company must be at most 150 characters.');
  });

  // ASVS 5.0 2.2.1: a name is a name, since greetings quote it in email.
  it.each(['Ann', "Anne-Marie O'Neil", 'J.R.R.', 'José', 'Zoë', '山田', 'Ελένη', 'محمد', 'St. John', ''])('accepts the name %p', (name) => {
    expect(PROFILE_RULES.firstName.pattern.test(name)).toBe(true);
  });

  it.each(['https://evil.example/x', 'visit evil.example', 'a@b', 'Ann1', 'Bob 2024', 'x\u0000y', 'tab\there', '-Ann'])(
    'refuses the name %p, with a message naming what a name may hold',
    (name) => {
      expect(PROFILE_RULES.lastName.pattern.test(name)).toBe(false);
      expect(PROFILE_RULES.lastName.invalidMessage).toBe('Last name may contain only letters, spaces, apostrophes, hyphens and dots.');
    },
  );
});

describe('two-factor form rules', () => {
  it('a code is exactly six digits', () => {
    expect(TWO_FACTOR_RULES.code.pattern.test('012345')).toBe(true);
    for (const wrong of ['12345', '1234567', '12a456', ' 123456']) expect(TWO_FACTOR_RULES.code.pattern.test(wrong)).toBe(false);
    expect(TWO_FACTOR_RULES.code.message).toBe('Enter the 6-digit code from your authenticator app.');
  });
});
