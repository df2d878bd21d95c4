import { toPublicUser } from '../user.entity';
import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { aUser } from '../../testing/builders';
import { GetCurrentUserUseCase } from './get-current-user.use-case';

describe('GetCurrentUserUseCase', () => {
  it('returns the user without password hash or internal flags', async () => {
    const kit = createAccountTestKit();
    const getCurrentUser = new GetCurrentUserUseCase(kit.users);
    const user = await kit.givenUser(aUser().verified().thatHasHeldALicense());

    const result = await getCurrentUser.execute({ userId: user.id });

    expect(result).toEqual(toPublicUser(user));
    expect(Object.keys(result)).not.toEqual(expect.arrayContaining(['passwordHash']));
    expect(result).not.toHaveProperty('hasHeldLicense');
    expect(result).not.toHaveProperty('updatedAt');
  });

  it('answers not_found for a user that is gone', async () => {
    const kit = createAccountTestKit();
    const getCurrentUser = new GetCurrentUserUseCase(kit.users);

    expect(await rejectionOf(getCurrentUser.execute({ userId: 'nobody' }))).toMatchObject({
      kind: 'not_found',
      code: 'ACCOUNTS.USER_NOT_FOUND',
    });
  });
});
