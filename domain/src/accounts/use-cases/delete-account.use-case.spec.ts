import { AccountDeletionHookPort } from '../account-deletion-hook.port';
import { createAccountTestKit, rejectionOf, type AccountTestKit } from '../../testing/account-test-kit';
import { aLicense, aSubscription, aUser } from '../../testing/builders';
import { AuthTokenIssuer } from './auth-token-issuer';
import { DeleteAccountUseCase } from './delete-account.use-case';

/** A hook that records what it saw of the store when it ran. */
class ObservingHook extends AccountDeletionHookPort {
  readonly observed: { userId: string; userStillThere: boolean; licensesStillAttached: number }[] = [];

  constructor(
    private readonly kit: AccountTestKit,
    private readonly log: string[],
    private readonly name: string,
  ) {
    super();
  }

  async beforeAccountDeletion(userId: string): Promise<void> {
    this.log.push(this.name);
    this.observed.push({
      userId,
      userStillThere: (await this.kit.users.findById(userId)) !== null,
      licensesStillAttached: (await this.kit.licenses.listForUser(userId)).length,
    });
  }

  async onAccountDeletion(): Promise<void> {
    this.log.push(`${this.name} lets go`);
  }
}

class FailingHook extends AccountDeletionHookPort {
  async beforeAccountDeletion(): Promise<void> {
    throw new Error('PayPal is down');
  }

  async onAccountDeletion(): Promise<void> {}
}

/** Stands in for licensing's and billing's hooks: once the deletion goes ahead, detaches their rows. */
class DetachingHook extends AccountDeletionHookPort {
  constructor(private readonly rows: { detachFromUser(userId: string): Promise<void> }) {
    super();
  }

  async beforeAccountDeletion(): Promise<void> {}

  async onAccountDeletion(userId: string): Promise<void> {
    await this.rows.detachFromUser(userId);
  }
}

async function setUp() {
  const kit = createAccountTestKit();
  const user = await kit.givenUser(aUser().verified().thatHasHeldALicense());
  const otherUser = await kit.givenUser(aUser().verified().thatHasHeldALicense());
  const subscription = aSubscription().ownedBy(user.id).build();
  await kit.subscriptions.create(subscription);
  const paid = aLicense().ownedBy(user.id).forSubscription(subscription.id).build();
  const trial = aLicense().ownedBy(user.id).trial().build();
  await kit.licenses.issueForSubscriptionOnce(paid);
  await kit.licenses.issueForSubscriptionOnce(trial);
  const otherLicense = aLicense().ownedBy(otherUser.id).build();
  await kit.licenses.issueForSubscriptionOnce(otherLicense);
  const issuer = new AuthTokenIssuer(kit.authTokens, kit.tokens, kit.clock);
  const reset = await issuer.issue(user.id, 'reset-password');
  const session = await kit.givenSession(user.id);
  const otherSession = await kit.givenSession(otherUser.id);

  const log: string[] = [];
  // Records each repository write in order, and still performs it.
  const spyLog = <T extends object, M extends jest.FunctionPropertyNames<Required<T>>>(name: string, object: T, method: M) => {
    const original = object[method] as (...args: unknown[]) => unknown;
    jest.spyOn(object, method).mockImplementation(((...args: unknown[]) => {
      log.push(name);
      return original.apply(object, args);
    }) as never);
  };
  spyLog('licenses.detachFromUser', kit.licenses, 'detachFromUser');
  spyLog('subscriptions.detachFromUser', kit.subscriptions, 'detachFromUser');
  spyLog('authTokens.deleteAllForUser', kit.authTokens, 'deleteAllForUser');
  spyLog('sessions.deleteAllForUser', kit.sessions, 'deleteAllForUser');
  spyLog('users.delete', kit.users, 'delete');

  return { kit, log, user, otherUser, subscription, paid, trial, otherLicense, reset, session, otherSession };
}

/** The use case with `hooks`, then the licensing and billing stand-ins. */
function deleteAccountWith(kit: AccountTestKit, hooks: AccountDeletionHookPort[]): DeleteAccountUseCase {
  const contexts = [new DetachingHook(kit.licenses), new DetachingHook(kit.subscriptions)];
  return new DeleteAccountUseCase(kit.users, kit.authTokens, kit.sessions, [...hooks, ...contexts]);
}

describe('DeleteAccountUseCase', () => {
  it('runs the hooks first, in order, while the account is whole', async () => {
    const { kit, log, user } = await setUp();
    const billing = new ObservingHook(kit, log, 'billing hook');
    const second = new ObservingHook(kit, log, 'second hook');

    await deleteAccountWith(kit, [billing, second]).execute({ userId: user.id });

    expect(log.slice(0, 2)).toEqual(['billing hook', 'second hook']);
    expect(billing.observed).toEqual([{ userId: user.id, userStillThere: true, licensesStillAttached: 2 }]);
  });

  it('lets each hook go of its rows only once every hook agreed, then removes tokens, sessions and the user', async () => {
    const { kit, log, user } = await setUp();
    const first = new ObservingHook(kit, log, 'first');
    const second = new ObservingHook(kit, log, 'second');

    await deleteAccountWith(kit, [first, second]).execute({ userId: user.id });

    expect(log).toEqual([
      'first',
      'second',
      'first lets go',
      'second lets go',
      'licenses.detachFromUser',
      'subscriptions.detachFromUser',
      'authTokens.deleteAllForUser',
      'sessions.deleteAllForUser',
      'users.delete',
    ]);
  });

  it('lets no hook go of anything when a later hook refuses', async () => {
    const { kit, log, user } = await setUp();

    await expect(deleteAccountWith(kit, [new ObservingHook(kit, log, 'first'), new FailingHook()]).execute({ userId: user.id })).rejects.toThrow(
      'PayPal is down',
    );

    expect(log).toEqual(['first']);
  });

  it('detaches licences and subscriptions, keeping their rows, then removes tokens, sessions and the user', async () => {
    const { kit, log, user, subscription, paid, trial, reset, session } = await setUp();

    await expect(deleteAccountWith(kit, []).execute({ userId: user.id })).resolves.toBeUndefined();

    expect(log).toEqual([
      'licenses.detachFromUser',
      'subscriptions.detachFromUser',
      'authTokens.deleteAllForUser',
      'sessions.deleteAllForUser',
      'users.delete',
    ]);
    expect(await kit.users.findById(user.id)).toBeNull();
    expect(await kit.licenses.findById(paid.id)).toEqual({ ...paid, userId: null });
    expect(await kit.licenses.findById(trial.id)).toEqual({ ...trial, userId: null });
    expect(await kit.subscriptions.findById(subscription.id)).toEqual({ ...subscription, userId: null });
    expect(await kit.sessions.findById(session.session.id)).toBeNull();
    expect(await kit.authTokens.findValid(kit.tokens.hashToken(reset.token), 'reset-password', kit.clock.now())).toBeNull();
  });

  it("leaves other users' data alone", async () => {
    const { kit, user, otherUser, otherLicense, otherSession } = await setUp();

    await deleteAccountWith(kit, []).execute({ userId: user.id });

    expect(await kit.users.findById(otherUser.id)).toEqual(otherUser);
    expect(await kit.licenses.findById(otherLicense.id)).toEqual(otherLicense);
    expect(await kit.sessions.findById(otherSession.session.id)).not.toBeNull();
  });

  it('deletes nothing when a hook fails, so the user can retry', async () => {
    const { kit, log, user, paid, session } = await setUp();

    await expect(deleteAccountWith(kit, [new FailingHook()]).execute({ userId: user.id })).rejects.toThrow('PayPal is down');

    expect(log).toEqual([]);
    expect(await kit.users.findById(user.id)).not.toBeNull();
    expect(await kit.licenses.findById(paid.id)).toEqual(paid);
    expect(await kit.sessions.findById(session.session.id)).not.toBeNull();
  });

  it('answers not_found for a user that is gone, running no hook', async () => {
    const { kit, log } = await setUp();
    const hook = new ObservingHook(kit, log, 'hook');

    const error = await rejectionOf(deleteAccountWith(kit, [hook]).execute({ userId: 'nobody' }));

    expect(error).toMatchObject({ kind: 'not_found', code: 'ACCOUNTS.USER_NOT_FOUND' });
    expect(log).toEqual([]);
  });
});
