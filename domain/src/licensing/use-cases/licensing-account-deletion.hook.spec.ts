import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { aLicense, aUser } from '../../testing/builders';
import { LicensingAccountDeletionHook } from './licensing-account-deletion.hook';
import { StartTrialUseCase } from './start-trial.use-case';
import { createTeamServices } from '../../testing/team-test-kit';

function setUp() {
  const kit = createAccountTestKit();
  const hook = new LicensingAccountDeletionHook(kit.users, kit.licenses, kit.trialLedgerKeys, kit.clock, kit.licenseMembers, createTeamServices(kit).remover);
  const startTrial = new StartTrialUseCase(
    kit.users,
    kit.licenses,
    kit.trialLedgerKeys,
    kit.tokens,
    kit.clock,
    kit.jobs,
    kit.links,
    kit.limiter,
    () => false,
    kit.transaction,
  );
  /** Deletes the account with the hook first, registers the address again, and asks for a trial. */
  const trialAfterComingBack = async (email: string, hasHeldLicense: boolean) => {
    const builder = aUser().verified().withEmail(email);
    const leaving = await kit.givenUser(hasHeldLicense ? builder.thatHasHeldALicense() : builder);
    await hook.beforeAccountDeletion(leaving.id);
    await kit.users.delete(leaving.id);
    const back = await kit.givenUser(aUser().verified().withEmail(email));
    return startTrial.execute({ userId: back.id });
  };
  return { kit, hook, trialAfterComingBack };
}

describe('LicensingAccountDeletionHook', () => {
  it('keeps an address that held a licence (a paid one, or a trial from before the ledger) from a trial when it comes back', async () => {
    const { trialAfterComingBack } = setUp();

    expect((await rejectionOf(trialAfterComingBack('Ann.Lee+old@gmail.com', true))).code).toBe('LICENSING.TRIAL_NOT_AVAILABLE');
  });

  it('records nothing for an account that never held a licence, whose address may still have its trial', async () => {
    const { trialAfterComingBack } = setUp();

    await expect(trialAfterComingBack('bob@example.com', false)).resolves.toMatchObject({ plan: 'trial' });
  });

  it('does nothing for an account that is already gone', async () => {
    const { hook } = setUp();
    await expect(hook.beforeAccountDeletion('no-such-user')).resolves.toBeUndefined();
  });

  it("detaches the account's licences as it goes, keeping them as they are", async () => {
    const { kit, hook } = setUp();
    const user = await kit.givenUser(aUser().verified());
    const license = aLicense().ownedBy(user.id).build();
    const someoneElses = aLicense().ownedBy('someone-else').build();
    await kit.licenses.issueForSubscriptionOnce(license);
    await kit.licenses.issueForSubscriptionOnce(someoneElses);

    await hook.onAccountDeletion(user.id);

    expect(await kit.licenses.findById(license.id)).toEqual({ ...license, userId: null });
    expect(await kit.licenses.findById(someoneElses.id)).toEqual(someoneElses);
  });
});
