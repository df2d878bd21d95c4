import { MINUTE_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';

async function setUp() {
  const kit = createAccountTestKit();
  const { updateProfile } = createAccountUseCases(kit);
  const user = await kit.givenUser(aUser().verified().withName('Ann', 'Surveyor').withCompany('Acme'));
  kit.clock.advance(MINUTE_MS);
  return { kit, updateProfile, user };
}

describe('UpdateProfileUseCase', () => {
  it('trims the given fields, stores them and returns the public user', async () => {
    const { kit, updateProfile, user } = await setUp();

    const result = await updateProfile.execute({ userId: user.id, firstName: '  Anna ', lastName: 'Smith\n', company: ' Geo Ltd ' });

    expect(result).toMatchObject({ id: user.id, firstName: 'Anna', lastName: 'Smith', company: 'Geo Ltd' });
    expect(result).not.toHaveProperty('passwordHash');
    expect(await kit.users.findById(user.id)).toMatchObject({
      firstName: 'Anna',
      lastName: 'Smith',
      company: 'Geo Ltd',
      updatedAt: kit.clock.now(),
    });
  });

  it('changes only the fields given', async () => {
    const { kit, updateProfile, user } = await setUp();

    await updateProfile.execute({ userId: user.id, company: 'Geo Ltd' });

    expect(await kit.users.findById(user.id)).toMatchObject({
      firstName: 'Ann',
      lastName: 'Surveyor',
      company: 'Geo Ltd',
      email: user.email,
      passwordHash: user.passwordHash,
      isVerified: true,
    });
  });

  it('clears a field given empty, blank or null', async () => {
    const { kit, updateProfile, user } = await setUp();

    const result = await updateProfile.execute({ userId: user.id, firstName: '', lastName: '   ', company: null });

    expect(result).toMatchObject({ firstName: null, lastName: null, company: null });
    expect(await kit.users.findById(user.id)).toMatchObject({ firstName: null, lastName: null, company: null });
  });

  it('refuses a field over its maximum length after trimming, naming each, and changes nothing', async () => {
    const { kit, updateProfile, user } = await setUp();

    const error = await rejectionOf(
      updateProfile.execute({ userId: user.id, firstName: ` ${'a'.repeat(50)} `, lastName: 'b'.repeat(51), company: 'c'.repeat(151) }),
    );

    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.PROFILE_INVALID' });
    expect(error.details.errors).toEqual([
      { field: 'lastName', message: 'Last name must be at most 50 characters.' },
      { field: 'company', message: 'Company must be at most 150 characters.' },
    ]);
    expect(await kit.users.findById(user.id)).toEqual(user);
  });

  it('answers not_found for a user that is gone', async () => {
    const { updateProfile } = await setUp();

    const error = await rejectionOf(updateProfile.execute({ userId: 'no-such-user', firstName: 'Ann' }));

    expect(error).toMatchObject({ kind: 'not_found', code: 'ACCOUNTS.USER_NOT_FOUND', message: 'Account not found.' });
  });
});
