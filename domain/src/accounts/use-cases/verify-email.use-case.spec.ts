import { HOUR_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import { AuthTokenIssuer } from './auth-token-issuer';
import { VerifyEmailUseCase } from './verify-email.use-case';

async function setUp() {
  const kit = createAccountTestKit();
  const { verifyEmail } = createAccountUseCases(kit);
  const issuer = new AuthTokenIssuer(kit.authTokens, kit.tokens, kit.clock);
  const user = await kit.givenUser(aUser().unverified());
  return { kit, verifyEmail, issuer, user };
}

const VERIFIED = { alreadyVerified: false };
const ALREADY_VERIFIED = { alreadyVerified: true };

const FAILURE = {
  kind: 'invalid',
  code: 'ACCOUNTS.VERIFICATION_TOKEN_INVALID',
  message: 'Email verification failed. The link may have expired or is invalid.',
};

describe('VerifyEmailUseCase', () => {
  it('verifies the email of the token owner', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');
    kit.clock.advance(HOUR_MS);

    await expect(verifyEmail.execute({ token })).resolves.toEqual(VERIFIED);

    expect(await kit.users.findById(user.id)).toMatchObject({ isVerified: true, updatedAt: kit.clock.now() });
  });

  it('leaves the link usable when marking the account verified fails', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');
    const update = kit.users.update.bind(kit.users);
    kit.users.update = async () => {
      throw new Error('connection lost');
    };

    await expect(verifyEmail.execute({ token })).rejects.toThrow('connection lost');

    kit.users.update = update;
    await expect(verifyEmail.execute({ token })).resolves.toEqual(VERIFIED);
    expect(await kit.users.findById(user.id)).toMatchObject({ isVerified: true });
  });

  it('leaves the link usable when joining the licence the registration’s invitation named fails', async () => {
    const { kit, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');
    const joined: string[] = [];
    let queueDown = true;
    const onboarding = {
      onRegistered: async () => undefined,
      onEmailVerified: async (userId: string) => {
        if (queueDown) throw new Error('queue unavailable');
        joined.push(userId);
      },
    };
    const verifyEmail = new VerifyEmailUseCase(kit.users, kit.authTokens, kit.tokens, kit.clock, kit.transaction, onboarding);

    await expect(verifyEmail.execute({ token })).rejects.toThrow('queue unavailable');
    expect(await kit.users.findById(user.id)).toMatchObject({ isVerified: false });

    queueDown = false;
    await expect(verifyEmail.execute({ token })).resolves.toEqual(VERIFIED);
    expect(joined).toEqual([user.id]);
  });

  it('answers a used link of the verified account "already verified", changing nothing', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');
    await verifyEmail.execute({ token });
    const verified = await kit.users.findById(user.id);
    kit.clock.advance(HOUR_MS);

    await expect(verifyEmail.execute({ token })).resolves.toEqual(ALREADY_VERIFIED);
    expect(await kit.users.findById(user.id)).toEqual(verified);
  });

  it('answers an expired link of the verified account "already verified" too', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');
    await verifyEmail.execute({ token });
    kit.clock.advance(30 * 24 * HOUR_MS);

    await expect(verifyEmail.execute({ token })).resolves.toEqual(ALREADY_VERIFIED);
  });

  it('lets only one of two concurrent uses of a token succeed', async () => {
    const { verifyEmail, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');

    const outcomes = await Promise.allSettled([verifyEmail.execute({ token }), verifyEmail.execute({ token })]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a token after its 24 hours, leaving the user unverified', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');
    kit.clock.advance(24 * HOUR_MS - 1);
    const stillValid = await kit.authTokens.findValid(kit.tokens.hashToken(token), 'verify-email', kit.clock.now());
    expect(stillValid).not.toBeNull();
    kit.clock.advance(1);

    expect(await rejectionOf(verifyEmail.execute({ token }))).toMatchObject(FAILURE);
    expect((await kit.users.findById(user.id))!.isVerified).toBe(false);
  });

  it('accepts an earlier link after a newer one was sent, and that uses up every link', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const first = await issuer.issue(user.id, 'verify-email');
    kit.clock.advance(HOUR_MS);
    const second = await issuer.issue(user.id, 'verify-email');

    await expect(verifyEmail.execute({ token: first.token })).resolves.toEqual(VERIFIED);

    expect((await kit.users.findById(user.id))!.isVerified).toBe(true);
    for (const token of [first.token, second.token]) {
      await expect(verifyEmail.execute({ token })).resolves.toEqual(ALREADY_VERIFIED);
    }
  });

  it('lets only one of two concurrent clicks on two different links succeed', async () => {
    const { verifyEmail, issuer, user } = await setUp();
    const first = await issuer.issue(user.id, 'verify-email');
    const second = await issuer.issue(user.id, 'verify-email');

    const outcomes = await Promise.allSettled([verifyEmail.execute({ token: first.token }), verifyEmail.execute({ token: second.token })]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses an earlier link once its own 24 hours are over, while a newer one still works', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const first = await issuer.issue(user.id, 'verify-email');
    kit.clock.advance(12 * HOUR_MS);
    const second = await issuer.issue(user.id, 'verify-email');
    kit.clock.advance(12 * HOUR_MS);

    expect(await rejectionOf(verifyEmail.execute({ token: first.token }))).toMatchObject(FAILURE);
    await expect(verifyEmail.execute({ token: second.token })).resolves.toEqual(VERIFIED);
  });

  it('refuses an unknown, empty or reset-purpose token the same way', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const reset = await issuer.issue(user.id, 'reset-password');

    for (const token of ['no-such-token', '', reset.token]) {
      expect(await rejectionOf(verifyEmail.execute({ token }))).toMatchObject(FAILURE);
    }
    expect((await kit.users.findById(user.id))!.isVerified).toBe(false);
  });

  it('refuses a token whose user is gone', async () => {
    const { kit, verifyEmail, issuer, user } = await setUp();
    const { token } = await issuer.issue(user.id, 'verify-email');
    jest.spyOn(kit.users, 'findById').mockResolvedValueOnce(null);

    expect(await rejectionOf(verifyEmail.execute({ token }))).toMatchObject(FAILURE);
  });
});
