import request from 'supertest';
import { Browser, sessionCookieIn } from './support/browser';
import { SUBJECTS, tokenFromLink } from './support/mailbox';
import { accountsSuite, sha256, INVALID_CREDENTIALS, ISO_INSTANT, MESSAGES, NOT_AUTHENTICATED, PASSWORD, VERIFICATION_INVALID } from './support/accounts-suite';
import { fieldRefusal, refusal, validationFailure } from './support/refusals';

/**
 * Every /api/auth/* call through the real app in its production shape: MariaDB, Redis,
 * the worker side consuming the mail jobs, and a real SMTP server receiving the mail.
 */
describe('accounts (MariaDB, Redis, worker, SMTP)', () => {
  const suite = accountsSuite('accounts');
  const { newEmail, newBrowser, verifiedAccount, loggedIn, sql } = suite;

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

      const mail = await suite.stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
      const token = tokenFromLink(mail, suite.stack.origin, 'verify-email');
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

      const verified = await browser.post(`/api/auth/verify-email/${token}`);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ success: true, message: MESSAGES.emailVerified, alreadyVerified: false });

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
      expect(response.body).toEqual(
        validationFailure({
          email: 'Please enter a valid email address.',
          password: 'Password must be at least 8 characters.',
          firstName: 'First name must be at most 50 characters.',
        }),
      );

      const common = await browser.post('/api/auth/register', { email: newEmail('common'), password: 'password123' });
      expect(common.status).toBe(400);
      expect(common.body).toEqual(
        fieldRefusal('ACCOUNTS.PASSWORD_TOO_COMMON', { password: 'This password is too common. Please choose a less predictable one.' }),
      );

      // ASVS 5.0 6.2.1: eight spaces pass the length rule but are no secret.
      const blankEmail = newEmail('blank');
      const blank = await browser.post('/api/auth/register', { email: blankEmail, password: ' '.repeat(8) });
      expect({ status: blank.status, body: blank.body }).toEqual({
        status: 400,
        body: fieldRefusal('ACCOUNTS.PASSWORD_BLANK', { password: 'Your password cannot be only spaces.' }),
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
      const mail = await suite.stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
      expect(mail.text).not.toContain('Mallory');
      expect(mail.text).toContain('Hello,');
    });

    it('carries the checkout a sign-up came from in the verification link, and refuses a redirect off the site with a 400', async () => {
      const browser = newBrowser();
      const email = newEmail('from-checkout');
      const checkout = '/checkout/enterprise?billingType=annual';

      expect((await browser.post('/api/auth/register', { email, password: PASSWORD, redirect: checkout })).status).toBe(201);

      const mail = await suite.stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
      const link = new URL(mail.text.match(new RegExp(`${suite.stack.origin}/verify-email/\\S+`))![0]);
      expect(link.searchParams.get('redirect')).toBe(checkout);
      const token = tokenFromLink(mail, suite.stack.origin, 'verify-email');
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

      const notice = await suite.stack.mailbox.waitForMessage(existing, SUBJECTS.accountExists);
      expect(notice.text).toContain(`${suite.stack.origin}/forgot-password`);
      await suite.stack.mailbox.waitForMessage(fresh, SUBJECTS.verifyEmail);
      expect(await suite.stack.mailbox.messages(existing, SUBJECTS.verifyEmail)).toHaveLength(1);
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
      expect(missing.body).toEqual(validationFailure({ email: 'Please enter a valid email address', password: 'Password is required' }));
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
      const firstLink = tokenFromLink(await suite.stack.mailbox.waitForMessage(unverified, SUBJECTS.verifyEmail), suite.stack.origin, 'verify-email');

      const response = await browser.post('/api/auth/login', { email: unverified, password: PASSWORD });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(refusal('ACCOUNTS.EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.'));
      expect(response.headers['set-cookie']).toBeUndefined();

      const secondLink = tokenFromLink(await suite.stack.mailbox.waitForMessage(unverified, SUBJECTS.verifyEmail, 2), suite.stack.origin, 'verify-email');
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

      const replaced = new Browser(suite.stack.http, browser.ip);
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

      const replay = new Browser(suite.stack.http, browser.ip);
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
      const leftOver = await request(suite.stack.http).get('/api/auth/me').set('Cookie', 'signed_in=1');
      expect(leftOver.status).toBe(401);
      expect(sessionCookieIn(leftOver, 'signed_in')?.value).toBeNull();
      // Nobody signed in and no hint: nothing to clear.
      expect((await request(suite.stack.http).get('/api/auth/me')).headers['set-cookie']).toBeUndefined();
    });

    it('lets a browser without a session log out too', async () => {
      const response = await newBrowser().post('/api/auth/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: MESSAGES.loggedOut });
    });
  });

  describe('verification links', () => {
    it('work once, store only a hash, then answer "already verified", and are refused when unknown', async () => {
      const email = newEmail('verify');
      const browser = newBrowser();
      await browser.post('/api/auth/register', { email, password: PASSWORD });
      const token = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), suite.stack.origin, 'verify-email');

      const tokens = await sql('SELECT * FROM auth_tokens');
      expect(JSON.stringify(tokens)).not.toContain(token);
      expect(tokens.map((row) => row.token_hash)).toContain(sha256(token));
      expect(JSON.stringify(await sql('SELECT * FROM users WHERE email = ?', [email]))).not.toContain(token);

      expect((await browser.post(`/api/auth/verify-email/${token}`)).status).toBe(200);
      const [verified] = await sql('SELECT * FROM users WHERE email = ?', [email]);
      const reused = await browser.post(`/api/auth/verify-email/${token}`);
      expect({ status: reused.status, body: reused.body }).toEqual({
        status: 200,
        body: { success: true, message: MESSAGES.emailAlreadyVerified, alreadyVerified: true },
      });
      expect(await sql('SELECT * FROM users WHERE email = ?', [email])).toEqual([verified]);

      const unknown = await browser.post('/api/auth/verify-email/not-a-real-token');
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 400, body: VERIFICATION_INVALID });
      const oversized = await browser.post(`/api/auth/verify-email/${'a'.repeat(300)}`);
      expect({ status: oversized.status, message: oversized.body.message }).toEqual({ status: 400, message: VERIFICATION_INVALID.message });
    });

    it('from the first email still work after logging in too early sent a fresh one, and verifying uses up both (each then answers "already verified")', async () => {
      const email = newEmail('verify-first-email');
      const browser = newBrowser();
      await browser.post('/api/auth/register', { email, password: PASSWORD });
      const firstLink = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), suite.stack.origin, 'verify-email');
      expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(403);
      const secondLink = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail, 2), suite.stack.origin, 'verify-email');

      const verified = await browser.post(`/api/auth/verify-email/${firstLink}`);
      expect({ status: verified.status, body: verified.body }).toEqual({
        status: 200,
        body: { success: true, message: MESSAGES.emailVerified, alreadyVerified: false },
      });
      expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      for (const link of [secondLink, firstLink]) {
        const used = await browser.post(`/api/auth/verify-email/${link}`);
        expect({ status: used.status, alreadyVerified: used.body.alreadyVerified }).toEqual({ status: 200, alreadyVerified: true });
      }
    });

    it('is refused past its expiry', async () => {
      const email = newEmail('verify-expired');
      const browser = newBrowser();
      await browser.post('/api/auth/register', { email, password: PASSWORD });
      const token = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail), suite.stack.origin, 'verify-email');
      await sql('UPDATE auth_tokens SET expires_at = created_at WHERE token_hash = ?', [sha256(token)]);

      const response = await browser.post(`/api/auth/verify-email/${token}`);
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: VERIFICATION_INVALID });
      const [user] = await sql<{ is_verified: number }>('SELECT is_verified FROM users WHERE email = ?', [email]);
      expect(Number(user?.is_verified)).toBe(0);
    });
  });
});
