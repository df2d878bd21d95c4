import { REGISTER_RULES } from '../account-rules';

/**
 * Every user-facing message of the account use cases and endpoints, in one place. Copy
 * quoted in SITE-SPEC.md is kept to the letter; the rest follows its tone.
 */
export const ACCOUNT_MESSAGES = {
  // Success answers the API sends.
  registered: 'Registration successful! Please check your email to verify your account.',
  emailVerified: 'Email verified successfully! You can now log in.',
  /** An old link of an account verified already. */
  emailAlreadyVerified: 'Your email is already verified. You can log in to your account.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  /** Sent whether or not the account exists. */
  forgotPasswordSent: "If an account exists with that email, we've sent instructions to reset your password.",
  /** Sent whether or not the account exists or is verified already. */
  verificationResent: "If an account waiting for verification exists with that email, we've sent it a new verification link.",
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  passwordChanged: 'Password updated successfully.',
  profileUpdated: 'Profile updated',
  preferencesUpdated: 'Preferences updated',
  accountDeleted: 'Account deleted',
  /** The password was right; the sign-in waits for the second factor. */
  twoFactorRequired: 'Enter the code from your authenticator app to finish signing in.',
  twoFactorEnabled: 'Two-factor authentication is on.',
  twoFactorDisabled: 'Two-factor authentication is off.',
  recoveryCodesRegenerated: 'New recovery codes are ready. Your old ones no longer work.',
  passwordConfirmed: 'Password confirmed.',

  // Errors.
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before logging in.',
  verificationTokenInvalid: 'Email verification failed. The link may have expired or is invalid.',
  resetTokenInvalid: 'Failed to reset password. The token may be expired or invalid.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  passwordTooShort: REGISTER_RULES.password.message,
  passwordTooLong: REGISTER_RULES.password.tooLongMessage,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordBlank: 'Your password cannot be only spaces.',
  passwordUnchanged: 'Your new password must be different from your current password.',
  emailInvalid: REGISTER_RULES.email.message,
  userNotFound: 'Account not found.',
  twoFactorCodeInvalid: 'That code is not valid. Please try again.',
  /** The pending sign-in is unknown, expired or already used. */
  loginChallengeInvalid: 'Your sign-in has expired. Please log in again.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already on.',
  twoFactorNotEnabled: 'Two-factor authentication is not on.',
  reauthenticationRequired: 'Please confirm your password to continue.',
  twoFactorEnrolmentMissing: 'Start setting up two-factor authentication first.',
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;
