import { BRAND, PASSWORD_MIN_LENGTH } from '@pointforge/domain';
import { accountEmailFieldCopy } from './form-fields';

/**
 * Copy of the sign-in pages: login, register, forgot and reset password, email
 * verification. Strings SITE-SPEC.md quotes (banners, headings, toasts, failure texts) are
 * kept to the letter; the rest follows the same voice.
 */

const product = BRAND.productName;

/** Title of the toast for a failed call whose form has no title of its own (SITE-SPEC section 8). */
export const AUTH_ERROR_TOAST_TITLE = 'Error';

const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters`;

export const loginCopy = {
  meta: {
    title: 'Log In',
    description: `Log in to your ${product} account to manage your licences, subscription and installer downloads.`,
  },
  title: 'Log In',
  intro: `Welcome back. Log in to your ${product} account.`,
  formLabel: 'Log in',
  email: accountEmailFieldCopy,
  password: { label: 'Password' },
  forgotPassword: 'Forgot your password?',
  submit: { label: 'Log In', busyLabel: 'Logging in...' },
  noAccount: "Don't have an account?",
  registerLink: 'Create an account',
  /** Green banners by query flag (SITE-SPEC section 2, /login). */
  banners: {
    registered: 'Registration successful! Please check your email to verify your account.',
    verified: 'Email verified successfully! You can now log in.',
    reset: 'Password reset successfully! You can now log in with your new password.',
    /** After a sign-up from an invitation, beside `registered`. */
    invited: 'You join the license you were invited to as soon as you verify your email address.',
  },
  success: { title: 'Login successful' },
  failure: { title: 'Login failed', fallback: 'An error occurred during login' },
} as const;

/** "Resend verification email" under the login form, after a refusal for an unverified address. Never tells whether an address is registered. */
export const resendVerificationCopy = {
  prompt: "Can't find the verification email? We can send you a new link.",
  resend: 'Resend verification email',
  sending: 'Sending...',
  sent: 'If this address is waiting for verification, a new link is on its way. Please check your inbox.',
  limited: 'You have asked for several emails in a short time. Please wait a while before trying again.',
  failed: 'The email could not be sent just now. Please try again in a moment.',
  failureLog: 'Resending the verification email failed',
} as const;

export const registerCopy = {
  meta: {
    title: 'Create an Account',
    description: `Create your ${product} account to start a free trial of the point cloud and surface processing tools.`,
  },
  title: 'Create an Account',
  intro: `Sign up to start your free ${product} trial.`,
  formLabel: 'Create an account',
  email: accountEmailFieldCopy,
  password: { label: 'Password', placeholder: passwordHint },
  submit: { label: 'Create Account', busyLabel: 'Creating account...' },
  /** The consent line: "By creating an account, you agree to our [terms] and [privacy]." */
  agreement: {
    before: 'By creating an account, you agree to our ',
    terms: 'Terms of Service',
    between: ' and ',
    privacy: 'Privacy Policy',
    after: '.',
  },
  termsClose: 'Close',
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  success: {
    title: 'Registration successful',
    description: 'Please check your email and follow the link to verify your account.',
  },
  failureLog: 'Registration failed',
} as const;

export const forgotPasswordCopy = {
  meta: {
    title: 'Forgot Password',
    description: `Request a link to reset the password of your ${product} account.`,
  },
  title: 'Forgot Password',
  intro: "Enter the email address of your account and we'll send you a link to reset your password.",
  formLabel: 'Request a password reset link',
  email: accountEmailFieldCopy,
  submit: { label: 'Send Reset Link', busyLabel: 'Sending...' },
  sentTitle: 'Check Your Email',
  sentMessage: "If an account exists with that email, we've sent instructions to reset your password.",
  returnToLogin: 'Return to Login',
  rememberPassword: 'Remembered your password?',
  loginLink: 'Log in',
  /** Worded so it never tells whether the address has an account. */
  success: {
    title: 'Reset email sent',
    description: 'If that address belongs to an account, a link to reset the password is on its way.',
  },
  failureLog: 'Password reset request failed',
} as const;

export const resetPasswordCopy = {
  meta: {
    title: 'Reset Password',
    description: `Choose a new password for your ${product} account.`,
  },
  title: 'Reset Password',
  intro: 'Choose a new password for your account.',
  formLabel: 'Reset password',
  password: { label: 'New Password', placeholder: passwordHint },
  confirmPassword: { label: 'Confirm Password', placeholder: 'Repeat the new password' },
  submit: { label: 'Reset Password', busyLabel: 'Resetting...' },
  missingToken: 'Invalid or missing reset token',
  successTitle: 'Password Reset Successful',
  successMessage: 'Your password has been reset. Taking you to the login page...',
  goToLogin: 'Go to Login',
  failureMessage: 'Failed to reset password. The token may be expired or invalid.',
  requestNewLink: 'Request a New Link',
  success: { title: 'Password reset successful', description: 'You can now log in with your new password.' },
  failureLog: 'Password reset failed',
} as const;

export const verifyEmailCopy = {
  meta: {
    title: 'Verify Email',
    description: `Confirm the email address of your ${product} account.`,
  },
  verifyingTitle: 'Email Verification',
  verifying: 'Verifying your email address...',
  successTitle: 'Email Verified Successfully!',
  successMessage: 'Your email has been verified. You can now log in to your account.',
  /** An old link of an account verified already: not a failure. */
  alreadyVerifiedTitle: 'Your email is already verified',
  alreadyVerifiedMessage: 'There is nothing more to do. Log in to your account to continue.',
  logIn: 'Log In',
  failureTitle: 'Verification Failed',
  missingToken: 'Invalid verification link. The token is missing.',
  failedFallback: 'Email verification failed. The link may have expired or is invalid.',
  unknownFailure: 'An unknown error occurred during verification.',
  goToLogin: 'Go to Login',
  returnHome: 'Return to Home',
  success: { title: 'Email verified', description: 'You can now log in to your account.' },
} as const;
