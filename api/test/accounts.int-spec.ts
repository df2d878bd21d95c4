import { createHash } from 'node:crypto';
import request from 'supertest';
import { LicenseRepositoryPort } from '@pointforge/domain';
import { startProductionStack, type AccountsStack } from './support/accounts-stack';
import { Browser, newClientIp, sessionCookieIn } from './support/browser';
import { SUBJECTS, tokenFromLink } from './support/mailbox';
import { createTestWebDist, type TestWebDist } from './support/web-dist';

const MESSAGES = {
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

const INVALID_CREDENTIALS = { success: false, code: 'ACCOUNTS.INVALID_CREDENTIALS', message: 'Invalid email or password' };
const NOT_AUTHENTICATED = { success: false, code: 'ACCOUNTS.NOT_AUTHENTICATED', message: 'Please log in to continue.' };
const VERIFICATION_INVALID = {
  success: false,
  code: 'ACCOUNTS.VERIFICATION_TOKEN_INVALID',
  message: 'Email verification failed. The link may have expired or is invalid.',
};
const RESET_INVALID = {
  success: false,
  code: 'ACCOUNTS.RESET_TOKEN_INVALID',
  message: 'Failed to reset password. The token may be expired or invalid.',
};

const PASSWORD = 'correct horse battery';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Every /api/auth/* call through the real app in its production shape: MariaDB, Redis,
 * the worker side consuming the mail jobs, and a real SMTP server receiving the mail.
 */
describe('accounts (MariaDB, Redis, worker, SMTP)', () => {
  let stack: AccountsStack;
  let webDist: TestWebDist;
  let emailCount = 0;

  beforeAll(async () => {
    webDist = createTestWebDist();
    stack = await startProductionStack('accounts', { env: { SERVE_WEB: 'true', WEB_DIST_DIR: webDist.dir } });
  });

  afterAll(async () => {
    await stack?.close();
    webDist?.remove();
  });

  /** An address no other test uses. */
  function newEmail(label: string): string {
    emailCount += 1;
    return `${label}.${emailCount}@example.com`;
  }

  function newBrowser(): Browser {
    return new Browser(stack.http, newClientIp());
  }

  /** Registers through the API and follows the emailed link; returns the address. */
  async function verifiedAccount(label: string, profile: object = {}): Promise<string> {
    const email = newEmail(label);
    const browser = newBrowser();
    expect((await browser.post('/api/auth/register', { email, password: PASSWORD, ...profile })).status).toBe(201);
    const token = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), stack.origin, 'verify-email');
    expect((await browser.post(`/api/auth/verify-email/${token}`)).status).toBe(200);
    return email;
  }

  async function loggedIn(email: string, password = PASSWORD): Promise<Browser> {
    const browser = newBrowser();
    const response = await browser.post('/api/auth/login', { email, password });
    expect(response.status).toBe(200);
    return browser;
  }

  async function sql<T = Record<string, unknown>>(query: string, parameters: unknown[] = []): Promise<T[]> {
    return stack.dataSource.query(query, parameters);
  }

  const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

  describe('the journey: register, verify, log in, read the current user', () => {
    it('works end to end with the emailed link and shows the user without secrets', async () => {
      const browser = newBrowser();
      const email = newEmail('journey');

      const registered = await browser.post('/api/auth/register', {
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
        firstName: ' Ada ',
        lastName: 'Lovelace',
        company: 'Analytical Engines',
      });
      expect(registered.status).toBe(201);
      expect(registered.body).toEqual({ success: true, message: MESSAGES.registered });

      const mail = await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
      const token = tokenFromLink(mail, stack.origin, 'verify-email');
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

      const verified = await browser.post(`/api/auth/verify-email/${token}`);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ success: true, message: MESSAGES.emailVerified });

      const login = await browser.post('/api/auth/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      const expectedUser = {
        id: expect.any(String),
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical Engines',
        isVerified: true,
        emailNewsletter: true,
        emailProductUpdates: true,
        emailPromotions: false,
        role: 'customer',
        createdAt: expect.stringMatching(ISO_INSTANT),
      };
      expect(login.body).toEqual({ success: true, message: MESSAGES.loggedIn, user: expectedUser });

      const me = await browser.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ success: true, user: expectedUser });
      expect(Object.keys(me.body.user).filter((key) => /password|hash|token/i.test(key))).toEqual([]);
      expect(me.text).not.toContain('$argon2');
    });

    it('refuses bad registration input with a 400 naming each field', async () => {
      const browser = newBrowser();
      const response = await browser.post('/api/auth/register', { email: 'not-an-email', password: 'short', firstName: 'x'.repeat(51) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        code: 'VALIDATION.FAILED',
        message: 'Please enter a valid email address.',
        errors: [
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'password', message: 'Password must be at least 8 characters.' },
          { field: 'firstName', message: 'First name must be at most 50 characters.' },
        ],
      });

      const common = await browser.post('/api/auth/register', { email: newEmail('common'), password: 'password123' });
      expect(common.status).toBe(400);
      expect(common.body).toEqual({
        success: false,
        code: 'ACCOUNTS.PASSWORD_TOO_COMMON',
        message: 'This password is too common. Please choose a less predictable one.',
        errors: [{ field: 'password', message: 'This password is too common. Please choose a less predictable one.' }],
      });

      // ASVS 5.0 6.2.1: eight spaces pass the length rule but are no secret.
      const blankEmail = newEmail('blank');
      const blank = await browser.post('/api/auth/register', { email: blankEmail, password: ' '.repeat(8) });
      expect({ status: blank.status, body: blank.body }).toEqual({
        status: 400,
        body: {
          success: false,
          code: 'ACCOUNTS.PASSWORD_BLANK',
          message: 'Your password cannot be only spaces.',
          errors: [{ field: 'password', message: 'Your password cannot be only spaces.' }],
        },
      });
      expect(await sql('SELECT id FROM users WHERE email = ?', [blankEmail])).toEqual([]);

      const unknown = await browser.post('/api/auth/register', { email: newEmail('extra'), password: PASSWORD, isVerified: true });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ field: 'isVerified', message: 'isVerified is not an accepted field.' }]);
    });

    // ASVS 5.0 2.2.1: a stranger's words never reach a greeting from this site's domain.
    it('refuses a link as a name with a field message, and greets an address not yet verified without the typed name', async () => {
      const browser = newBrowser();
      const link = await browser.post('/api/auth/register', { email: newEmail('link-name'), password: PASSWORD, firstName: 'visit https://evil.example/x' });
      expect({ status: link.status, errors: link.body.errors }).toEqual({
        status: 400,
        errors: [{ field: 'firstName', message: 'First name may contain only letters, spaces, apostrophes, hyphens and dots.' }],
      });

      const email = newEmail('greeting');
      expect((await browser.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Mallory' })).status).toBe(201);
      const mail = await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
      expect(mail.text).not.toContain('Mallory');
      expect(mail.text).toContain('Hello,');
    });

    it('carries the checkout a sign-up came from in the verification link, and refuses a redirect off the site with a 400', async () => {
      const browser = newBrowser();
      const email = newEmail('from-checkout');
      const checkout = '/checkout/enterprise?billingType=annual';

      expect((await browser.post('/api/auth/register', { email, password: PASSWORD, redirect: checkout })).status).toBe(201);

      const mail = await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
      const link = new URL(mail.text.match(new RegExp(`${stack.origin}/verify-email/\\S+`))![0]);
      expect(link.searchParams.get('redirect')).toBe(checkout);
      const token = tokenFromLink(mail, stack.origin, 'verify-email');
      expect(link.pathname).toBe(`/verify-email/${token}`);
      expect((await browser.post(`/api/auth/verify-email/${token}`)).status).toBe(200);

      for (const elsewhere of ['https://evil.example/checkout', '//evil.example', '/a/../..//evil.example']) {
        const refused = await browser.post('/api/auth/register', { email: newEmail('off-site'), password: PASSWORD, redirect: elsewhere });
        expect({ status: refused.status, errors: refused.body.errors }).toEqual({
          status: 400,
          errors: [{ field: 'redirect', message: 'The redirect must be a path on this site.' }],
        });
      }
    });

    it('answers a second registration of an address exactly like a new one and emails its owner', async () => {
      const existing = await verifiedAccount('existing');
      const fresh = newEmail('fresh');
      const browser = newBrowser();

      const again = await browser.post('/api/auth/register', { email: existing, password: 'another passphrase' });
      const first = await browser.post('/api/auth/register', { email: fresh, password: 'another passphrase' });

      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['content-length']).toBe(first.headers['content-length']);
      expect(again.headers['set-cookie']).toBeUndefined();

      const notice = await stack.mailbox.waitForMessage(existing, SUBJECTS.accountExists);
      expect(notice.text).toContain(`${stack.origin}/forgot-password`);
      await stack.mailbox.waitForMessage(fresh, SUBJECTS.verifyEmail);
      expect(await stack.mailbox.messages(existing, SUBJECTS.verifyEmail)).toHaveLength(1);
      const [user] = await sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', [existing]);
      const login = await newBrowser().post('/api/auth/login', { email: existing, password: PASSWORD });
      expect({ status: login.status, unchanged: user?.password_hash.startsWith('$argon2id$') }).toEqual({ status: 200, unchanged: true });
    });
  });

  describe('login', () => {
    let email: string;

    beforeAll(async () => {
      email = await verifiedAccount('login');
    });

    it('answers an unknown address and a wrong password with the same 401', async () => {
      const unknown = await newBrowser().post('/api/auth/login', { email: newEmail('nobody'), password: PASSWORD });
      const wrong = await newBrowser().post('/api/auth/login', { email, password: 'not the password' });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 401, body: INVALID_CREDENTIALS });
      expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 401, body: INVALID_CREDENTIALS });
      expect(wrong.text).toBe(unknown.text);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('answers a malformed body with 400 and the fields, before any password check', async () => {
      const browser = newBrowser();
      const missing = await browser.post('/api/auth/login', {});
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        success: false,
        code: 'VALIDATION.FAILED',
        message: 'Please enter a valid email address',
        errors: [
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'password', message: 'Password is required' },
        ],
      });
      const extra = await browser.post('/api/auth/login', { email, password: PASSWORD, remember: true });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual([{ field: 'remember', message: 'remember is not an accepted field.' }]);
      expect((await browser.post('/api/auth/login')).status).toBe(400);
    });

    it('accepts the address in any case and with spaces around it', async () => {
      const response = await newBrowser().post('/api/auth/login', { email: `  ${email.toUpperCase()}  `, password: PASSWORD });
      expect(response.status).toBe(200);
    });

    it('refuses an unverified account with 403 and sends a new verification link', async () => {
      const unverified = newEmail('unverified');
      const browser = newBrowser();
      await browser.post('/api/auth/register', { email: unverified, password: PASSWORD });
      const firstLink = tokenFromLink(await stack.mailbox.waitForMessage(unverified, SUBJECTS.verifyEmail), stack.origin, 'verify-email');

      const response = await browser.post('/api/auth/login', { email: unverified, password: PASSWORD });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        code: 'ACCOUNTS.EMAIL_NOT_VERIFIED',
        message: 'Please verify your email before logging in.',
      });
      expect(response.headers['set-cookie']).toBeUndefined();

      const secondLink = tokenFromLink(await stack.mailbox.waitForMessage(unverified, SUBJECTS.verifyEmail, 2), stack.origin, 'verify-email');
      expect(secondLink).not.toBe(firstLink);
      expect((await browser.post(`/api/auth/verify-email/${secondLink}`)).status).toBe(200);
      expect((await browser.post('/api/auth/login', { email: unverified, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('the session cookie', () => {
    let email: string;

    beforeAll(async () => {
      email = await verifiedAccount('cookie');
    });

    it('is HttpOnly, SameSite=Lax, Path=/, for 30 days, holding an opaque secret stored only as a hash', async () => {
      const response = await newBrowser().post('/api/auth/login', { email, password: PASSWORD });
      const cookie = sessionCookieIn(response);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(cookie?.raw).toMatch(/; Max-Age=2592000(;|$)/);
      expect(cookie?.raw).toMatch(/; Path=\/(;|$)/);
      expect(cookie?.raw).toMatch(/; HttpOnly(;|$)/);
      expect(cookie?.raw).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie?.raw).not.toMatch(/; Domain=/i);

      const sessions = await sql('SELECT * FROM sessions');
      expect(JSON.stringify(sessions)).not.toContain(cookie?.value as string);
      expect(sessions.map((row) => row.id)).toContain(sha256(cookie?.value as string));
    });

    it('gets a new value at every login, and the session it replaces ends', async () => {
      const browser = await loggedIn(email);
      const first = browser.session as string;
      const again = await browser.post('/api/auth/login', { email, password: PASSWORD });
      expect(again.status).toBe(200);
      expect(browser.session).toEqual(expect.any(String));
      expect(browser.session).not.toBe(first);

      const replaced = new Browser(stack.http, browser.ip);
      replaced.session = first;
      expect((await replaced.get('/api/auth/me')).status).toBe(401);
      expect((await browser.get('/api/auth/me')).status).toBe(200);
      expect(await sql('SELECT id FROM sessions WHERE id = ?', [sha256(first)])).toEqual([]);
    });

    it('is required by the signed-in routes: 401 without it or with an unknown one', async () => {
      const anonymous = newBrowser();
      const response = await anonymous.get('/api/auth/me');
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });

      anonymous.session = 'made-up-session-secret-aaaaaaaaaaaaaaaaaaaaa';
      const forged = await anonymous.get('/api/auth/me');
      expect({ status: forged.status, body: forged.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });
      expect(anonymous.session).toBeNull();

      for (const [method, path] of [
        ['patch', '/api/auth/profile'],
        ['patch', '/api/auth/preferences'],
        ['post', '/api/auth/change-password'],
        ['delete', '/api/auth/delete-account'],
      ] as const) {
        const refused = await newBrowser().send(method, path, method === 'delete' ? undefined : {});
        expect({ path, status: refused.status, body: refused.body }).toEqual({ path, status: 401, body: NOT_AUTHENTICATED });
      }
    });

    it('is cleared at logout, and the old value no longer works', async () => {
      const browser = await loggedIn(email);
      const stolen = browser.session as string;

      const logout = await browser.post('/api/auth/logout');
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ success: true, message: MESSAGES.loggedOut });
      const cleared = sessionCookieIn(logout);
      expect(cleared?.value).toBeNull();
      expect(cleared?.raw).toMatch(/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/);

      const replay = new Browser(stack.http, browser.ip);
      replay.session = stolen;
      expect((await replay.get('/api/auth/me')).status).toBe(401);
    });

    it('comes with the signed-in hint: "1", readable by scripts, set and cleared with it', async () => {
      const browser = newBrowser();
      const login = await browser.post('/api/auth/login', { email, password: PASSWORD });
      const hint = sessionCookieIn(login, 'signed_in');
      expect(hint?.value).toBe('1');
      expect(hint?.raw).toMatch(/^signed_in=1; Max-Age=2592000; Path=\/; Expires=[^;]+; SameSite=Lax$/);

      // A new session id (here a password confirmation) sets it again.
      const confirmed = await browser.post('/api/auth/confirm-password', { password: PASSWORD });
      expect(confirmed.status).toBe(200);
      expect(sessionCookieIn(confirmed, 'signed_in')?.value).toBe('1');

      const logout = await browser.post('/api/auth/logout');
      expect(sessionCookieIn(logout, 'signed_in')?.value).toBeNull();

      // A hint left without a live session (the session cookie expired or was ended
      // elsewhere): the current-user call still answers 401, and drops the hint.
      const leftOver = await request(stack.http).get('/api/auth/me').set('Cookie', 'signed_in=1');
      expect(leftOver.status).toBe(401);
      expect(sessionCookieIn(leftOver, 'signed_in')?.value).toBeNull();
      // Nobody signed in and no hint: nothing to clear.
      expect((await request(stack.http).get('/api/auth/me')).headers['set-cookie']).toBeUndefined();
    });

    it('lets a browser without a session log out too', async () => {
      const response = await newBrowser().post('/api/auth/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: MESSAGES.loggedOut });
    });
  });

  describe('verification links', () => {
    it('work once, store only a hash, and are refused once expired', async () => {
      const email = newEmail('verify');
      const browser = newBrowser();
      await browser.post('/api/auth/register', { email, password: PASSWORD });
      const token = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), stack.origin, 'verify-email');

      const tokens = await sql('SELECT * FROM auth_tokens');
      expect(JSON.stringify(tokens)).not.toContain(token);
      expect(tokens.map((row) => row.token_hash)).toContain(sha256(token));
      expect(JSON.stringify(await sql('SELECT * FROM users WHERE email = ?', [email]))).not.toContain(token);

      expect((await browser.post(`/api/auth/verify-email/${token}`)).status).toBe(200);
      const reused = await browser.post(`/api/auth/verify-email/${token}`);
      expect({ status: reused.status, body: reused.body }).toEqual({ status: 400, body: VERIFICATION_INVALID });

      const unknown = await browser.post('/api/auth/verify-email/not-a-real-token');
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 400, body: VERIFICATION_INVALID });
      const oversized = await browser.post(`/api/auth/verify-email/${'a'.repeat(300)}`);
      expect({ status: oversized.status, message: oversized.body.message }).toEqual({ status: 400, message: VERIFICATION_INVALID.message });
    });

    it('from the first email still work after logging in too early sent a fresh one, and verifying uses up both', async () => {
      const email = newEmail('verify-first-email');
      const browser = newBrowser();
      await browser.post('/api/auth/register', { email, password: PASSWORD });
      const firstLink = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), stack.origin, 'verify-email');
      expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(403);
      const secondLink = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail, 2), stack.origin, 'verify-email');

      const verified = await browser.post(`/api/auth/verify-email/${firstLink}`);
      expect({ status: verified.status, body: verified.body }).toEqual({
        status: 200,
        body: { success: true, message: MESSAGES.emailVerified },
      });
      expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      for (const link of [secondLink, firstLink]) {
        const used = await browser.post(`/api/auth/verify-email/${link}`);
        expect({ status: used.status, body: used.body }).toEqual({ status: 400, body: VERIFICATION_INVALID });
      }
    });

    it('is refused past its expiry', async () => {
      const email = newEmail('verify-expired');
      const browser = newBrowser();
      await browser.post('/api/auth/register', { email, password: PASSWORD });
      const token = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), stack.origin, 'verify-email');
      await sql('UPDATE auth_tokens SET expires_at = created_at WHERE token_hash = ?', [sha256(token)]);

      const response = await browser.post(`/api/auth/verify-email/${token}`);
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: VERIFICATION_INVALID });
      const [user] = await sql<{ is_verified: number }>('SELECT is_verified FROM users WHERE email = ?', [email]);
      expect(Number(user?.is_verified)).toBe(0);
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for a known and an unknown address, and emails only the known one', async () => {
      const known = await verifiedAccount('forgot-known');
      const unknown = newEmail('forgot-unknown');
      const browser = newBrowser();

      const forKnown = await browser.post('/api/auth/forgot-password', { email: known });
      const forUnknown = await browser.post('/api/auth/forgot-password', { email: unknown });
      expect(forKnown.status).toBe(200);
      expect(forKnown.body).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
      expect(forUnknown.status).toBe(200);
      expect(forUnknown.text).toBe(forKnown.text);

      const mail = await stack.mailbox.waitForMessage(known, SUBJECTS.resetPassword);
      expect(tokenFromLink(mail, stack.origin, 'reset-password')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(await stack.mailbox.messages(unknown)).toEqual([]);

      const invalid = await browser.post('/api/auth/forgot-password', { email: 'nope' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
    });

    it('resets through the newest link only, once, ends every session and does not sign in', async () => {
      const email = await verifiedAccount('reset');
      const otherDevice = await loggedIn(email);
      const browser = newBrowser();

      await browser.post('/api/auth/forgot-password', { email });
      const firstLink = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword, 1), stack.origin, 'reset-password');
      await browser.post('/api/auth/forgot-password', { email });
      const secondLink = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword, 2), stack.origin, 'reset-password');
      expect(JSON.stringify(await sql('SELECT * FROM auth_tokens'))).not.toMatch(new RegExp(`${firstLink}|${secondLink}`));

      const replaced = await browser.post('/api/auth/reset-password', { token: firstLink, password: 'a brand new passphrase' });
      expect({ status: replaced.status, body: replaced.body }).toEqual({ status: 400, body: RESET_INVALID });

      const tooShort = await browser.post('/api/auth/reset-password', { token: secondLink, password: 'short' });
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.errors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);

      const reset = await browser.post('/api/auth/reset-password', { token: secondLink, password: 'a brand new passphrase' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ success: true, message: MESSAGES.passwordReset });
      expect(reset.headers['set-cookie']).toBeUndefined();
      await stack.mailbox.waitForMessage(email, SUBJECTS.passwordChanged);

      const reused = await browser.post('/api/auth/reset-password', { token: secondLink, password: 'yet another passphrase' });
      expect({ status: reused.status, body: reused.body }).toEqual({ status: 400, body: RESET_INVALID });

      expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
      expect((await newBrowser().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
      expect((await newBrowser().post('/api/auth/login', { email, password: 'a brand new passphrase' })).status).toBe(200);
    });

    it('refuses an expired reset link', async () => {
      const email = await verifiedAccount('reset-expired');
      const browser = newBrowser();
      await browser.post('/api/auth/forgot-password', { email });
      const token = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword), stack.origin, 'reset-password');
      await sql('UPDATE auth_tokens SET expires_at = created_at WHERE token_hash = ?', [sha256(token)]);

      const response = await browser.post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: RESET_INVALID });
    });

    it('serves the reset and verification pages with Referrer-Policy: no-referrer', async () => {
      for (const path of ['/reset-password/some-token', '/verify-email/some-token']) {
        const response = await request(stack.http).get(path).set('Accept', 'text/html').expect(200);
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      }
    });
  });

  describe('signed-in account settings', () => {
    // ASVS 5.0 7.2.4 (new session id on re-authentication), 7.4.3 (other sessions end), 6.4.3 (reset links die), 6.2.1.
    it('changes the password: checks the current one and the new one, rotates this session, ends the others and every earlier reset link', async () => {
      const email = await verifiedAccount('change');
      const browser = await loggedIn(email);
      const otherDevice = await loggedIn(email);
      await newBrowser().post('/api/auth/forgot-password', { email });
      const earlierReset = tokenFromLink(await stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword), stack.origin, 'reset-password');
      const oldSessionId = browser.session;

      const wrong = await browser.post('/api/auth/change-password', { currentPassword: 'not the password', newPassword: 'a fresh passphrase' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        success: false,
        code: 'ACCOUNTS.CURRENT_PASSWORD_INCORRECT',
        message: 'Current password is incorrect.',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect.' }],
      });

      const short = await browser.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: '7 chars' });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 8 characters' }]);
      const blank = await browser.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: ' '.repeat(8) });
      expect({ status: blank.status, errors: blank.body.errors }).toEqual({
        status: 400,
        errors: [{ field: 'newPassword', message: 'Your password cannot be only spaces.' }],
      });

      const changed = await browser.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a fresh passphrase' });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ success: true, message: MESSAGES.passwordChanged });
      expect(sessionCookieIn(changed, 'signed_in')?.value).toBe('1');
      await stack.mailbox.waitForMessage(email, SUBJECTS.passwordChanged);

      // The new cookie works; the id the browser held before the change is dead.
      expect(browser.session).not.toBe(oldSessionId);
      expect((await browser.get('/api/auth/me')).status).toBe(200);
      const stale = newBrowser();
      stale.session = oldSessionId;
      expect((await stale.get('/api/auth/me')).status).toBe(401);
      expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
      // A link asked for before the change no longer resets the password.
      const reset = await newBrowser().post('/api/auth/reset-password', { token: earlierReset, password: 'the attacker passphrase' });
      expect({ status: reset.status, body: reset.body }).toEqual({ status: 400, body: RESET_INVALID });
      expect((await newBrowser().post('/api/auth/login', { email, password: 'a fresh passphrase' })).status).toBe(200);
    });

    it('updates the profile fields, and only those', async () => {
      const browser = await loggedIn(await verifiedAccount('profile', { firstName: 'Old', company: 'Old Co' }));

      const updated = await browser.patch('/api/auth/profile', { firstName: ' Grace ', lastName: 'Hopper', company: '' });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({
        success: true,
        message: MESSAGES.profileUpdated,
        user: expect.objectContaining({ firstName: 'Grace', lastName: 'Hopper', company: null }),
      });
      expect((await browser.get('/api/auth/me')).body.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', company: null });

      const email = await browser.patch('/api/auth/profile', { email: 'someone.else@example.com' });
      expect(email.status).toBe(400);
      expect(email.body.errors).toEqual([{ field: 'email', message: 'email is not an accepted field.' }]);
      const unknown = await browser.patch('/api/auth/profile', { firstName: 'Ok', isVerified: true });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ field: 'isVerified', message: 'isVerified is not an accepted field.' }]);
      const notText = await browser.patch('/api/auth/profile', { lastName: 42 });
      expect(notText.body.errors).toEqual([{ field: 'lastName', message: 'lastName must be a string' }]);
      const tooLong = await browser.patch('/api/auth/profile', { company: 'c'.repeat(151) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual([{ field: 'company', message: 'Company must be at most 150 characters.' }]);
      expect((await browser.get('/api/auth/me')).body.user).toMatchObject({ firstName: 'Grace', company: null });
    });

    it('saves the email preferences, which come back in the current user', async () => {
      const browser = await loggedIn(await verifiedAccount('preferences'));

      const saved = await browser.patch('/api/auth/preferences', {
        emailNewsletter: false,
        emailProductUpdates: true,
        emailPromotions: true,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        success: true,
        message: MESSAGES.preferencesUpdated,
        user: expect.objectContaining({ emailNewsletter: false, emailProductUpdates: true, emailPromotions: true }),
      });
      expect((await browser.get('/api/auth/me')).body.user).toMatchObject({
        emailNewsletter: false,
        emailProductUpdates: true,
        emailPromotions: true,
      });

      const partial = await browser.patch('/api/auth/preferences', { emailNewsletter: true });
      expect(partial.status).toBe(400);
      expect(partial.body.errors.map((error: { field: string }) => error.field)).toEqual(['emailProductUpdates', 'emailPromotions']);
      const notBoolean = await browser.patch('/api/auth/preferences', {
        emailNewsletter: 'yes',
        emailProductUpdates: true,
        emailPromotions: true,
      });
      expect(notBoolean.body.errors).toEqual([{ field: 'emailNewsletter', message: 'emailNewsletter must be true or false' }]);
    });

    it('deletes the account: sessions, tokens and user go, licences stay detached', async () => {
      const email = await verifiedAccount('delete');
      const browser = await loggedIn(email);
      const otherDevice = await loggedIn(email);
      const userId = (await browser.get('/api/auth/me')).body.user.id as string;
      const licenseId = '6f1c2f7e-0000-4000-8000-00000000d31e';
      const issued = await stack.apps[0]?.get(LicenseRepositoryPort).issueTrialOnce({
        id: licenseId,
        userId,
        subscriptionId: null,
        licenseKey: 'PF-DE1ET-E0000-00000-00000-00001',
        plan: 'trial',
        seats: 1,
        isActive: true,
        suspendedAt: null,
        expiryDate: new Date(Date.now() + 7 * 24 * 3_600_000),
        paidThrough: null,
        createdAt: new Date(),
      }, `ledger-key-of-${userId}`);
      expect(issued).toBe(true);

      const deleted = await browser.delete('/api/auth/delete-account');
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, message: MESSAGES.accountDeleted });
      expect(sessionCookieIn(deleted)?.value).toBeNull();
      expect(sessionCookieIn(deleted, 'signed_in')?.value).toBeNull();

      expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
      const login = await newBrowser().post('/api/auth/login', { email, password: PASSWORD });
      expect({ status: login.status, body: login.body }).toEqual({ status: 401, body: INVALID_CREDENTIALS });
      expect(await sql('SELECT id FROM users WHERE id = ?', [userId])).toEqual([]);
      expect(await sql('SELECT id FROM sessions WHERE user_id = ?', [userId])).toEqual([]);
      expect(await sql('SELECT id FROM auth_tokens WHERE user_id = ?', [userId])).toEqual([]);
      expect(await sql('SELECT user_id, license_key, plan FROM licenses WHERE id = ?', [licenseId])).toEqual([
        { user_id: null, license_key: 'PF-DE1ET-E0000-00000-00000-00001', plan: 'trial' },
      ]);
    });
  });

  // ASVS 5.0 7.5.3 and 7.2.4: a session left open is not enough to delete the account.
  describe('recent authentication before deleting the account', () => {
    async function ageSession(browser: Browser, minutes: number): Promise<void> {
      await sql(`UPDATE sessions SET created_at = DATE_SUB(created_at, INTERVAL ${minutes} MINUTE) WHERE id = ?`, [sha256(browser.session!)]);
      await stack.forgetCachedSessions();
    }

    it('refuses delete-account on a session signed in over 10 minutes ago until the password is confirmed, then deletes', async () => {
      const email = await verifiedAccount('sudo');
      const browser = await loggedIn(email);
      await ageSession(browser, 11);

      const refused = await browser.delete('/api/auth/delete-account');
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 403,
        body: { success: false, code: 'ACCOUNTS.REAUTHENTICATION_REQUIRED', message: 'Please confirm your password to continue.' },
      });
      expect((await browser.get('/api/auth/me')).status).toBe(200);

      const wrong = await browser.post('/api/auth/confirm-password', { password: 'not the password' });
      expect({ status: wrong.status, errors: wrong.body.errors }).toEqual({
        status: 400,
        errors: [{ field: 'password', message: 'Current password is incorrect.' }],
      });
      expect((await browser.delete('/api/auth/delete-account')).status).toBe(403);

      const staleSession = browser.session;
      const confirmed = await browser.post('/api/auth/confirm-password', { password: PASSWORD });
      expect({ status: confirmed.status, body: confirmed.body }).toEqual({ status: 200, body: { success: true, message: 'Password confirmed.' } });
      expect(browser.session).not.toBe(staleSession);
      const stale = newBrowser();
      stale.session = staleSession;
      expect((await stale.get('/api/auth/me')).status).toBe(401);

      expect((await browser.delete('/api/auth/delete-account')).status).toBe(200);
      expect(await sql('SELECT id FROM users WHERE email = ?', [email])).toEqual([]);
    });

    it('deletes at once after a fresh login, and refuses again once the confirmation is 10 minutes old', async () => {
      const email = await verifiedAccount('sudo-fresh');
      const browser = await loggedIn(email);
      await browser.post('/api/auth/confirm-password', { password: PASSWORD });
      await ageSession(browser, 11);
      expect((await browser.delete('/api/auth/delete-account')).status).toBe(403);

      const fresh = await loggedIn(email);
      expect((await fresh.delete('/api/auth/delete-account')).status).toBe(200);
    });
  });

  describe('CSRF defence', () => {
    it.each([
      ['post', '/api/auth/register', { email: 'csrf@example.com', password: PASSWORD }],
      ['post', '/api/auth/login', { email: 'csrf@example.com', password: PASSWORD }],
      ['post', '/api/auth/verify-email/some-token', undefined],
      ['post', '/api/auth/forgot-password', { email: 'csrf@example.com' }],
      ['post', '/api/auth/reset-password', { token: 'some-token', password: PASSWORD }],
      ['post', '/api/auth/logout', undefined],
      ['patch', '/api/auth/profile', { firstName: 'Mallory' }],
      ['patch', '/api/auth/preferences', { emailNewsletter: true, emailProductUpdates: true, emailPromotions: true }],
      ['post', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'mallory passphrase' }],
      ['delete', '/api/auth/delete-account', undefined],
    ] as const)('refuses %s %s without X-Requested-With', async (method, path, body) => {
      const browser = await loggedInForCsrf();
      const response = await browser.send(method, path, body, { Accept: 'application/json' });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 403,
        body: { success: false, code: 'HTTP.CSRF_REJECTED', message: 'This request was refused.' },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    });

    let csrfBrowser: Browser | undefined;

    /** One signed-in browser for every case: a refused call must change nothing, the session included. */
    async function loggedInForCsrf(): Promise<Browser> {
      csrfBrowser ??= await loggedIn(await verifiedAccount('csrf'));
      return csrfBrowser;
    }
  });
});
