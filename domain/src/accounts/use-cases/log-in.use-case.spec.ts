import { DAY_MS, MINUTE_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf, TEST_PASSWORD } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import type { LogInInput, LogInOutcome, LogInUseCase } from './log-in.use-case';
import type { LogInResult } from './session-opener';

function setUp() {
  const kit = createAccountTestKit();
  return { kit, logIn: createAccountUseCases(kit).logIn };
}

/** Most tests start from a verified account with the kit's password. */
async function setUpWithVerifiedUser() {
  const { kit, logIn } = setUp();
  return { kit, logIn, user: await kit.givenUser(aUser().verified()) };
}

const IP = '203.0.113.9';
const INVALID_CREDENTIALS = {
  kind: 'unauthenticated',
  code: 'ACCOUNTS.INVALID_CREDENTIALS',
  message: 'Invalid email or password',
  details: {},
};

function attempt(email: string, password: string, extra: Partial<LogInInput> = {}): LogInInput {
  return { email, password, ipAddress: IP, ...extra };
}

/** The session of a sign-in that needed no second factor; fails the test otherwise. */
function signedIn(outcome: LogInOutcome): LogInResult {
  if (outcome.twoFactorRequired) throw new Error('Expected a session, got a two-factor challenge');
  return outcome;
}

async function failTimes(logIn: LogInUseCase, times: number, email: string, ipAddress = IP): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const error = await rejectionOf(logIn.execute({ email, password: 'wrong password', ipAddress }));
    expect(error.code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
  }
}

describe('LogInUseCase', () => {
  it('opens a 30-day session and returns the public user and the cookie secret', async () => {
    const { kit, logIn } = setUp();
    const user = await kit.givenUser(aUser().verified().withEmail('ann@example.com'));

    const result = signedIn(await logIn.execute(attempt(' Ann@Example.com ', TEST_PASSWORD)));

    expect(result.user).toEqual({
      id: user.id,
      email: 'ann@example.com',
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
      isVerified: true,
      emailNewsletter: true,
      emailProductUpdates: true,
      emailPromotions: false,
      role: 'customer',
      createdAt: user.createdAt,
    });
    expect(result.user).not.toHaveProperty('passwordHash');
    const now = kit.clock.now();
    expect(result.session).toEqual({
      id: kit.tokens.hashToken(result.sessionToken),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
      authentication: 'password',
    });
    expect(result.session.id).not.toBe(result.sessionToken);
    expect(await kit.sessions.findById(result.session.id)).toEqual(result.session);
  });

  it('gives an unknown email and a wrong password the same error, each after a password check', async () => {
    const { kit, logIn } = setUp();
    await kit.givenUser(aUser().verified().withEmail('ann@example.com'));
    const verify = jest.spyOn(kit.hasher, 'verify');

    const wrongPassword = await rejectionOf(logIn.execute(attempt('ann@example.com', 'not the password')));
    const unknownEmail = await rejectionOf(logIn.execute(attempt('nobody@example.com', TEST_PASSWORD)));

    expect(wrongPassword).toMatchObject(INVALID_CREDENTIALS);
    expect(unknownEmail).toMatchObject(INVALID_CREDENTIALS);
    expect(unknownEmail.details).toEqual(wrongPassword.details);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('hashes the dummy password for unknown emails once and reuses it', async () => {
    const { kit, logIn } = setUp();
    const hash = jest.spyOn(kit.hasher, 'hash');
    const verify = jest.spyOn(kit.hasher, 'verify');

    await rejectionOf(logIn.execute(attempt('nobody@example.com', 'some password')));
    await rejectionOf(logIn.execute(attempt('nobody-else@example.com', 'some password')));

    expect(hash).toHaveBeenCalledTimes(1);
    const dummyHash = await hash.mock.results[0]!.value;
    expect(verify.mock.calls).toEqual([
      [dummyHash, 'some password'],
      [dummyHash, 'some password'],
    ]);
  });

  it('tells an unverified user with the right password to verify, and sends a fresh link', async () => {
    const { kit, logIn } = setUp();
    const user = await kit.givenUser(aUser().unverified());

    const error = await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD)));

    expect(error).toMatchObject({
      kind: 'forbidden',
      code: 'ACCOUNTS.EMAIL_NOT_VERIFIED',
      message: 'Please verify your email before logging in.',
    });
    expect(kit.mailsOf('verify-email').map((mail) => mail.to)).toEqual([user.email]);
  });

  it('gives an unverified user with a wrong password the usual error and no email', async () => {
    const { kit, logIn } = setUp();
    const user = await kit.givenUser(aUser().unverified());

    expect(await rejectionOf(logIn.execute(attempt(user.email, 'wrong password')))).toMatchObject(INVALID_CREDENTIALS);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('rate-limits the fresh verification links of repeated unverified logins', async () => {
    const { kit, logIn } = setUp();
    const user = await kit.givenUser(aUser().unverified());

    for (let i = 0; i < 5; i += 1) {
      expect((await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD)))).code).toBe('ACCOUNTS.EMAIL_NOT_VERIFIED');
    }
    expect(kit.mailsOf('verify-email')).toHaveLength(3);
  });

  it('locks an account for 15 minutes after 10 failures, even for the right password, with Retry-After', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    await failTimes(logIn, 10, user.email);

    const locked = await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD)));
    expect(locked).toMatchObject({
      kind: 'rate_limited',
      code: 'HTTP.RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
      details: { retryAfterSeconds: 15 * 60 },
    });
    const fromOtherIp = await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD, { ipAddress: '198.51.100.1' })));
    expect(fromOtherIp.code).toBe('HTTP.RATE_LIMITED');

    kit.clock.advance(15 * MINUTE_MS - 1);
    expect((await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD)))).details.retryAfterSeconds).toBe(1);
    kit.clock.advance(1);
    await expect(logIn.execute(attempt(user.email, TEST_PASSWORD))).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('checks no password while locked', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    await failTimes(logIn, 10, user.email);
    const verify = jest.spyOn(kit.hasher, 'verify');

    await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD)));

    expect(verify).not.toHaveBeenCalled();
  });

  it('keeps the lock 15 minutes from the 10th failure, even when the first was earlier', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    await failTimes(logIn, 1, user.email);
    kit.clock.advance(14 * MINUTE_MS);
    await failTimes(logIn, 9, user.email);

    kit.clock.advance(5 * MINUTE_MS);
    const locked = await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD)));
    expect(locked.details.retryAfterSeconds).toBe(10 * 60);

    kit.clock.advance(10 * MINUTE_MS);
    await expect(logIn.execute(attempt(user.email, TEST_PASSWORD))).resolves.toBeDefined();
  });

  it('counts failures in a 15-minute window: 9, a pause, then 9 more do not lock', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    await failTimes(logIn, 9, user.email);
    kit.clock.advance(15 * MINUTE_MS);
    await failTimes(logIn, 9, user.email);

    await expect(logIn.execute(attempt(user.email, TEST_PASSWORD))).resolves.toBeDefined();
  });

  it('forgets earlier failures after a successful login', async () => {
    const { logIn, user } = await setUpWithVerifiedUser();
    await failTimes(logIn, 9, user.email);
    await logIn.execute(attempt(user.email, TEST_PASSWORD));
    await failTimes(logIn, 9, user.email);

    await expect(logIn.execute(attempt(user.email, TEST_PASSWORD))).resolves.toBeDefined();
  });

  it('writes nothing to the counters when a login succeeds with no failures on record', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    const writes = [jest.spyOn(kit.limiter, 'consume'), jest.spyOn(kit.limiter, 'reset')];

    await logIn.execute(attempt(user.email, TEST_PASSWORD));

    expect(writes.map((write) => write.mock.calls)).toEqual([[], []]);
  });

  it('locks an unknown email like a known one, so a lock reveals nothing', async () => {
    const { logIn } = setUp();
    await failTimes(logIn, 10, 'nobody@example.com');

    const error = await rejectionOf(logIn.execute(attempt('NOBODY@example.com', 'anything at all')));

    expect(error).toMatchObject({ kind: 'rate_limited', details: { retryAfterSeconds: 900 } });
  });

  it('blocks an IP after 50 failures across accounts, until its window ends, while other IPs go on', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    for (let i = 0; i < 50; i += 1) {
      await failTimes(logIn, 1, `victim${i % 7}@example.com`);
    }

    const blocked = await rejectionOf(logIn.execute(attempt(user.email, TEST_PASSWORD)));
    expect(blocked).toMatchObject({ code: 'HTTP.RATE_LIMITED', details: { retryAfterSeconds: 900 } });
    await expect(logIn.execute(attempt(user.email, TEST_PASSWORD, { ipAddress: '198.51.100.1' }))).resolves.toBeDefined();

    kit.clock.advance(15 * MINUTE_MS);
    await expect(logIn.execute(attempt(user.email, TEST_PASSWORD))).resolves.toBeDefined();
  });

  it('rehashes a password hashed with outdated parameters', async () => {
    const { kit, logIn } = setUp();
    const outdated = await kit.hasher.hashWithOutdatedParameters(TEST_PASSWORD);
    const user = aUser().verified().withPasswordHash(outdated).build();
    await kit.users.create(user);
    kit.clock.advance(MINUTE_MS);

    await logIn.execute(attempt(user.email, TEST_PASSWORD));

    const stored = (await kit.users.findById(user.id))!;
    expect(stored.passwordHash).not.toBe(outdated);
    expect(kit.hasher.needsRehash(stored.passwordHash)).toBe(false);
    expect(await kit.hasher.verify(stored.passwordHash, TEST_PASSWORD)).toBe(true);
    expect(stored.updatedAt).toEqual(kit.clock.now());
  });

  it('leaves a current hash alone', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    const update = jest.spyOn(kit.users, 'update');

    await logIn.execute(attempt(user.email, TEST_PASSWORD));

    expect(update).not.toHaveBeenCalled();
    expect((await kit.users.findById(user.id))!.passwordHash).toBe(user.passwordHash);
  });

  it("ends the previous session of the browser (rotation) and keeps the user's others", async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    const previous = await kit.givenSession(user.id);
    const otherDevice = await kit.givenSession(user.id);

    const result = signedIn(await logIn.execute(attempt(user.email, TEST_PASSWORD, { previousSessionToken: previous.sessionToken })));

    expect(await kit.sessions.findById(previous.session.id)).toBeNull();
    expect(await kit.sessions.findById(otherDevice.session.id)).not.toBeNull();
    expect(await kit.sessions.findById(result.session.id)).not.toBeNull();
    expect(result.sessionToken).not.toBe(previous.sessionToken);
  });

  it('opens no session on failure', async () => {
    const { kit, logIn, user } = await setUpWithVerifiedUser();
    const create = jest.spyOn(kit.sessions, 'create');

    await rejectionOf(logIn.execute(attempt(user.email, 'wrong password')));
    await rejectionOf(logIn.execute(attempt('nobody@example.com', TEST_PASSWORD)));

    expect(create).not.toHaveBeenCalled();
  });
});
