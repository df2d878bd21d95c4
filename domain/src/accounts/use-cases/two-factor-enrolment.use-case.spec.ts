import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { aUser } from '../../testing/builders';
import { BeginTwoFactorEnrolmentUseCase } from './begin-two-factor-enrolment.use-case';
import { ConfirmTwoFactorEnrolmentUseCase } from './confirm-two-factor-enrolment.use-case';
import { GetTwoFactorStatusUseCase } from './get-two-factor-status.use-case';
import { recoveryCodeHash } from './recovery-codes';

async function setUp() {
  const kit = createAccountTestKit();
  const begin = new BeginTwoFactorEnrolmentUseCase(kit.users, kit.twoFactor, kit.totp, kit.clock);
  const confirm = new ConfirmTwoFactorEnrolmentUseCase(
    kit.users,
    kit.twoFactor,
    kit.totp,
    kit.tokens,
    kit.clock,
    kit.jobs,
    kit.links,
    kit.transaction,
  );
  const status = new GetTwoFactorStatusUseCase(kit.twoFactor);
  const user = await kit.givenUser(aUser().verified().withEmail('ann@example.com'));
  return { kit, begin, confirm, status, user };
}

describe('BeginTwoFactorEnrolmentUseCase', () => {
  it('makes a secret and the otpauth URI naming the product and the account, and keeps it pending', async () => {
    const { kit, begin, status, user } = await setUp();

    const enrolment = await begin.execute({ userId: user.id });

    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/PointForge:ann%40example.com?issuer=PointForge&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await kit.twoFactor.findByUserId(user.id)).toMatchObject({ secret: enrolment.secret, enabledAt: null });
    expect(await status.execute({ userId: user.id })).toEqual({ enabled: false, enabledAt: null, recoveryCodesRemaining: 0 });
  });

  it('starting again replaces the unfinished enrolment with a new secret', async () => {
    const { kit, begin, user } = await setUp();
    const first = await begin.execute({ userId: user.id });

    const second = await begin.execute({ userId: user.id });

    expect(second.secret).not.toBe(first.secret);
    expect((await kit.twoFactor.findByUserId(user.id))?.secret).toBe(second.secret);
  });

  it('is refused while two-factor sign-in is on, and never shows the secret again', async () => {
    const { kit, begin } = await setUp();
    const { user, secret } = await kit.givenTwoFactorUser(aUser().verified());

    expect(await rejectionOf(begin.execute({ userId: user.id }))).toMatchObject({
      kind: 'conflict',
      code: 'ACCOUNTS.TWO_FACTOR_ALREADY_ENABLED',
    });
    expect((await kit.twoFactor.findByUserId(user.id))?.secret).toBe(secret);
  });
});

describe('ConfirmTwoFactorEnrolmentUseCase', () => {
  it('turns two-factor on with a current code and hands out 10 distinct recovery codes, stored only hashed', async () => {
    const { kit, begin, confirm, status, user } = await setUp();
    const { secret } = await begin.execute({ userId: user.id });

    const { recoveryCodes } = await confirm.execute({ userId: user.id, code: kit.totp.codeAt(secret, kit.clock.now()) });

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(await status.execute({ userId: user.id })).toEqual({
      enabled: true,
      enabledAt: kit.clock.now(),
      recoveryCodesRemaining: 10,
    });
    // Stored under their hash, never as typed.
    expect(await kit.twoFactor.consumeRecoveryCode(user.id, recoveryCodes[0]!, kit.clock.now())).toBe(false);
    for (const code of recoveryCodes) {
      expect(await kit.twoFactor.consumeRecoveryCode(user.id, recoveryCodeHash(kit.tokens, code), kit.clock.now())).toBe(true);
    }
  });

  it('emails "two-factor enabled" once, through the job queue with an idempotency key', async () => {
    const { kit, begin, confirm, user } = await setUp();
    const { secret } = await begin.execute({ userId: user.id });

    await confirm.execute({ userId: user.id, code: kit.totp.codeAt(secret, kit.clock.now()) });

    expect(kit.mailsOf('two-factor-enabled')).toEqual([
      {
        to: 'ann@example.com',
        template: 'two-factor-enabled',
        data: { firstName: user.firstName, resetUrl: 'https://pointforge.test/forgot-password' },
      },
    ]);
    expect(kit.mailJobs()[0]?.idempotencyKey).toMatch(new RegExp(`^two-factor-enabled:${user.id}:`));
  });

  it('refuses a wrong code on the code field and stays off', async () => {
    const { kit, begin, confirm, status, user } = await setUp();
    const { secret } = await begin.execute({ userId: user.id });
    const right = kit.totp.codeAt(secret, kit.clock.now());

    const error = await rejectionOf(confirm.execute({ userId: user.id, code: right === '123456' ? '654321' : '123456' }));

    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID',
      details: { errors: [{ field: 'code', message: 'That code is not valid. Please try again.' }] },
    });
    expect((await status.execute({ userId: user.id })).enabled).toBe(false);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('counts the confirming code as used: the same code cannot sign in afterwards', async () => {
    const { kit, begin, confirm, user } = await setUp();
    const { secret } = await begin.execute({ userId: user.id });
    const code = kit.totp.codeAt(secret, kit.clock.now());

    await confirm.execute({ userId: user.id, code });

    expect(await kit.twoFactor.recordUsedStep(user.id, kit.totp.stepAt(kit.clock.now()))).toBe(false);
  });

  it('needs an enrolment begun first, and refuses a second confirmation', async () => {
    const { kit, begin, confirm, user } = await setUp();
    expect((await rejectionOf(confirm.execute({ userId: user.id, code: '123456' }))).code).toBe(
      'ACCOUNTS.TWO_FACTOR_ENROLMENT_MISSING',
    );
    const { secret } = await begin.execute({ userId: user.id });
    await confirm.execute({ userId: user.id, code: kit.totp.codeAt(secret, kit.clock.now()) });

    expect((await rejectionOf(confirm.execute({ userId: user.id, code: '123456' }))).code).toBe(
      'ACCOUNTS.TWO_FACTOR_ALREADY_ENABLED',
    );
  });

  it('does not enable a newer secret with the code of an older one begun in another tab', async () => {
    const { kit, begin, confirm, status, user } = await setUp();
    const older = await begin.execute({ userId: user.id });
    const pendingOlder = await kit.twoFactor.findByUserId(user.id);
    await begin.execute({ userId: user.id });

    const enabled = await kit.twoFactor.enable(pendingOlder!, kit.clock.now(), 1, []);

    expect(enabled).toBe(false);
    expect((await rejectionOf(confirm.execute({ userId: user.id, code: kit.totp.codeAt(older.secret, kit.clock.now()) }))).code).toBe(
      'ACCOUNTS.TWO_FACTOR_CODE_INVALID',
    );
    expect((await status.execute({ userId: user.id })).enabled).toBe(false);
  });
});
