import { MINUTE_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf, TEST_PASSWORD } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import { assertRecentlyAuthenticated } from './recent-authentication';

function setUp() {
  const kit = createAccountTestKit();
  const { confirmPassword: confirm } = createAccountUseCases(kit);
  return { kit, confirm };
}

// ASVS 5.0 7.5.3 ("sudo mode") and 7.2.4 (a new session id on re-authentication).
describe('ConfirmPasswordUseCase', () => {
  it('replaces the session with a new one that counts as recent for 10 minutes', async () => {
    const { kit, confirm } = setUp();
    const user = await kit.givenUser(aUser().verified());
    const old = await kit.givenSession(user.id);
    kit.clock.advance(30 * MINUTE_MS);
    expect(() => assertRecentlyAuthenticated(old.session, kit.clock.now())).toThrow(
      expect.objectContaining({ kind: 'forbidden', code: 'ACCOUNTS.REAUTHENTICATION_REQUIRED' }),
    );

    const { sessionToken } = await confirm.execute({ userId: user.id, sessionToken: old.sessionToken, password: TEST_PASSWORD });

    expect(await kit.sessions.findById(old.session.id)).toBeNull();
    const renewed = (await kit.sessions.findById(kit.tokens.hashToken(sessionToken)))!;
    expect(renewed.authentication).toBe('password');
    expect(() => assertRecentlyAuthenticated(renewed, kit.clock.now())).not.toThrow();
    kit.clock.advance(10 * MINUTE_MS);
    expect(() => assertRecentlyAuthenticated(renewed, kit.clock.now())).not.toThrow();
    kit.clock.advance(1);
    expect(() => assertRecentlyAuthenticated(renewed, kit.clock.now())).toThrow();
  });

  it('refuses a wrong password on the password field, keeping the session, and counts it towards the lock', async () => {
    const { kit, confirm } = setUp();
    const user = await kit.givenUser(aUser().verified());
    const old = await kit.givenSession(user.id);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      const error = await rejectionOf(confirm.execute({ userId: user.id, sessionToken: old.sessionToken, password: 'guess' }));
      expect(error.details.errors).toEqual([{ field: 'password', message: 'Current password is incorrect.' }]);
    }
    expect(await kit.sessions.findById(old.session.id)).not.toBeNull();
    const locked = await rejectionOf(confirm.execute({ userId: user.id, sessionToken: old.sessionToken, password: TEST_PASSWORD }));
    expect(locked.kind).toBe('rate_limited');
  });

  it('with two-factor sign-in on, needs a current code (or a recovery code) besides the password', async () => {
    const { kit, confirm } = setUp();
    const { user, secret, recoveryCodes } = await kit.givenTwoFactorUser(aUser().verified());
    const old = await kit.givenSession(user.id);

    const passwordOnly = await rejectionOf(confirm.execute({ userId: user.id, sessionToken: old.sessionToken, password: TEST_PASSWORD }));
    expect(passwordOnly).toMatchObject({ code: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID', details: { errors: [{ field: 'code' }] } });

    const withCode = await confirm.execute({
      userId: user.id,
      sessionToken: old.sessionToken,
      password: TEST_PASSWORD,
      code: kit.totp.codeAt(secret, kit.clock.now()),
    });
    // The renewed session records the second factor it was confirmed with (the console asks for one).
    expect(await kit.sessions.findById(kit.tokens.hashToken(withCode.sessionToken))).toMatchObject({ authentication: 'password-and-code' });
    const withRecovery = await confirm.execute({
      userId: user.id,
      sessionToken: withCode.sessionToken,
      password: TEST_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(await kit.sessions.findById(kit.tokens.hashToken(withRecovery.sessionToken))).toMatchObject({ userId: user.id, authentication: 'recovery-code' });
  });
});
