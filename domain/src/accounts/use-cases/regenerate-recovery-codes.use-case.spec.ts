import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import { RECENT_AUTHENTICATION_MS } from './recent-authentication';
import { recoveryCodeHash } from './recovery-codes';

async function setUp() {
  const kit = createAccountTestKit();
  const { regenerateRecoveryCodes: regenerate } = createAccountUseCases(kit);
  const account = await kit.givenTwoFactorUser(aUser().verified());
  const { session } = await kit.givenSession(account.user.id, 'password-and-code');
  const spend = (code: string) => kit.twoFactor.consumeRecoveryCode(account.user.id, recoveryCodeHash(kit.tokens, code), kit.clock.now());
  return { kit, regenerate, account, session, spend };
}

describe('RegenerateRecoveryCodesUseCase', () => {
  it('hands out ten new codes that work, and the old ones, used or not, stop working', async () => {
    const { kit, regenerate, account, session, spend } = await setUp();
    expect(await spend(account.recoveryCodes[0]!)).toBe(true);

    const { recoveryCodes } = await regenerate.execute({ session });

    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((code) => account.recoveryCodes.includes(code))).toEqual([]);
    expect(await kit.twoFactor.countUnusedRecoveryCodes(account.user.id)).toBe(10);
    for (const old of account.recoveryCodes.slice(1)) expect(await spend(old)).toBe(false);
    expect(await spend(recoveryCodes[0]!)).toBe(true);
  });

  it('is refused on a session over 10 minutes old, and the old codes keep working', async () => {
    const { kit, regenerate, account, session, spend } = await setUp();
    kit.clock.advance(RECENT_AUTHENTICATION_MS + 1);

    expect(await rejectionOf(regenerate.execute({ session }))).toMatchObject({ kind: 'forbidden', code: 'ACCOUNTS.REAUTHENTICATION_REQUIRED' });
    expect(await spend(account.recoveryCodes[0]!)).toBe(true);
  });

  it('is refused on a recent password-only session (the one that enrolled): it must confirm with a code first', async () => {
    const { kit, regenerate, account } = await setUp();
    const { session } = await kit.givenSession(account.user.id, 'password');

    expect((await rejectionOf(regenerate.execute({ session }))).code).toBe('ACCOUNTS.REAUTHENTICATION_REQUIRED');
  });

  it('answers TWO_FACTOR_NOT_ENABLED without two-factor sign-in', async () => {
    const { kit, regenerate } = await setUp();
    const user = await kit.givenUser(aUser().verified());
    const { session } = await kit.givenSession(user.id);

    expect(await rejectionOf(regenerate.execute({ session }))).toMatchObject({ kind: 'conflict', code: 'ACCOUNTS.TWO_FACTOR_NOT_ENABLED' });
  });
});

describe('RecentAuthenticationCheck', () => {
  it('takes a session begun within 10 minutes, and one with a second factor when the account has one', async () => {
    const { kit, account } = await setUp();
    const check = createAccountUseCases(kit).recentAuthentication;
    const withoutFactor = await kit.givenSession((await kit.givenUser(aUser().verified())).id, 'password');
    const withCode = await kit.givenSession(account.user.id, 'password-and-code');
    const withRecoveryCode = await kit.givenSession(account.user.id, 'recovery-code');
    const passwordOnly = await kit.givenSession(account.user.id, 'password');
    kit.clock.advance(RECENT_AUTHENTICATION_MS);

    await check.assert(withoutFactor.session);
    await check.assert(withCode.session);
    await check.assert(withRecoveryCode.session);
    expect((await rejectionOf(check.assert(passwordOnly.session))).code).toBe('ACCOUNTS.REAUTHENTICATION_REQUIRED');
    kit.clock.advance(1);
    expect((await rejectionOf(check.assert(withCode.session))).code).toBe('ACCOUNTS.REAUTHENTICATION_REQUIRED');
  });
});
