import request from 'supertest';
import { LicenseRepositoryPort } from '@pointforge/domain';
import { Browser, sessionCookieIn } from './support/browser';
import { SUBJECTS, tokenFromLink } from './support/mailbox';
import { accountsSuite, sha256, INVALID_CREDENTIALS, MESSAGES, PASSWORD, RESET_INVALID } from './support/accounts-suite';
import { fieldRefusal, refusal } from './support/refusals';

/**
 * The /api/auth/* calls of a forgotten password and the signed-in account settings, through
 * the real app in its production shape (see accountsSuite).
 */
describe('accounts (MariaDB, Redis, worker, SMTP)', () => {
  const suite = accountsSuite('account_settings');
  const { newEmail, newBrowser, verifiedAccount, loggedIn, sql } = suite;

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

      const mail = await suite.stack.mailbox.waitForMessage(known, SUBJECTS.resetPassword);
      expect(tokenFromLink(mail, suite.stack.origin, 'reset-password')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(await suite.stack.mailbox.messages(unknown)).toEqual([]);

      const invalid = await browser.post('/api/auth/forgot-password', { email: 'nope' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
    });

    it('resets through the newest link only, once, ends every session and does not sign in', async () => {
      const email = await verifiedAccount('reset');
      const otherDevice = await loggedIn(email);
      const browser = newBrowser();

      await browser.post('/api/auth/forgot-password', { email });
      const firstLink = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword, 1), suite.stack.origin, 'reset-password');
      await browser.post('/api/auth/forgot-password', { email });
      const secondLink = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword, 2), suite.stack.origin, 'reset-password');
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
      await suite.stack.mailbox.waitForMessage(email, SUBJECTS.passwordChanged);

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
      const token = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword), suite.stack.origin, 'reset-password');
      await sql('UPDATE auth_tokens SET expires_at = created_at WHERE token_hash = ?', [sha256(token)]);

      const response = await browser.post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: RESET_INVALID });
    });

    it('serves the reset and verification pages with Referrer-Policy: no-referrer', async () => {
      for (const path of ['/reset-password/some-token', '/verify-email/some-token']) {
        const response = await request(suite.stack.http).get(path).set('Accept', 'text/html').expect(200);
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
      const earlierReset = tokenFromLink(await suite.stack.mailbox.waitForMessage(email, SUBJECTS.resetPassword), suite.stack.origin, 'reset-password');
      const oldSessionId = browser.session;

      const wrong = await browser.post('/api/auth/change-password', { currentPassword: 'not the password', newPassword: 'a fresh passphrase' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual(fieldRefusal('ACCOUNTS.CURRENT_PASSWORD_INCORRECT', { currentPassword: 'Current password is incorrect.' }));

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
      await suite.stack.mailbox.waitForMessage(email, SUBJECTS.passwordChanged);

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
      const issued = await suite.stack.apps[0]?.get(LicenseRepositoryPort).issueTrialOnce(
        {
          id: licenseId,
          userId,
          subscriptionId: null,
          licenseKey: 'PF-DE1ET-E0000-00000-00000-00001',
          plan: 'trial',
          billingType: null,
          seats: 1,
          isActive: true,
          suspendedAt: null,
          expiryDate: new Date(Date.now() + 7 * 24 * 3_600_000),
          paidThrough: null,
          createdAt: new Date(),
        },
        `ledger-key-of-${userId}`,
      );
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
      await suite.stack.forgetCachedSessions();
    }

    it('refuses delete-account on a session signed in over 10 minutes ago until the password is confirmed, then deletes', async () => {
      const email = await verifiedAccount('sudo');
      const browser = await loggedIn(email);
      await ageSession(browser, 11);

      const refused = await browser.delete('/api/auth/delete-account');
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 403,
        body: refusal('ACCOUNTS.REAUTHENTICATION_REQUIRED', 'Please confirm your password to continue.'),
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
        body: refusal('HTTP.CSRF_REJECTED', 'This request was refused.'),
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
