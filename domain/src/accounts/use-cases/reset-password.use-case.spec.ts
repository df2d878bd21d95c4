import { HOUR_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf, TEST_PASSWORD, TEST_SITE_ORIGIN } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import { AuthTokenIssuer } from './auth-token-issuer';

const NEW_PASSWORD = 'a brand new secret';

async function setUp() {
  const kit = createAccountTestKit();
  const { resetPassword, logIn } = createAccountUseCases(kit);
  const issuer = new AuthTokenIssuer(kit.authTokens, kit.tokens, kit.clock);
  const user = await kit.givenUser(aUser().verified().withEmail('ann@example.com'));
  const { token } = await issuer.issue(user.id, 'reset-password');
  return { kit, resetPassword, logIn, issuer, user, token };
}

const FAILURE = {
  kind: 'invalid',
  code: 'ACCOUNTS.RESET_TOKEN_INVALID',
  message: 'Failed to reset password. The token may be expired or invalid.',
};

describe('ResetPasswordUseCase', () => {
  it('sets the new password: it signs in, the old one does not', async () => {
    const { kit, resetPassword, logIn, user, token } = await setUp();

    await expect(resetPassword.execute({ token, password: NEW_PASSWORD })).resolves.toBeUndefined();

    const ip = '203.0.113.9';
    await expect(logIn.execute({ email: user.email, password: NEW_PASSWORD, ipAddress: ip })).resolves.toBeDefined();
    const old = await rejectionOf(logIn.execute({ email: user.email, password: TEST_PASSWORD, ipAddress: ip }));
    expect(old.code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
    expect((await kit.users.findById(user.id))!.updatedAt).toEqual(kit.clock.now());
  });

  it('ends every session of the user, and of no one else, and signs no one in', async () => {
    const { kit, resetPassword, user, token } = await setUp();
    const first = await kit.givenSession(user.id);
    const second = await kit.givenSession(user.id);
    const someoneElse = await kit.givenUser(aUser().verified());
    const theirs = await kit.givenSession(someoneElse.id);
    const create = jest.spyOn(kit.sessions, 'create');

    await resetPassword.execute({ token, password: NEW_PASSWORD });

    expect(await kit.sessions.findById(first.session.id)).toBeNull();
    expect(await kit.sessions.findById(second.session.id)).toBeNull();
    expect(await kit.sessions.findById(theirs.session.id)).not.toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('marks the email verified, since the link proved ownership', async () => {
    const { kit, resetPassword, issuer } = await setUp();
    const unverified = await kit.givenUser(aUser().unverified());
    const { token } = await issuer.issue(unverified.id, 'reset-password');

    await resetPassword.execute({ token, password: NEW_PASSWORD });

    expect((await kit.users.findById(unverified.id))!.isVerified).toBe(true);
  });

  it('emails "your password was changed" with a link to ask for a reset, after the change', async () => {
    const { kit, resetPassword, user, token } = await setUp();

    await resetPassword.execute({ token, password: NEW_PASSWORD });

    expect(kit.mailsOf('password-changed')).toEqual([
      {
        to: user.email,
        template: 'password-changed',
        data: { firstName: user.firstName, resetUrl: `${TEST_SITE_ORIGIN}/forgot-password` },
      },
    ]);
    const [job] = kit.jobs.jobs;
    expect(job!.payload.idempotencyKey).toMatch(new RegExp(`^password-changed:${user.id}:`));
    expect(job!.jobId).toBe(job!.payload.idempotencyKey);
  });

  it('accepts a token only once', async () => {
    const { kit, resetPassword, token } = await setUp();
    await resetPassword.execute({ token, password: NEW_PASSWORD });

    expect(await rejectionOf(resetPassword.execute({ token, password: 'yet another secret' }))).toMatchObject(FAILURE);
    expect(kit.mailsOf('password-changed')).toHaveLength(1);
  });

  it('refuses a token after its hour, changing nothing', async () => {
    const { kit, resetPassword, user, token } = await setUp();
    kit.clock.advance(HOUR_MS);

    expect(await rejectionOf(resetPassword.execute({ token, password: NEW_PASSWORD }))).toMatchObject(FAILURE);
    expect((await kit.users.findById(user.id))!.passwordHash).toBe(user.passwordHash);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('refuses a replaced, unknown, empty or verification token', async () => {
    const { resetPassword, issuer, user, token } = await setUp();
    await issuer.issue(user.id, 'reset-password');
    const verification = await issuer.issue(user.id, 'verify-email');

    for (const candidate of [token, 'unknown', '', verification.token]) {
      expect(await rejectionOf(resetPassword.execute({ token: candidate, password: NEW_PASSWORD }))).toMatchObject(FAILURE);
    }
  });

  it('applies the password policy on the password field and keeps the token usable', async () => {
    const { kit, resetPassword, user, token } = await setUp();

    const tooShort = await rejectionOf(resetPassword.execute({ token, password: 'short' }));
    const common = await rejectionOf(resetPassword.execute({ token, password: 'qwerty123' }));

    expect(tooShort.details.errors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
    expect(common.code).toBe('ACCOUNTS.PASSWORD_TOO_COMMON');
    expect((await kit.users.findById(user.id))!.passwordHash).toBe(user.passwordHash);
    await expect(resetPassword.execute({ token, password: NEW_PASSWORD })).resolves.toBeUndefined();
  });

  it('unlocks an account locked by failed logins', async () => {
    const { resetPassword, logIn, user, token } = await setUp();
    const ip = '203.0.113.9';
    for (let i = 0; i < 10; i += 1) {
      await rejectionOf(logIn.execute({ email: user.email, password: 'wrong password', ipAddress: ip }));
    }
    const locked = await rejectionOf(logIn.execute({ email: user.email, password: TEST_PASSWORD, ipAddress: ip }));
    expect(locked.code).toBe('HTTP.RATE_LIMITED');

    await resetPassword.execute({ token, password: NEW_PASSWORD });

    await expect(logIn.execute({ email: user.email, password: NEW_PASSWORD, ipAddress: ip })).resolves.toBeDefined();
  });
});
