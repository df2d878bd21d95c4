import { createAccountTestKit } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';

describe('LogOutUseCase', () => {
  it('ends the session behind the cookie and no other', async () => {
    const kit = createAccountTestKit();
    const { logOut } = createAccountUseCases(kit);
    const user = await kit.givenUser(aUser().verified());
    const mine = await kit.givenSession(user.id);
    const otherDevice = await kit.givenSession(user.id);

    await expect(logOut.execute({ sessionToken: mine.sessionToken })).resolves.toBeUndefined();

    expect(await kit.sessions.findById(mine.session.id)).toBeNull();
    expect(await kit.sessions.findById(otherDevice.session.id)).not.toBeNull();
  });

  it('is not an error without a session, twice, or with an unknown cookie', async () => {
    const kit = createAccountTestKit();
    const { logOut } = createAccountUseCases(kit);
    const user = await kit.givenUser(aUser().verified());
    const mine = await kit.givenSession(user.id);

    await logOut.execute({ sessionToken: mine.sessionToken });
    await expect(logOut.execute({ sessionToken: mine.sessionToken })).resolves.toBeUndefined();
    await expect(logOut.execute({ sessionToken: '' })).resolves.toBeUndefined();
    await expect(logOut.execute({ sessionToken: 'unknown' })).resolves.toBeUndefined();
  });
});
