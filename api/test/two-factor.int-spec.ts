import { createHash } from 'node:crypto';
import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import { Browser, newClientIp, sessionCookieIn } from './support/browser';
import { SUBJECTS, tokenFromLink } from './support/mailbox';
import { TEST_PASSWORD } from './support/signed-in-users';
import { stackSuite } from './support/stack-suite';
import { CHALLENGE_INVALID, CODE_INVALID, REAUTHENTICATION_REQUIRED, enrol, newRecoveryCodesIn, type EnrolledUser } from './support/two-factor';
import { RATE_LIMITED } from './support/refusals';

/**
 * Two-factor sign-in through the real app in its production shape: two API replicas,
 * MariaDB, Redis, the worker consuming the mail jobs and a real SMTP server receiving the emails.
 */
describe('two-factor sign-in (MariaDB, Redis, worker, SMTP)', () => {
  const { stack, users } = stackSuite('two_factor', { replicas: 2, usersLabel: '2fa' });

  const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

  async function sql<T = Record<string, unknown>>(query: string, parameters: unknown[] = []): Promise<T[]> {
    return stack.dataSource.query(query, parameters);
  }

  /** Signs up, then turns two-factor on from the Profile tab's calls. */
  async function enrolledUser(tag: string): Promise<EnrolledUser> {
    return enrol(await users.create(tag));
  }

  /** The password step from a fresh browser: answers the pending sign-in's token. */
  async function passwordStep(email: string, browser = new Browser(stack.http, newClientIp())): Promise<{ browser: Browser; challengeToken: string }> {
    const response = await browser.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.twoFactorRequired).toBe(true);
    return { browser, challengeToken: response.body.challengeToken };
  }

  /** Makes the browser's sign-in `minutes` older, and every replica forget its cached copy. */
  async function ageSession(browser: Browser, minutes: number): Promise<void> {
    await sql(`UPDATE sessions SET created_at = DATE_SUB(created_at, INTERVAL ${minutes} MINUTE) WHERE id = ?`, [sha256(browser.session!)]);
    await stack.forgetCachedSessions();
  }

  /** The password and then the code, from a fresh browser: a session that passed the second factor. */
  async function signInWithCode(user: EnrolledUser): Promise<Browser> {
    const { browser, challengeToken } = await passwordStep(user.email);
    const signedIn = await browser.post('/api/auth/login/two-factor', { challengeToken, code: await user.authenticator.code(1) });
    expect(signedIn.status).toBe(200);
    return browser;
  }

  // Issue #25 M1: a copied or unattended session must not plant its own authenticator.
  describe('a factor a stolen session cannot plant', () => {
    it('a session signed in over 10 minutes ago cannot enrol or confirm until the password is confirmed', async () => {
      const user = await users.create('stale-enrol');
      await ageSession(user.browser, 11);

      const refused = await user.browser.post('/api/auth/two-factor/enrolment');
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: REAUTHENTICATION_REQUIRED });
      expect(await sql('SELECT user_id FROM two_factor_credentials WHERE user_id = ?', [user.userId])).toEqual([]);

      expect((await user.browser.post('/api/auth/confirm-password', { password: TEST_PASSWORD })).status).toBe(200);
      const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
      expect(enrolment.status).toBe(200);
      await ageSession(user.browser, 11);
      const code = await new Authenticator(enrolment.body.secret).code();
      const lateConfirm = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code });
      expect({ status: lateConfirm.status, body: lateConfirm.body }).toEqual({ status: 403, body: REAUTHENTICATION_REQUIRED });
      expect((await user.browser.get('/api/auth/two-factor')).body.twoFactor.enabled).toBe(false);
    });

    it('enabling gives this browser a new cookie and signs every other session out (401), on every replica', async () => {
      const user = await users.create('rotate');
      const otherDevice = new Browser(stack.http, newClientIp());
      expect((await otherDevice.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
      const before = user.browser.session;
      const copiedCookie = user.browser.on(stack.replicas[1]!);
      // Each session read (and cached) before the change.
      for (const browser of [otherDevice, copiedCookie]) expect((await browser.get('/api/auth/me')).status).toBe(200);

      const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
      const confirmed = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await new Authenticator(enrolment.body.secret).code() });

      expect(confirmed.status).toBe(200);
      expect(sessionCookieIn(confirmed)?.value).toEqual(expect.any(String));
      expect(user.browser.session).not.toBe(before);
      expect((await user.browser.get('/api/auth/me')).status).toBe(200);
      for (const browser of [otherDevice, copiedCookie, otherDevice.on(stack.replicas[1]!)]) {
        expect((await browser.get('/api/auth/me')).status).toBe(401);
      }
    });

    it('new recovery codes need a recent sign-in with a code; the old codes then stop working and the new ones work', async () => {
      const user = await enrolledUser('regenerate');
      const path = '/api/auth/two-factor/recovery-codes';
      // The session that enrolled gave no code when it signed in: it must confirm with one first.
      const fromEnrollingSession = await user.browser.post(path);
      expect({ status: fromEnrollingSession.status, body: fromEnrollingSession.body }).toEqual({ status: 403, body: REAUTHENTICATION_REQUIRED });
      const browser = await signInWithCode(user);
      await ageSession(browser, 11);
      expect((await browser.post(path)).status).toBe(403);
      expect((await browser.post('/api/auth/confirm-password', { password: TEST_PASSWORD, recoveryCode: user.recoveryCodes[0] })).status).toBe(200);

      const regenerated = await browser.post(path);

      const fresh = newRecoveryCodesIn(regenerated, 'New recovery codes are ready. Your old ones no longer work.');
      expect((await browser.get('/api/auth/two-factor')).body.twoFactor.recoveryCodesRemaining).toBe(10);
      const withOld = await passwordStep(user.email);
      const old = await withOld.browser.post('/api/auth/login/two-factor', { challengeToken: withOld.challengeToken, recoveryCode: user.recoveryCodes[1] });
      expect({ status: old.status, body: old.body }).toEqual({
        status: 401,
        body: { ...CODE_INVALID, errors: [{ field: 'recoveryCode', message: CODE_INVALID.message }] },
      });
      const withNew = await passwordStep(user.email);
      expect((await withNew.browser.post('/api/auth/login/two-factor', { challengeToken: withNew.challengeToken, recoveryCode: fresh[0] })).status).toBe(200);
    });

    it('a password reset by email leaves two-factor sign-in on: the new password still needs a code', async () => {
      const user = await enrolledUser('reset-keeps');
      const browser = new Browser(stack.http, newClientIp());
      await browser.post('/api/auth/forgot-password', { email: user.email });
      const token = tokenFromLink(await stack.mailbox.waitForMessage(user.email, SUBJECTS.resetPassword), stack.origin, 'reset-password');
      expect((await browser.post('/api/auth/reset-password', { token, password: 'a brand new passphrase' })).status).toBe(200);

      const login = await browser.post('/api/auth/login', { email: user.email, password: 'a brand new passphrase' });

      expect(login.body).toMatchObject({ success: true, twoFactorRequired: true });
      expect(sessionCookieIn(login)).toBeUndefined();
      expect(await sql('SELECT user_id FROM two_factor_credentials WHERE user_id = ? AND enabled_at IS NOT NULL', [user.userId])).toHaveLength(1);
    });
  });

  describe('enrolment from the Profile tab', () => {
    it('shows a secret, its otpauth URI and a QR image; a code turns it on and returns 10 recovery codes, once', async () => {
      const user = await users.create('enrol');
      expect((await user.browser.get('/api/auth/two-factor')).body).toEqual({
        success: true,
        twoFactor: { enabled: false, enabledAt: null, recoveryCodesRemaining: 0 },
      });

      const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
      expect(enrolment.status).toBe(200);
      expect(enrolment.body).toEqual({
        success: true,
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauthUri: `otpauth://totp/PointForge:${encodeURIComponent(user.email)}?issuer=PointForge&secret=${enrolment.body.secret}&algorithm=SHA1&digits=6&period=30`,
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      });
      const svg = Buffer.from(enrolment.body.qrCode.split(',')[1], 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const authenticator = new Authenticator(enrolment.body.secret);

      const wrong = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await authenticator.wrongCode() });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ ...CODE_INVALID, errors: [{ field: 'code', message: CODE_INVALID.message }] });
      const malformed = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: '12 34' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual([{ field: 'code', message: 'Enter the 6-digit code from your authenticator app.' }]);

      const confirmed = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code() });
      const recoveryCodes = newRecoveryCodesIn(confirmed, 'Two-factor authentication is on.');

      const status = await user.browser.get('/api/auth/two-factor');
      expect(status.body.twoFactor).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesRemaining: 10 });
      expect(status.text).not.toContain(enrolment.body.secret);
      // The secret is never shown again, and the enrolment cannot be restarted while on.
      const signedInWithCode = await signInWithCode({ ...user, authenticator, recoveryCodes });
      const again = await signedInWithCode.post('/api/auth/two-factor/enrolment');
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ACCOUNTS.TWO_FACTOR_ALREADY_ENABLED');
      expect(again.text).not.toContain(enrolment.body.secret);

      // Recovery codes are stored as SHA-256 hashes only.
      const rows = await sql<{ code_hash: string }>('SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ?', [user.userId]);
      expect(rows.map((row) => row.code_hash).sort()).toEqual(recoveryCodes.map((code) => sha256(code.replace(/-/g, ''))).sort());

      const mail = await stack.mailbox.waitForMessage(user.email, SUBJECTS.twoFactorEnabled);
      expect(mail.text).toContain('Two-factor authentication was just turned on');
      expect(mail.text).toContain(`${stack.origin}/forgot-password`);
    });

    it('is only for signed-in users', async () => {
      const browser = new Browser(stack.http, newClientIp());
      expect((await browser.get('/api/auth/two-factor')).status).toBe(401);
      expect((await browser.post('/api/auth/two-factor/enrolment')).status).toBe(401);
      expect((await browser.post('/api/auth/two-factor/enrolment/confirm', { code: '123456' })).status).toBe(401);
      expect((await browser.post('/api/auth/two-factor/disable', { password: TEST_PASSWORD, code: '123456' })).status).toBe(401);
    });
  });

  describe('signing in', () => {
    it('the password step alone opens no session: it answers twoFactorRequired and a pending sign-in, no cookie', async () => {
      const user = await enrolledUser('password-step');
      const browser = new Browser(stack.http, newClientIp());

      const response = await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Enter the code from your authenticator app to finish signing in.',
        twoFactorRequired: true,
        challengeToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
      });
      expect(response.body).not.toHaveProperty('user');
      expect(sessionCookieIn(response)).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
      expect((await browser.get('/api/auth/me')).status).toBe(401);
      const expiresInMs = Date.parse(response.body.expiresAt) - Date.now();
      expect(expiresInMs).toBeGreaterThan(4 * 60_000);
      expect(expiresInMs).toBeLessThanOrEqual(5 * 60_000);
      // Stored as a hash only, like every other single-use token.
      const stored = await sql('SELECT purpose FROM auth_tokens WHERE token_hash = ?', [sha256(response.body.challengeToken)]);
      expect(stored).toEqual([{ purpose: 'two-factor-login' }]);
    });

    it("the authenticator's code opens the session (a new cookie); the same code cannot be used again", async () => {
      const user = await enrolledUser('code');
      const { browser, challengeToken } = await passwordStep(user.email);
      const code = await user.authenticator.code();

      const response = await browser.post('/api/auth/login/two-factor', { challengeToken, code });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Login successful', user: expect.objectContaining({ email: user.email }) });
      expect(sessionCookieIn(response)?.value).toEqual(expect.any(String));
      expect(sessionCookieIn(response, 'signed_in')?.value).toBe('1');
      expect((await browser.get('/api/auth/me')).body.user.id).toBe(user.userId);

      // The pending sign-in is spent, and the code is spent for its time step.
      expect((await browser.post('/api/auth/login/two-factor', { challengeToken, code })).body).toEqual(CHALLENGE_INVALID);
      const next = await passwordStep(user.email);
      const replay = await next.browser.post('/api/auth/login/two-factor', { challengeToken: next.challengeToken, code });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ ...CODE_INVALID, errors: [{ field: 'code', message: CODE_INVALID.message }] });
      expect(sessionCookieIn(replay)).toBeUndefined();
    });

    it('a recovery code opens the session once; the second use of the same code fails', async () => {
      const user = await enrolledUser('recovery');
      const [recoveryCode] = user.recoveryCodes as [string];

      const first = await passwordStep(user.email);
      const used = await first.browser.post('/api/auth/login/two-factor', {
        challengeToken: first.challengeToken,
        recoveryCode: recoveryCode.toLowerCase().replace(/-/g, ' '),
      });
      expect(used.status).toBe(200);
      expect((await first.browser.get('/api/auth/me')).body.user.email).toBe(user.email);
      expect((await first.browser.get('/api/auth/two-factor')).body.twoFactor.recoveryCodesRemaining).toBe(9);

      const second = await passwordStep(user.email);
      const reused = await second.browser.post('/api/auth/login/two-factor', { challengeToken: second.challengeToken, recoveryCode });
      expect(reused.status).toBe(401);
      expect(reused.body).toEqual({ ...CODE_INVALID, errors: [{ field: 'recoveryCode', message: CODE_INVALID.message }] });
      expect((await second.browser.get('/api/auth/me')).status).toBe(401);
    });

    it('wrong codes lock the account like wrong passwords: after 10 failures in 15 minutes it answers 429', async () => {
      const user = await enrolledUser('lock');
      const { browser, challengeToken } = await passwordStep(user.email);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const wrong = await browser.post('/api/auth/login/two-factor', { challengeToken, code: await user.authenticator.wrongCode() });
        expect({ attempt, status: wrong.status }).toEqual({ attempt, status: 401 });
      }

      const locked = await browser.post('/api/auth/login/two-factor', { challengeToken, code: await user.authenticator.code() });
      expect({ status: locked.status, body: locked.body }).toEqual({ status: 429, body: RATE_LIMITED });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(15 * 60 - 30);
      expect(sessionCookieIn(locked)).toBeUndefined();
      // The password step is locked as well, from any address.
      const fromElsewhere = await new Browser(stack.http, newClientIp()).post('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect({ status: fromElsewhere.status, body: fromElsewhere.body }).toEqual({ status: 429, body: RATE_LIMITED });
    });

    it('an unknown pending sign-in is refused without a session', async () => {
      const browser = new Browser(stack.http, newClientIp());

      const response = await browser.post('/api/auth/login/two-factor', { challengeToken: 'x'.repeat(43), code: '123456' });

      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: CHALLENGE_INVALID });
    });

    it('an account without two-factor keeps the one-step login', async () => {
      const user = await users.create('plain');
      const browser = new Browser(stack.http, newClientIp());

      const response = await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Login successful', user: expect.objectContaining({ id: user.userId }) });
      expect(sessionCookieIn(response)?.value).toEqual(expect.any(String));
    });
  });

  describe('disabling', () => {
    it('needs the password and a code; then login is one step again and an email says so', async () => {
      const user = await enrolledUser('disable');
      const path = '/api/auth/two-factor/disable';

      const noCode = await user.browser.post(path, { password: TEST_PASSWORD });
      expect(noCode.status).toBe(400);
      const wrongPassword = await user.browser.post(path, { password: 'not the password', code: await user.authenticator.code() });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body).toMatchObject({ code: 'ACCOUNTS.CURRENT_PASSWORD_INCORRECT', errors: [{ field: 'password' }] });
      const wrongCode = await user.browser.post(path, { password: TEST_PASSWORD, code: await user.authenticator.wrongCode() });
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.body).toEqual({ ...CODE_INVALID, errors: [{ field: 'code', message: CODE_INVALID.message }] });
      expect((await user.browser.get('/api/auth/two-factor')).body.twoFactor.enabled).toBe(true);

      const disabled = await user.browser.post(path, { password: TEST_PASSWORD, code: await user.authenticator.code() });
      expect(disabled.status).toBe(200);
      expect(disabled.body).toEqual({ success: true, message: 'Two-factor authentication is off.' });
      expect((await user.browser.get('/api/auth/two-factor')).body.twoFactor).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesRemaining: 0,
      });
      expect(await sql('SELECT * FROM two_factor_recovery_codes WHERE user_id = ?', [user.userId])).toEqual([]);

      const mail = await stack.mailbox.waitForMessage(user.email, SUBJECTS.twoFactorDisabled);
      expect(mail.text).toContain('Two-factor authentication was just turned off');
      const login = await new Browser(stack.http, newClientIp()).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(login.body).toMatchObject({ success: true, message: 'Login successful' });
      expect(sessionCookieIn(login)?.value).toEqual(expect.any(String));
    });

    it('a recovery code works instead of the code, for a lost device', async () => {
      const user = await enrolledUser('disable-recovery');

      const disabled = await user.browser.post('/api/auth/two-factor/disable', {
        password: TEST_PASSWORD,
        recoveryCode: user.recoveryCodes[9],
      });

      expect(disabled.status).toBe(200);
      expect((await user.browser.get('/api/auth/two-factor')).body.twoFactor.enabled).toBe(false);
    });
  });

  // ASVS 5.0 7.5.3: with two-factor sign-in on, confirming before a dangerous action takes the second factor too.
  describe('confirming the password before deleting the account', () => {
    it('needs a code besides the password, then lets delete-account through', async () => {
      const user = await enrolledUser('sudo');
      await sql('UPDATE sessions SET created_at = DATE_SUB(created_at, INTERVAL 11 MINUTE) WHERE id = ?', [sha256(user.browser.session!)]);
      await stack.forgetCachedSessions();
      expect((await user.browser.delete('/api/auth/delete-account')).body.code).toBe('ACCOUNTS.REAUTHENTICATION_REQUIRED');

      const passwordOnly = await user.browser.post('/api/auth/confirm-password', { password: TEST_PASSWORD });
      expect({ status: passwordOnly.status, body: passwordOnly.body }).toEqual({
        status: 400,
        body: { ...CODE_INVALID, errors: [{ field: 'code', message: CODE_INVALID.message }] },
      });
      const confirmed = await user.browser.post('/api/auth/confirm-password', { password: TEST_PASSWORD, code: await user.authenticator.code() });
      expect(confirmed.status).toBe(200);
      expect((await user.browser.delete('/api/auth/delete-account')).status).toBe(200);
    });
  });
});
