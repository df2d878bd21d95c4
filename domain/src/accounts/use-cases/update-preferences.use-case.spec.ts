import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';

describe('UpdatePreferencesUseCase', () => {
  it('sets the three preferences and returns the public user', async () => {
    const kit = createAccountTestKit();
    const { updatePreferences } = createAccountUseCases(kit);
    const user = await kit.givenUser(aUser().verified());

    const result = await updatePreferences.execute({
      userId: user.id,
      emailNewsletter: false,
      emailProductUpdates: false,
      emailPromotions: true,
    });

    const expected = { emailNewsletter: false, emailProductUpdates: false, emailPromotions: true };
    expect(result).toMatchObject({ id: user.id, ...expected });
    expect(result).not.toHaveProperty('passwordHash');
    expect(await kit.users.findById(user.id)).toEqual({ ...user, ...expected, updatedAt: kit.clock.now() });
  });

  it('answers not_found for a user that is gone', async () => {
    const kit = createAccountTestKit();
    const { updatePreferences } = createAccountUseCases(kit);

    const error = await rejectionOf(updatePreferences.execute({ userId: 'nobody', emailNewsletter: true, emailProductUpdates: true, emailPromotions: true }));

    expect(error).toMatchObject({ kind: 'not_found', code: 'ACCOUNTS.USER_NOT_FOUND' });
  });
});
