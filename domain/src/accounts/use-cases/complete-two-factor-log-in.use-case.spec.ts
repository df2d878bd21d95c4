import { MINUTE_MS, SECOND_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf, TEST_PASSWORD } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import type { CompleteTwoFactorLogInInput } from './complete-two-factor-log-in.use-case';
import type { TwoFactorChallenge } from './log-in.use-case';

const IP = '203.0.113.9';

async function setUp() {
  const kit = createAccountTestKit();
  const { logIn, completeTwoFactorLogIn: complete } = createAccountUseCases(kit);
  const account = await kit.givenTwoFactorUser(aUser().verified().withEmail('ann@example.com'));

  /** The password step, which must ask for the second factor. */
  async function passwordStep(password = TEST_PASSWORD): Promise<TwoFactorChallenge> {
    const outcome = await logIn.execute({ email: 'ann@example.com', password, ipAddress: IP });
    if (!outcome.twoFactorRequired) throw new Error('Expected a two-factor challenge, got a session');
    return outcome;
  }

  function codeStep(challenge: TwoFactorChallenge, proof: Partial<CompleteTwoFactorLogInInput>) {
    return complete.execute({ challengeToken: challenge.challengeToken, ipAddress: IP, ...proof });
  }

  const currentCode = () => kit.totp.codeAt(account.secret, kit.clock.now());
  /** A six-digit code that is not the account's for this step or either neighbour. */
  const wrongCode = () => (currentCode() === '000000' ? '111111' : '000000');

  return { kit, logIn, complete, account, passwordStep, codeStep, currentCode, wrongCode };
}

describe('two-factor sign-in: LogInUseCase then CompleteTwoFactorLogInUseCase', () => {
  it('the right password alone opens no session: it answers a 5-minute pending sign-in', async () => {
    const { kit, passwordStep } = await setUp();
    const create = jest.spyOn(kit.sessions, 'create');

    const challenge = await passwordStep();

    expect(challenge).toEqual({
      twoFactorRequired: true,
      challengeToken: expect.any(String),
      expiresAt: new Date(kit.clock.now().getTime() + 5 * MINUTE_MS),
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('a wrong password still fails as usual, with no pending sign-in', async () => {
    const { passwordStep } = await setUp();

    expect((await rejectionOf(passwordStep('wrong password'))).code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
  });

  it("the authenticator's current code opens the session for the user", async () => {
    const { kit, account, passwordStep, codeStep, currentCode } = await setUp();
    const challenge = await passwordStep();

    const result = await codeStep(challenge, { code: currentCode() });

    expect(result.user.id).toBe(account.user.id);
    expect(result.session.authentication).toBe('password-and-code');
    expect(await kit.sessions.findById(result.session.id)).toEqual(result.session);
  });

  it('accepts the code of the previous and the next 30-second step (clock drift), not two steps away', async () => {
    const { kit, account, passwordStep, codeStep } = await setUp();
    const codeAt = (offsetMs: number) => kit.totp.codeAt(account.secret, new Date(kit.clock.now().getTime() + offsetMs));

    await expect(codeStep(await passwordStep(), { code: codeAt(-30 * SECOND_MS) })).resolves.toBeDefined();
    kit.clock.advance(2 * MINUTE_MS);
    await expect(codeStep(await passwordStep(), { code: codeAt(30 * SECOND_MS) })).resolves.toBeDefined();
    kit.clock.advance(2 * MINUTE_MS);
    const tooOld = await rejectionOf(codeStep(await passwordStep(), { code: codeAt(-60 * SECOND_MS) }));
    expect(tooOld.code).toBe('ACCOUNTS.TWO_FACTOR_CODE_INVALID');
  });

  it('refuses a code already used in its time step (replay)', async () => {
    const { passwordStep, codeStep, currentCode } = await setUp();
    const code = currentCode();
    await codeStep(await passwordStep(), { code });

    const replay = await rejectionOf(codeStep(await passwordStep(), { code }));

    expect(replay).toMatchObject({
      kind: 'unauthenticated',
      code: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID',
      details: { errors: [{ field: 'code', message: 'That code is not valid. Please try again.' }] },
    });
  });

  it('a recovery code opens the session once; the same code fails the second time', async () => {
    const { kit, account, passwordStep, codeStep } = await setUp();
    const [recoveryCode] = account.recoveryCodes as [string];

    expect((await codeStep(await passwordStep(), { recoveryCode: recoveryCode.toLowerCase() })).session.authentication).toBe('recovery-code');
    const again = await rejectionOf(codeStep(await passwordStep(), { recoveryCode }));

    expect(again).toMatchObject({ code: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID', details: { errors: [{ field: 'recoveryCode' }] } });
    expect(await kit.twoFactor.countUnusedRecoveryCodes(account.user.id)).toBe(9);
  });

  it('the pending sign-in is single use and ends after 5 minutes', async () => {
    const { kit, passwordStep, codeStep, currentCode } = await setUp();
    const used = await passwordStep();
    await codeStep(used, { code: currentCode() });
    expect((await rejectionOf(codeStep(used, { code: currentCode() }))).code).toBe('ACCOUNTS.LOGIN_CHALLENGE_INVALID');

    kit.clock.advance(MINUTE_MS);
    const expired = await passwordStep();
    kit.clock.advance(5 * MINUTE_MS);
    expect(await rejectionOf(codeStep(expired, { code: currentCode() }))).toMatchObject({
      kind: 'unauthenticated',
      code: 'ACCOUNTS.LOGIN_CHALLENGE_INVALID',
      message: 'Your sign-in has expired. Please log in again.',
    });
    expect((await rejectionOf(codeStep({ ...expired, challengeToken: '' }, { code: currentCode() }))).code).toBe('ACCOUNTS.LOGIN_CHALLENGE_INVALID');
  });

  it('wrong codes lock the account like wrong passwords: the 10th within 15 minutes locks it for 15 minutes', async () => {
    const { kit, passwordStep, codeStep, currentCode, wrongCode } = await setUp();
    const challenge = await passwordStep();
    for (let i = 0; i < 9; i += 1) {
      expect((await rejectionOf(codeStep(challenge, { code: wrongCode() }))).code).toBe('ACCOUNTS.TWO_FACTOR_CODE_INVALID');
    }
    // The right password in between forgives nothing: only a finished sign-in does.
    const again = await passwordStep();
    expect((await rejectionOf(codeStep(again, { recoveryCode: 'AAAA-BBBB-CCCC-DDDD' }))).code).toBe('ACCOUNTS.TWO_FACTOR_CODE_INVALID');

    const locked = await rejectionOf(codeStep(again, { code: currentCode() }));
    expect(locked).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED', details: { retryAfterSeconds: 900 } });
    expect((await rejectionOf(passwordStep())).code).toBe('HTTP.RATE_LIMITED');

    kit.clock.advance(15 * MINUTE_MS);
    await expect(codeStep(await passwordStep(), { code: currentCode() })).resolves.toBeDefined();
  });

  it('wrong passwords and wrong codes add up to the same lock', async () => {
    const { passwordStep, codeStep, currentCode, wrongCode } = await setUp();
    for (let i = 0; i < 5; i += 1) await rejectionOf(passwordStep('wrong password'));
    const challenge = await passwordStep();
    for (let i = 0; i < 5; i += 1) await rejectionOf(codeStep(challenge, { code: wrongCode() }));

    expect((await rejectionOf(codeStep(challenge, { code: currentCode() }))).code).toBe('HTTP.RATE_LIMITED');
  });

  it('a finished sign-in forgets earlier failures', async () => {
    const { kit, passwordStep, codeStep, currentCode, wrongCode } = await setUp();
    const first = await passwordStep();
    for (let i = 0; i < 9; i += 1) await rejectionOf(codeStep(first, { code: wrongCode() }));
    await codeStep(first, { code: currentCode() });

    kit.clock.advance(MINUTE_MS);
    const second = await passwordStep();
    for (let i = 0; i < 9; i += 1) await rejectionOf(codeStep(second, { code: wrongCode() }));
    await expect(codeStep(second, { code: currentCode() })).resolves.toBeDefined();
  });

  it("ends the browser's previous session (rotation)", async () => {
    const { kit, account, passwordStep, codeStep, currentCode } = await setUp();
    const previous = await kit.givenSession(account.user.id);

    await codeStep(await passwordStep(), { code: currentCode(), previousSessionToken: previous.sessionToken });

    expect(await kit.sessions.findById(previous.session.id)).toBeNull();
  });

  it('a pending sign-in of an account that turned two-factor off meanwhile is refused', async () => {
    const { kit, account, passwordStep, codeStep, currentCode } = await setUp();
    const challenge = await passwordStep();
    await kit.twoFactor.delete(account.user.id);

    expect((await rejectionOf(codeStep(challenge, { code: currentCode() }))).code).toBe('ACCOUNTS.LOGIN_CHALLENGE_INVALID');
  });

  it('an account without two-factor sign-in still gets its session from the password alone', async () => {
    const { kit, logIn } = await setUp();
    const other = await kit.givenUser(aUser().verified());

    const outcome = await logIn.execute({ email: other.email, password: TEST_PASSWORD, ipAddress: IP });

    expect(outcome).toMatchObject({ twoFactorRequired: false, user: { id: other.id }, sessionToken: expect.any(String) });
  });
});
