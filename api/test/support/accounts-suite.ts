import { createHash } from 'node:crypto';
import { startProductionStack, type AccountsStack } from './accounts-stack';
import { Browser, newClientIp } from './browser';
import { SUBJECTS, tokenFromLink } from './mailbox';
import { createTestWebDist, type TestWebDist } from './web-dist';

/* What the /api/auth/* specs (accounts.int-spec.ts, account-settings.int-spec.ts) share. */

export const MESSAGES = {
  registered: 'Registration successful! Please check your email to verify your account.',
  emailVerified: 'Email verified successfully! You can now log in.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  forgotPasswordSent: "If an account exists with that email, we've sent instructions to reset your password.",
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  passwordChanged: 'Password updated successfully.',
  profileUpdated: 'Profile updated',
  preferencesUpdated: 'Preferences updated',
  accountDeleted: 'Account deleted',
} as const;

export const INVALID_CREDENTIALS = { success: false, code: 'ACCOUNTS.INVALID_CREDENTIALS', message: 'Invalid email or password' };
export const NOT_AUTHENTICATED = { success: false, code: 'ACCOUNTS.NOT_AUTHENTICATED', message: 'Please log in to continue.' };
export const VERIFICATION_INVALID = {
  success: false,
  code: 'ACCOUNTS.VERIFICATION_TOKEN_INVALID',
  message: 'Email verification failed. The link may have expired or is invalid.',
};
export const RESET_INVALID = {
  success: false,
  code: 'ACCOUNTS.RESET_TOKEN_INVALID',
  message: 'Failed to reset password. The token may be expired or invalid.',
};

export const PASSWORD = 'correct horse battery';
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export interface AccountsSuite {
  /** The running stack (from beforeAll on). */
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
 * a small web build served), and gives the helpers the specs sign up and sign in with.
 */
export function accountsSuite(label: string): AccountsSuite {
  let stack: AccountsStack | undefined;
  let webDist: TestWebDist | undefined;
  let emailCount = 0;

  beforeAll(async () => {
    webDist = createTestWebDist();
    stack = await startProductionStack(label, { env: { SERVE_WEB: 'true', WEB_DIST_DIR: webDist.dir } });
  });

  afterAll(async () => {
    await stack?.close();
    webDist?.remove();
  });

  const running = (): AccountsStack => {
    if (!stack) throw new Error('the accounts stack is not started');
    return stack;
  };
  const newEmail = (name: string): string => {
    emailCount += 1;
    return `${name}.${emailCount}@example.com`;
  };
  const newBrowser = (): Browser => new Browser(running().http, newClientIp());
  return {
    get stack() {
      return running();
    },
    newEmail,
    newBrowser,
    async verifiedAccount(name, profile = {}) {
      const email = newEmail(name);
      const browser = newBrowser();
      expect((await browser.post('/api/auth/register', { email, password: PASSWORD, ...profile })).status).toBe(201);
      const token = tokenFromLink(await running().mailbox.waitForMessage(email, SUBJECTS.verifyEmail), running().origin, 'verify-email');
      expect((await browser.post(`/api/auth/verify-email/${token}`)).status).toBe(200);
      return email;
    },
    async loggedIn(email, password = PASSWORD) {
      const browser = newBrowser();
      const response = await browser.post('/api/auth/login', { email, password });
      expect(response.status).toBe(200);
      return browser;
    },
    sql: (query, parameters = []) => running().dataSource.query(query, parameters),
  };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
