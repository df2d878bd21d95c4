import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../shared/time';
import { createAccountTestKit } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';

async function setUp() {
  const kit = createAccountTestKit();
  const { authenticateSession: authenticate } = createAccountUseCases(kit);
  const user = await kit.givenUser(aUser().verified());
  const { sessionToken, session } = await kit.givenSession(user.id);
  return { kit, authenticate, user, sessionToken, session };
}

describe('AuthenticateSessionUseCase', () => {
  it('resolves a session cookie to its public user and session', async () => {
    const { authenticate, user, sessionToken, session } = await setUp();

    const result = await authenticate.execute({ sessionToken });

    expect(result).toEqual({ user: expect.objectContaining({ id: user.id, email: user.email }), session });
    expect(result!.user).not.toHaveProperty('passwordHash');
    expect(result!.user).not.toHaveProperty('hasHeldLicense');
  });

  it('knows no unknown or empty cookie, nor the stored hash used as a cookie', async () => {
    const { authenticate, session } = await setUp();

    expect(await authenticate.execute({ sessionToken: 'no-such-session' })).toBeNull();
    expect(await authenticate.execute({ sessionToken: '' })).toBeNull();
    expect(await authenticate.execute({ sessionToken: session.id })).toBeNull();
  });

  it('ends a session unused for 7 days, and deletes it', async () => {
    const { kit, authenticate, sessionToken, session } = await setUp();
    kit.clock.advance(7 * DAY_MS - 1);
    expect(await authenticate.execute({ sessionToken })).not.toBeNull();
    // That use counted as activity: the 7 days start again from it.

    kit.clock.advance(7 * DAY_MS);

    expect(await authenticate.execute({ sessionToken })).toBeNull();
    expect(await kit.sessions.findById(session.id)).toBeNull();
  });

  it('ends a session 30 days after login however active, and deletes it', async () => {
    const { kit, authenticate, sessionToken, session } = await setUp();
    for (let day = 6; day < 30; day += 6) {
      kit.clock.set(new Date(session.createdAt.getTime() + day * DAY_MS));
      expect(await authenticate.execute({ sessionToken })).not.toBeNull();
    }
    kit.clock.set(new Date(session.expiresAt.getTime() - 1));
    expect(await authenticate.execute({ sessionToken })).not.toBeNull();

    kit.clock.set(session.expiresAt);

    expect(await authenticate.execute({ sessionToken })).toBeNull();
    expect(await kit.sessions.findById(session.id)).toBeNull();
  });

  it('records activity at most once a minute', async () => {
    const { kit, authenticate, sessionToken, session } = await setUp();
    const touch = jest.spyOn(kit.sessions, 'touch');

    kit.clock.advance(59 * SECOND_MS);
    const early = await authenticate.execute({ sessionToken });
    expect(touch).not.toHaveBeenCalled();
    expect(early!.session.lastSeenAt).toEqual(session.lastSeenAt);

    kit.clock.advance(SECOND_MS);
    const later = await authenticate.execute({ sessionToken });
    expect(touch).toHaveBeenCalledTimes(1);
    expect(touch).toHaveBeenCalledWith(session.id, kit.clock.now());
    expect(later!.session.lastSeenAt).toEqual(kit.clock.now());
    expect((await kit.sessions.findById(session.id))!.lastSeenAt).toEqual(kit.clock.now());

    kit.clock.advance(30 * SECOND_MS);
    await authenticate.execute({ sessionToken });
    expect(touch).toHaveBeenCalledTimes(1);
  });

  it('keeps an active session alive past 7 days from login', async () => {
    const { kit, authenticate, sessionToken } = await setUp();
    kit.clock.advance(5 * DAY_MS);
    await authenticate.execute({ sessionToken });
    kit.clock.advance(5 * DAY_MS);

    expect(await authenticate.execute({ sessionToken })).not.toBeNull();
    kit.clock.advance(MINUTE_MS);
    expect(await authenticate.execute({ sessionToken })).not.toBeNull();
  });

  it('knows no session once its user is gone', async () => {
    const { kit, authenticate, user, sessionToken } = await setUp();
    await kit.users.delete(user.id);

    expect(await authenticate.execute({ sessionToken })).toBeNull();
  });

  it('reads the session and its user in one repository call', async () => {
    const { kit, authenticate, sessionToken } = await setUp();
    const findUser = jest.spyOn(kit.users, 'findById');
    const findSession = jest.spyOn(kit.sessions, 'findById');

    expect(await authenticate.execute({ sessionToken })).not.toBeNull();
    expect({ findUser: findUser.mock.calls.length, findSession: findSession.mock.calls.length }).toEqual({ findUser: 0, findSession: 0 });
  });
});
