import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import { RECENT_AUTHENTICATION_MS } from './recent-authentication';
import { recoveryCodeHash } from './recovery-codes';

async function setUp() {
  const kit = createAccountTestKit();
  const { beginTwoFactorEnrolment: begin, confirmTwoFactorEnrolment: confirm, getTwoFactorStatus: status } = createAccountUseCases(kit);
  const user = await kit.givenUser(aUser().verified().withEmail('ann@example.com'));
  const { session } = await kit.givenSession(user.id);
  return { kit, begin, confirm, status, user, session };
}

describe('BeginTwoFactorEnrolmentUseCase', () => {
  it('makes a secret and the otpauth URI naming the product and the account, and keeps it pending', async () => {
    const { kit, begin, status, user, session } = await setUp();

    const enrolment = await begin.execute({ session });

    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/PointForge:ann%40example.com?issuer=PointForge&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await kit.twoFactor.findByUserId(user.id)).toMatchObject({ secret: enrolment.secret, enabledAt: null });
    expect(await status.execute({ userId: user.id })).toEqual({ enabled: false, enabledAt: null, recoveryCodesRemaining: 0 });
  });

  it('is refused on a session that signed in over 10 minutes ago: a copied or unattended session cannot plant a factor', async () => {
    const { kit, begin, user, session } = await setUp();
    kit.clock.advance(RECENT_AUTHENTICATION_MS + 1);

    expect(await rejectionOf(begin.execute({ session }))).toMatchObject({ kind: 'forbidden', code: 'ACCOUNTS.REAUTHENTICATION_REQUIRED' });
    expect(await kit.twoFactor.findByUserId(user.id)).toBeNull();
  });

  it('starting again replaces the unfinished enrolment with a new secret', async () => {
    const { kit, begin, user, session } = await setUp();
    const first = await begin.execute({ session });

    const second = await begin.execute({ session });

    expect(second.secret).not.toBe(first.secret);
    expect((await kit.twoFactor.findByUserId(user.id))?.secret).toBe(second.secret);
  });

  it('is refused while two-factor sign-in is on, and never shows the secret again', async () => {
    const { kit, begin } = await setUp();
    const { user, secret } = await kit.givenTwoFactorUser(aUser().verified());
    const { session } = await kit.givenSession(user.id, 'password-and-code');

    expect(await rejectionOf(begin.execute({ session }))).toMatchObject({
      kind: 'conflict',
      code: 'ACCOUNTS.TWO_FACTOR_ALREADY_ENABLED',
    });
    expect((await kit.twoFactor.findByUserId(user.id))?.secret).toBe(secret);
  });
});

describe('ConfirmTwoFactorEnrolmentUseCase', () => {
  it('turns two-factor on with a current code and hands out 10 distinct recovery codes, stored only hashed', async () => {
    const { kit, begin, confirm, status, user, session } = await setUp();
    const { secret } = await begin.execute({ session });

    const { recoveryCodes } = await confirm.execute({ session, code: kit.totp.codeAt(secret, kit.clock.now()) });

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

  it('is refused once the session is over 10 minutes old, even with the right code, and stays off', async () => {
    const { kit, begin, confirm, status, user, session } = await setUp();
    const { secret } = await begin.execute({ session });
    kit.clock.advance(RECENT_AUTHENTICATION_MS + 1);

    const error = await rejectionOf(confirm.execute({ session, code: kit.totp.codeAt(secret, kit.clock.now()) }));

    expect(error).toMatchObject({ kind: 'forbidden', code: 'ACCOUNTS.REAUTHENTICATION_REQUIRED' });
    expect((await status.execute({ userId: user.id })).enabled).toBe(false);
  });

  it('gives this browser a new session id, as it was (time, password-only), and ends every other session', async () => {
    const { kit, begin, confirm, user, session } = await setUp();
    const other = await kit.givenSession(user.id, 'password-and-code');
    const { secret } = await begin.execute({ session });
    kit.clock.advance(60_000);

    const { sessionToken } = await confirm.execute({ session, code: kit.totp.codeAt(secret, kit.clock.now()) });

    const rotated = await kit.sessions.findById(kit.tokens.hashToken(sessionToken));
    expect(rotated).toMatchObject({ userId: user.id, createdAt: session.createdAt, expiresAt: session.expiresAt, authentication: 'password' });
    expect(rotated?.id).not.toBe(session.id);
    expect(await kit.sessions.findById(session.id)).toBeNull();
    expect(await kit.sessions.findById(other.session.id)).toBeNull();
  });

  it('emails "two-factor enabled" once, through the job queue with an idempotency key', async () => {
    const { kit, begin, confirm, user, session } = await setUp();
    const { secret } = await begin.execute({ session });

    await confirm.execute({ session, code: kit.totp.codeAt(secret, kit.clock.now()) });

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
    const { kit, begin, confirm, status, user, session } = await setUp();
    const { secret } = await begin.execute({ session });
    const right = kit.totp.codeAt(secret, kit.clock.now());

    const error = await rejectionOf(confirm.execute({ session, code: right === '123456' ? '654321' : '123456' }));

    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID',
      details: { errors: [{ field: 'code', message: 'That code is not valid. Please try again.' }] },
    });
    expect((await status.execute({ userId: user.id })).enabled).toBe(false);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('counts the confirming code as used: the same code cannot sign in afterwards', async () => {
    const { kit, begin, confirm, user, session } = await setUp();
    const { secret } = await begin.execute({ session });
    const code = kit.totp.codeAt(secret, kit.clock.now());

    await confirm.execute({ session, code });

    expect(await kit.twoFactor.recordUsedStep(user.id, kit.totp.stepAt(kit.clock.now()))).toBe(false);
  });

  it('needs an enrolment begun first, and refuses a second confirmation', async () => {
    const { kit, begin, confirm, user, session } = await setUp();
    expect((await rejectionOf(confirm.execute({ session, code: '123456' }))).code).toBe('ACCOUNTS.TWO_FACTOR_ENROLMENT_MISSING');
    const { secret } = await begin.execute({ session });
    await confirm.execute({ session, code: kit.totp.codeAt(secret, kit.clock.now()) });
    const signedInWithCode = await kit.givenSession(user.id, 'password-and-code');

    expect((await rejectionOf(confirm.execute({ session: signedInWithCode.session, code: '123456' }))).code).toBe('ACCOUNTS.TWO_FACTOR_ALREADY_ENABLED');
  });

  it('does not enable a newer secret with the code of an older one begun in another tab', async () => {
    const { kit, begin, confirm, status, user, session } = await setUp();
    const older = await begin.execute({ session });
    const pendingOlder = await kit.twoFactor.findByUserId(user.id);
    await begin.execute({ session });

    const enabled = await kit.twoFactor.enable(pendingOlder!, kit.clock.now(), 1, []);

    expect(enabled).toBe(false);
    expect((await rejectionOf(confirm.execute({ session, code: kit.totp.codeAt(older.secret, kit.clock.now()) }))).code).toBe(
      'ACCOUNTS.TWO_FACTOR_CODE_INVALID',
    );
    expect((await status.execute({ userId: user.id })).enabled).toBe(false);
  });
});
