import { beforeEach, describe, expect, it } from '@jest/globals';
import { createInMemoryRepositories } from '@pointforge/domain/testing';
import type { SessionInvalidation } from '../session-cache/session-cache';
import { aFingerprint, aMachine, aMember, anInvitation, givenPaidLicense, givenUser, T0 } from '../testing/repository-fixtures';
import { withDesktopCheckInvalidation } from './desktop-check-invalidation';

describe('the repositories behind the kept desktop checks', () => {
  let invalidated: Array<SessionInvalidation & { once?: true }>;
  /** Callbacks waiting for "the commit", which the test runs by hand. */
  let waitingForCommit: Array<() => Promise<void> | void>;
  let repositories: ReturnType<typeof createInMemoryRepositories>;

  beforeEach(() => {
    invalidated = [];
    waitingForCommit = [];
    repositories = withDesktopCheckInvalidation(createInMemoryRepositories(), {
      invalidate: (change) => void invalidated.push(change),
      invalidateOnce: (change) => void invalidated.push({ ...change, once: true }),
      afterCommit: (callback) => void waitingForCommit.push(callback),
    });
  });

  function commit(): typeof invalidated {
    for (const callback of waitingForCommit.splice(0)) void callback();
    return invalidated.splice(0);
  }

  async function activatedMachine() {
    const owner = await givenUser(repositories);
    const license = await givenPaidLicense(repositories, owner.id);
    const machine = aMachine(license.id, aFingerprint(), { userId: owner.id });
    await repositories.machines.activate({ machine, devicesPerPerson: 2, trialFingerprintKeys: null });
    commit();
    return { owner, license, machine };
  }

  it('move on the licence’s version after each committed write of the licence, its machines or its people, and the owner’s on detaching', async () => {
    const { owner, license, machine } = await activatedMachine();
    const licenseChanged = { kind: 'license', id: license.id };

    await repositories.licenses.update({ ...license, seats: 2 });
    await repositories.licenses.changeExpiry(license.id, license.expiryDate, T0);
    await repositories.licenses.changeKey(license.id, license.licenseKey, 'PF-BBBBB-BBBBB-BBBBB-BBBBB-BBBBB');
    await repositories.licenses.setSuspension(license.id, T0);
    await repositories.licenses.transferToSubscription(license.id, license.subscriptionId!, 'another subscription');
    await repositories.machines.recordFileIssued(machine, { issuedAt: T0, offlineUntil: T0, issuedOffline: false, deactivationCodeHash: null });
    await repositories.machines.activate({ machine: aMachine(license.id), devicesPerPerson: 2, trialFingerprintKeys: null });
    await repositories.machines.deactivate(license.id, machine.fingerprint);
    expect(invalidated).toEqual([]);
    // A desktop call's own writes (a file issued, an activation) are tried once: a check never waits out a Redis outage.
    const byACheck = { ...licenseChanged, once: true };
    expect(commit()).toEqual([...Array.from({ length: 5 }, () => licenseChanged), byACheck, byACheck, licenseChanged]);

    await repositories.licenses.detachFromUser(owner.id);
    expect(commit()).toEqual([{ kind: 'user', id: owner.id }]);
  });

  it('move on the licence’s version when a release, an offline deactivation or a member’s removal frees a computer', async () => {
    const { owner, license, machine } = await activatedMachine();
    const member = await givenUser(repositories);
    const invitation = anInvitation(license.id, member.email);
    await repositories.licenseInvitations.invite(invitation, 5);
    const joined = aMember(license.id, member.id);
    await repositories.licenseInvitations.accept(invitation.id, joined, 5);
    const [coded, theirs] = [aMachine(license.id, aFingerprint(), { userId: owner.id }), aMachine(license.id, aFingerprint(), { userId: member.id })];
    for (const activated of [coded, theirs]) await repositories.machines.activate({ machine: activated, devicesPerPerson: 2, trialFingerprintKeys: null });
    await repositories.machines.recordFileIssued(coded, { issuedAt: T0, offlineUntil: T0, issuedOffline: true, deactivationCodeHash: 'a'.repeat(64) });
    commit();

    await repositories.machines.release(license.id, machine.id);
    await repositories.machines.releaseByDeactivationCode(license.id, 'a'.repeat(64));
    await repositories.licenseMembers.remove(license.id, joined.id);

    expect(commit()).toEqual(Array.from({ length: 3 }, () => ({ kind: 'license', id: license.id })));
  });

  it('move on nothing for reads, new licences, and releases that found nothing to release', async () => {
    const { owner, license, machine } = await activatedMachine();

    await repositories.licenses.findForDesktopCheck({ licenseKey: license.licenseKey }, machine.fingerprint);
    await repositories.licenses.listForUser(owner.id);
    await repositories.machines.listForLicenses([license.id]);
    await givenPaidLicense(repositories, owner.id);
    await repositories.machines.release(license.id, 'no such machine');
    await repositories.machines.deactivate(license.id, aFingerprint());
    await repositories.licenseMembers.remove(license.id, 'no such member');
    await repositories.licenses.deactivateExpired(T0);

    expect(commit()).toEqual([]);
  });
});
