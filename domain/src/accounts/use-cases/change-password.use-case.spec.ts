import { createAccountTestKit, rejectionOf, TEST_PASSWORD, TEST_SITE_ORIGIN } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import { AuthTokenIssuer } from './auth-token-issuer';

const NEW_PASSWORD = 'a brand new secret';

async function setUp() {
  const kit = createAccountTestKit();
  const { changePassword } = createAccountUseCases(kit);
  const user = await kit.givenUser(aUser().verified());
  const current = await kit.givenSession(user.id);
  const other = await kit.givenSession(user.id);
  const input = {
    userId: user.id,
    currentPassword: TEST_PASSWORD,
    newPassword: NEW_PASSWORD,
    authentication: 'password-and-code' as const,
  };
  return { kit, changePassword, user, current, other, input };
}

describe('ChangePasswordUseCase', () => {
  it('sets the new password', async () => {
    const { kit, changePassword, user, input } = await setUp();

    await changePassword.execute(input);

    const stored = (await kit.users.findById(user.id))!;
    expect(await kit.hasher.verify(stored.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await kit.hasher.verify(stored.passwordHash, TEST_PASSWORD)).toBe(false);
    expect(stored.updatedAt).toEqual(kit.clock.now());
  });

  // ASVS 5.0 7.2.4 and 7.4.3: a new session id for this browser, every other session ended.
  it('ends every session of the user, this one included, and opens a new one for this browser', async () => {
    const { kit, changePassword, user, current, other, input } = await setUp();
    const someoneElse = await kit.givenUser(aUser().verified());
    const theirs = await kit.givenSession(someoneElse.id);

    const { sessionToken } = await changePassword.execute(input);

    expect(await kit.sessions.findById(current.session.id)).toBeNull();
    expect(await kit.sessions.findById(other.session.id)).toBeNull();
    expect(await kit.sessions.findById(theirs.session.id)).not.toBeNull();
    expect(sessionToken).not.toBe(current.sessionToken);
    // The new session keeps the second factor the changing one gave: the console stays open.
    expect(await kit.sessions.findById(kit.tokens.hashToken(sessionToken))).toMatchObject({ userId: user.id, authentication: 'password-and-code' });
  });

  // ASVS 5.0 6.4.3: a link asked for before the change (perhaps by whoever knew the old password) must not undo it.
  it('uses up every outstanding reset link of the user', async () => {
    const { kit, changePassword, user, input } = await setUp();
    const issuer = new AuthTokenIssuer(kit.authTokens, kit.tokens, kit.clock);
    const { token } = await issuer.issue(user.id, 'reset-password');

    await changePassword.execute(input);

    expect(await kit.authTokens.findValid(kit.tokens.hashToken(token), 'reset-password', kit.clock.now())).toBeNull();
  });

  it('emails "your password was changed"', async () => {
    const { kit, changePassword, user, input } = await setUp();

    await changePassword.execute(input);

    expect(kit.mailsOf('password-changed')).toEqual([
      {
        to: user.email,
        template: 'password-changed',
        data: { firstName: user.firstName, resetUrl: `${TEST_SITE_ORIGIN}/forgot-password` },
      },
    ]);
    expect(kit.mailJobs()[0]!.idempotencyKey).toMatch(new RegExp(`^password-changed:${user.id}:`));
  });

  it('refuses a wrong current password on the currentPassword field, changing nothing', async () => {
    const { kit, changePassword, user, other, input } = await setUp();

    const error = await rejectionOf(changePassword.execute({ ...input, currentPassword: 'not my password' }));

    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'ACCOUNTS.CURRENT_PASSWORD_INCORRECT',
      message: 'Current password is incorrect.',
    });
    expect(error.details.errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect.' }]);
    expect((await kit.users.findById(user.id))!.passwordHash).toBe(user.passwordHash);
    expect(await kit.sessions.findById(other.session.id)).not.toBeNull();
    expect(kit.jobs.jobs).toEqual([]);
  });

  it.each([
    ['short', 'ACCOUNTS.PASSWORD_TOO_SHORT'],
    ['x'.repeat(129), 'ACCOUNTS.PASSWORD_TOO_LONG'],
    ['PASSWORD', 'ACCOUNTS.PASSWORD_TOO_COMMON'],
  ])('applies the password policy to %p on the newPassword field', async (newPassword, code) => {
    const { kit, changePassword, user, input } = await setUp();

    const error = await rejectionOf(changePassword.execute({ ...input, newPassword }));

    expect(error).toMatchObject({ kind: 'invalid', code });
    expect(error.details.errors).toEqual([{ field: 'newPassword', message: error.message }]);
    expect((await kit.users.findById(user.id))!.passwordHash).toBe(user.passwordHash);
  });

  it('refuses a new password equal to the current one', async () => {
    const { changePassword, input } = await setUp();

    const error = await rejectionOf(changePassword.execute({ ...input, newPassword: TEST_PASSWORD }));

    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.PASSWORD_UNCHANGED' });
    expect(error.details.errors).toEqual([{ field: 'newPassword', message: 'Your new password must be different from your current password.' }]);
  });

  it('counts wrong current passwords towards the login lock', async () => {
    const { kit, changePassword, input } = await setUp();
    for (let i = 0; i < 10; i += 1) {
      const error = await rejectionOf(changePassword.execute({ ...input, currentPassword: 'guess' }));
      expect(error.code).toBe('ACCOUNTS.CURRENT_PASSWORD_INCORRECT');
    }
    const verify = jest.spyOn(kit.hasher, 'verify');

    const locked = await rejectionOf(changePassword.execute(input));

    expect(locked).toMatchObject({ kind: 'rate_limited', details: { retryAfterSeconds: 900 } });
    expect(verify).not.toHaveBeenCalled();
  });

  it('answers not_found for a user that is gone', async () => {
    const { changePassword, input } = await setUp();

    const error = await rejectionOf(changePassword.execute({ ...input, userId: 'no-such-user' }));

    expect(error).toMatchObject({ kind: 'not_found', code: 'ACCOUNTS.USER_NOT_FOUND' });
  });
});
