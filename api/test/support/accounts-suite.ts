import { createHash } from 'node:crypto';
import type { AccountsStack } from './accounts-stack';
import { Browser, newClientIp } from './browser';
import { SUBJECTS, tokenFromLink } from './mailbox';
import { stackSuite, webDistService, type StackSuiteOptions } from './stack-suite';
import { refusal } from './refusals';

/* What the /api/auth/* specs (accounts, account-settings, accounts-rate-limits) share. */

export const MESSAGES = {
  registered: 'Registration successful! Please check your email to verify your account.',
  emailVerified: 'Email verified successfully! You can now log in.',
  emailAlreadyVerified: 'Your email is already verified. You can log in to your account.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  forgotPasswordSent: "If an account exists with that email, we've sent instructions to reset your password.",
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  passwordChanged: 'Password updated successfully.',
  profileUpdated: 'Profile updated',
  preferencesUpdated: 'Preferences updated',
  accountDeleted: 'Account deleted',
} as const;

export const INVALID_CREDENTIALS = refusal('ACCOUNTS.INVALID_CREDENTIALS', 'Invalid email or password');
export const NOT_AUTHENTICATED = refusal('ACCOUNTS.NOT_AUTHENTICATED', 'Please log in to continue.');
export const VERIFICATION_INVALID = refusal('ACCOUNTS.VERIFICATION_TOKEN_INVALID', 'Email verification failed. The link may have expired or is invalid.');
export const RESET_INVALID = refusal('ACCOUNTS.RESET_TOKEN_INVALID', 'Failed to reset password. The token may be expired or invalid.');

export const PASSWORD = 'correct horse battery';
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export interface AccountsSuite {
  /** The running stack (a stand-in, good from beforeAll on). */
  readonly stack: AccountsStack;
  /** An address no other test uses. */
  newEmail(label: string): string;
  newBrowser(): Browser;
  /** Registers through the API and follows the emailed link; returns the address. */
  verifiedAccount(label: string, profile?: object): Promise<string>;
  loggedIn(email: string, password?: string): Promise<Browser>;
  sql<T = Record<string, unknown>>(query: string, parameters?: unknown[]): Promise<T[]>;
}

/**
 * Starts, for the describe it is called in, the real app in its production shape (MariaDB,
 * Redis, the worker side consuming the mail jobs, a real SMTP server receiving the mail, and
 * unless `options` say otherwise a small web build served), and gives the helpers the specs
 * sign up and sign in with.
 */
export function accountsSuite(label: string, options: StackSuiteOptions = { services: [webDistService()] }): AccountsSuite {
  const { stack } = stackSuite(label, options);
  let emailCount = 0;

  const newEmail = (name: string): string => {
    emailCount += 1;
    return `${name}.${emailCount}@example.com`;
  };
  const newBrowser = (): Browser => new Browser(stack.http, newClientIp());
  return {
    stack,
    newEmail,
    newBrowser,
    async verifiedAccount(name, profile = {}) {
      const email = newEmail(name);
      const browser = newBrowser();
      expect((await browser.post('/api/auth/register', { email, password: PASSWORD, ...profile })).status).toBe(201);
      const token = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), stack.origin, 'verify-email');
      expect((await browser.post(`/api/auth/verify-email/${token}`)).status).toBe(200);
      return email;
    },
    async loggedIn(email, password = PASSWORD) {
      const browser = newBrowser();
      const response = await browser.post('/api/auth/login', { email, password });
      expect(response.status).toBe(200);
      return browser;
    },
    sql: (query, parameters = []) => stack.dataSource.query(query, parameters),
  };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
