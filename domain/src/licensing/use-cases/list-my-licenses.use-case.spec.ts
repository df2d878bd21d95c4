import { MINUTE_MS } from '../../shared/time';
import { createAccountTestKit } from '../../testing/account-test-kit';
import { aLicense, aUser } from '../../testing/builders';
import { ListMyLicensesUseCase } from './list-my-licenses.use-case';

describe('ListMyLicensesUseCase', () => {
  it('lists only the caller’s licences, newest first, without the owner id', async () => {
    const kit = createAccountTestKit();
    const listMyLicenses = new ListMyLicensesUseCase(kit.licenses);
    const user = await kit.givenUser(aUser().verified());
    const other = await kit.givenUser(aUser().verified());
    const base = kit.clock.now().getTime();
    const trial = aLicense().trial().ownedBy(user.id).createdAt(new Date(base)).build();
    const paid = aLicense().ownedBy(user.id).withPlan('professional').createdAt(new Date(base + MINUTE_MS)).build();
    await kit.licenses.issueTrialOnce(trial, 'ledger-key');
    await kit.licenses.issueForSubscriptionOnce(paid);
    await kit.licenses.issueForSubscriptionOnce(aLicense().ownedBy(other.id).build());

    const licenses = await listMyLicenses.execute({ userId: user.id });

    expect(licenses.map((license) => license.id)).toEqual([paid.id, trial.id]);
    const { userId: _owner, ...publicPaid } = paid;
    expect(licenses[0]).toEqual(publicPaid);
    expect(licenses.some((license) => 'userId' in license)).toBe(false);
  });

  it('is an empty list for a user without licences', async () => {
    const kit = createAccountTestKit();
    const user = await kit.givenUser(aUser().verified());

    expect(await new ListMyLicensesUseCase(kit.licenses).execute({ userId: user.id })).toEqual([]);
  });
});
