import type { BillingProfile } from '../billing-profile';
import { BILLING_ERROR_CODES } from './billing-errors';
import { GetBillingProfileUseCase } from './get-billing-profile.use-case';
import { SaveBillingProfileUseCase } from './save-billing-profile.use-case';
import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { aBillingProfile, aUser } from '../../testing/builders';

/** As typed: padded, a blank line, the country in lower case, the VAT number spaced. */
const COMPANY: BillingProfile = aBillingProfile({
  legalName: ' Karoo Survey Services (Pty) Ltd ',
  addressLine2: ' ',
  country: 'za',
  vatNumber: '4123 456 789',
});

async function givenKit() {
  const kit = createAccountTestKit();
  const user = await kit.givenUser(aUser());
  return {
    kit,
    user,
    get: new GetBillingProfileUseCase(kit.billingProfiles),
    save: new SaveBillingProfileUseCase(kit.billingProfiles, kit.clock),
  };
}

describe('billing profile use cases', () => {
  it('a user without a saved profile reads null', async () => {
    const { user, get } = await givenKit();

    expect(await get.execute({ userId: user.id })).toBeNull();
  });

  it('saves the profile normalised, stamped with the clock, and reads it back', async () => {
    const { kit, user, get, save } = await givenKit();
    const stored = aBillingProfile({ addressLine2: null });

    expect(await save.execute({ userId: user.id, profile: COMPANY })).toEqual(stored);

    expect(await get.execute({ userId: user.id })).toEqual(stored);
    expect(await kit.billingProfiles.findForUser(user.id)).toEqual({ profile: stored, updatedAt: kit.clock.now() });
  });

  it('a later save replaces the profile; another user keeps their own', async () => {
    const { kit, user, get, save } = await givenKit();
    const other = await kit.givenUser(aUser());
    await save.execute({ userId: user.id, profile: COMPANY });
    await save.execute({ userId: other.id, profile: { ...COMPANY, legalName: 'Other Ltd' } });

    await save.execute({ userId: user.id, profile: { ...COMPANY, kind: 'person', legalName: 'Thandi Mokoena', vatNumber: null } });

    expect(await get.execute({ userId: user.id })).toMatchObject({ kind: 'person', legalName: 'Thandi Mokoena', vatNumber: null });
    expect(await get.execute({ userId: other.id })).toMatchObject({ legalName: 'Other Ltd' });
  });

  it('refuses a South African VAT number not of SARS form and a missing name, field by field, storing nothing', async () => {
    const { user, get, save } = await givenKit();

    const error = await rejectionOf(save.execute({ userId: user.id, profile: { ...COMPANY, legalName: '  ', vatNumber: '123456789' } }));

    expect(error).toMatchObject({
      kind: 'invalid',
      code: BILLING_ERROR_CODES.profileInvalid,
      details: {
        errors: [
          { field: 'legalName', message: 'Legal name is required.' },
          { field: 'vatNumber', message: 'A South African VAT number is 10 digits starting with 4.' },
        ],
      },
    });
    expect(await get.execute({ userId: user.id })).toBeNull();
  });

  it('takes a VAT number abroad as free text', async () => {
    const { user, save } = await givenKit();

    expect(await save.execute({ userId: user.id, profile: { ...COMPANY, country: 'DE', vatNumber: 'de 123 456 789' } })).toMatchObject({
      vatNumber: 'DE123456789',
    });
  });

  it('deleting the account deletes its profile', async () => {
    const { kit, user, get, save } = await givenKit();
    await save.execute({ userId: user.id, profile: COMPANY });

    await kit.users.delete(user.id);

    expect(await get.execute({ userId: user.id })).toBeNull();
  });
});
