import { MINUTE_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf, TEST_PASSWORD } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import type { DisableTwoFactorInput } from './disable-two-factor.use-case';

async function setUp() {
  const kit = createAccountTestKit();
  const { disableTwoFactor: disable } = createAccountUseCases(kit);
  const account = await kit.givenTwoFactorUser(aUser().verified().withEmail('ann@example.com'));
  const currentCode = () => kit.totp.codeAt(account.secret, kit.clock.now());
  const wrongCode = () => (currentCode() === '000000' ? '111111' : '000000');
  const run = (input: Partial<DisableTwoFactorInput>) => disable.execute({ userId: account.user.id, password: TEST_PASSWORD, ...input });
  return { kit, account, run, currentCode, wrongCode };
}

describe('DisableTwoFactorUseCase', () => {
  it('with the password and a current code: deletes the credential and its recovery codes, and emails', async () => {
    const { kit, account, run, currentCode } = await setUp();

    await run({ code: currentCode() });

    expect(await kit.twoFactor.findByUserId(account.user.id)).toBeNull();
    expect(await kit.twoFactor.countUnusedRecoveryCodes(account.user.id)).toBe(0);
    expect(kit.mailsOf('two-factor-disabled').map((mail) => mail.to)).toEqual(['ann@example.com']);
    expect(kit.mailJobs()[0]?.idempotencyKey).toMatch(new RegExp(`^two-factor-disabled:${account.user.id}:`));
  });

  it('accepts a recovery code instead of the code, for a lost device', async () => {
    const { kit, account, run } = await setUp();

    await run({ recoveryCode: account.recoveryCodes[3] });

    expect(await kit.twoFactor.findByUserId(account.user.id)).toBeNull();
  });

  it('refuses a wrong password on the password field, and changes nothing', async () => {
    const { kit, account, run, currentCode } = await setUp();

    const error = await rejectionOf(run({ password: 'wrong password', code: currentCode() }));

    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'ACCOUNTS.CURRENT_PASSWORD_INCORRECT',
      details: { errors: [{ field: 'password' }] },
    });
    expect(await kit.twoFactor.findByUserId(account.user.id)).not.toBeNull();
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('refuses a wrong code on the code field, and changes nothing', async () => {
    const { kit, account, run, wrongCode } = await setUp();

    const error = await rejectionOf(run({ code: wrongCode() }));

    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID', details: { errors: [{ field: 'code' }] } });
    expect(await kit.twoFactor.findByUserId(account.user.id)).not.toBeNull();
  });

  it('counts wrong passwords and codes toward the account lock, then refuses even the right ones', async () => {
    const { kit, run, currentCode, wrongCode } = await setUp();
    for (let i = 0; i < 5; i += 1) await rejectionOf(run({ password: 'wrong password', code: currentCode() }));
    for (let i = 0; i < 5; i += 1) await rejectionOf(run({ code: wrongCode() }));

    expect((await rejectionOf(run({ code: currentCode() }))).code).toBe('HTTP.RATE_LIMITED');
    kit.clock.advance(15 * MINUTE_MS);
    await expect(run({ code: currentCode() })).resolves.toBeUndefined();
  });

  it('is refused when two-factor sign-in is not on', async () => {
    const { kit, run } = await setUp();
    const other = await kit.givenUser(aUser().verified());

    const error = await rejectionOf(run({ userId: other.id, code: '123456' }));

    expect(error).toMatchObject({ kind: 'conflict', code: 'ACCOUNTS.TWO_FACTOR_NOT_ENABLED' });
  });
});
