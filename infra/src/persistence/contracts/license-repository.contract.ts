import { describe, expect, it } from '@jest/globals';
import type { License } from '@pointforge/domain';
import { aLicense, aUser } from '@pointforge/domain/testing';
import {
  aLedgerKey,
  aMachine,
  aSubscriptionLicense,
  aTrialLicense,
  concurrently,
  deferred,
  givenPaidLicense,
  givenSubscription,
  givenUser,
  later,
  T0,
  type RepositoriesSetup,
} from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

export function describeLicenseRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`LicenseRepositoryPort: ${name}`, setup, (given) => {
    const givenLicense = (ownerId: string | null = given.user.id): Promise<License> => givenPaidLicense(given.repositories, ownerId);

    async function hasHeldLicense(userId: string): Promise<boolean | undefined> {
      return (await given.repositories.users.findById(userId))?.hasHeldLicense;
    }

    describe('issueTrialOnce', () => {
      it('stores the first licence of a user, every field unchanged, and marks the user', async () => {
        const trial = { ...aTrialLicense(given.user.id), expiryDate: later(T0, 7 * 86_400_000), createdAt: T0 };

        expect(await given.repositories.licenses.issueTrialOnce(trial, aLedgerKey())).toBe(true);
        expect(await given.repositories.licenses.findById(trial.id)).toEqual(trial);
        expect(await hasHeldLicense(given.user.id)).toBe(true);
      });

      it('refuses a second trial', async () => {
        const first = aTrialLicense(given.user.id);
        await given.repositories.licenses.issueTrialOnce(first, aLedgerKey());
        const second = aTrialLicense(given.user.id);

        expect(await given.repositories.licenses.issueTrialOnce(second, aLedgerKey())).toBe(false);
        expect(await given.repositories.licenses.findById(second.id)).toBeNull();
        expect(await given.repositories.licenses.listForUser(given.user.id)).toEqual([first]);
      });

      it('issues exactly one of 20 concurrent trials for one user', async () => {
        const candidates = Array.from({ length: 20 }, () => aTrialLicense(given.user.id));

        const outcomes = await concurrently(20, (i) => given.repositories.licenses.issueTrialOnce(candidates[i], aLedgerKey()));

        expect(outcomes.filter(Boolean)).toHaveLength(1);
        const winner = candidates[outcomes.indexOf(true)];
        expect(await given.repositories.licenses.listForUser(given.user.id)).toEqual([winner]);
      });

      it('refuses a user who holds a paid licence', async () => {
        await givenLicense();
        const trial = aTrialLicense(given.user.id);

        expect(await given.repositories.licenses.issueTrialOnce(trial, aLedgerKey())).toBe(false);
        expect(await given.repositories.licenses.findById(trial.id)).toBeNull();
      });

      it('refuses a user who held a licence before', async () => {
        const veteran = await givenUser(given.repositories, aUser().thatHasHeldALicense().build());
        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(veteran.id), aLedgerKey())).toBe(false);
      });

      it('stays refused after the user is saved from a copy read before the trial', async () => {
        const staleCopy = (await given.repositories.users.findById(given.user.id))!;
        await given.repositories.licenses.issueTrialOnce(aTrialLicense(given.user.id), aLedgerKey());
        await given.repositories.users.update({ ...staleCopy, firstName: 'Renamed' });

        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(given.user.id), aLedgerKey())).toBe(false);
      });

      it('refuses an unknown user and stores nothing', async () => {
        const trial = aTrialLicense('no-such-user');
        expect(await given.repositories.licenses.issueTrialOnce(trial, aLedgerKey())).toBe(false);
        expect(await given.repositories.licenses.findById(trial.id)).toBeNull();
      });

      it('gives different users a trial each (several licences without subscription)', async () => {
        const other = await givenUser(given.repositories);
        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(given.user.id), aLedgerKey())).toBe(true);
        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(other.id), aLedgerKey())).toBe(true);
      });
    });

    describe('issueTrialOnce and the trial ledger', () => {
      it('refuses a ledger key that had a trial, even once that user is deleted, and marks nobody', async () => {
        const ledgerKey = aLedgerKey();
        await given.repositories.licenses.issueTrialOnce(aTrialLicense(given.user.id), ledgerKey);
        await given.repositories.users.delete(given.user.id);
        const again = await givenUser(given.repositories);
        const trial = aTrialLicense(again.id);

        expect(await given.repositories.licenses.issueTrialOnce(trial, ledgerKey)).toBe(false);
        expect(await given.repositories.licenses.findById(trial.id)).toBeNull();
        expect(await hasHeldLicense(again.id)).toBe(false);
        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(again.id), aLedgerKey())).toBe(true);
      });

      it('issues exactly one of 20 concurrent trials for 20 users sharing one ledger key', async () => {
        const ledgerKey = aLedgerKey();
        const users = await concurrently(20, () => givenUser(given.repositories));
        const candidates = users.map((owner) => aTrialLicense(owner.id));

        const outcomes = await concurrently(20, (i) => given.repositories.licenses.issueTrialOnce(candidates[i], ledgerKey));

        expect(outcomes.filter(Boolean)).toHaveLength(1);
        const winner = outcomes.indexOf(true);
        for (const [i, owner] of users.entries()) {
          expect(await given.repositories.licenses.listForUser(owner.id)).toEqual(i === winner ? [candidates[i]] : []);
          expect(await hasHeldLicense(owner.id)).toBe(i === winner);
        }
      });

      it('refuses a trial under a key recordInTrialLedger wrote, which may be written again', async () => {
        const ledgerKey = aLedgerKey();
        await given.repositories.licenses.recordInTrialLedger(ledgerKey, T0);
        await given.repositories.licenses.recordInTrialLedger(ledgerKey, later(T0, 1_000));

        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(given.user.id), ledgerKey)).toBe(false);
        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(given.user.id), aLedgerKey())).toBe(true);
        await given.repositories.licenses.recordInTrialLedger(ledgerKey, later(T0, 2_000));
      });

      it('leaves the ledger alone when a user who held a licence is refused', async () => {
        const ledgerKey = aLedgerKey();
        await givenLicense();
        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(given.user.id), ledgerKey)).toBe(false);

        const newcomer = await givenUser(given.repositories);
        expect(await given.repositories.licenses.issueTrialOnce(aTrialLicense(newcomer.id), ledgerKey)).toBe(true);
      });
    });

    describe('issueForSubscriptionOnce', () => {
      it('stores and returns the licence, every field unchanged, and marks the user', async () => {
        const subscription = await givenSubscription(given.repositories, given.user.id);
        const license = { ...aSubscriptionLicense(subscription), expiryDate: later(T0, 86_400_000), createdAt: T0 };

        expect(await given.repositories.licenses.issueForSubscriptionOnce(license)).toEqual(license);
        expect(await given.repositories.licenses.findBySubscriptionId(subscription.id)).toEqual(license);
        expect(await hasHeldLicense(given.user.id)).toBe(true);
      });

      it('returns the existing licence on a repeat and stores nothing new', async () => {
        const subscription = await givenSubscription(given.repositories, given.user.id);
        const first = aSubscriptionLicense(subscription);
        await given.repositories.licenses.issueForSubscriptionOnce(first);
        const repeat = aSubscriptionLicense(subscription);

        expect(await given.repositories.licenses.issueForSubscriptionOnce(repeat)).toEqual(first);
        expect(await given.repositories.licenses.findById(repeat.id)).toBeNull();
      });

      it('stores one licence for 20 concurrent calls, and every call returns it', async () => {
        const subscription = await givenSubscription(given.repositories, given.user.id);
        const candidates = Array.from({ length: 20 }, () => aSubscriptionLicense(subscription));

        const returned = await concurrently(20, (i) => given.repositories.licenses.issueForSubscriptionOnce(candidates[i]));

        const stored = await given.repositories.licenses.listForUser(given.user.id);
        expect(stored).toHaveLength(1);
        for (const license of returned) expect(license).toEqual(stored[0]);
      });

      // The licence's foreign key reads the subscription row; the transaction then writing that
      // row must not trade locks with a single statement changing it meanwhile (a deadlock on MariaDB).
      it('lets a change to the subscription wait, not fail, while a transaction issues its licence and then updates it', async () => {
        const subscription = await givenSubscription(given.repositories, given.user.id, { status: 'pending', approvedAt: null });
        const licenseIssued = deferred();
        const updateNow = deferred();
        const activation = given.repositories.transaction.run(async () => {
          await given.repositories.licenses.issueForSubscriptionOnce(aSubscriptionLicense(subscription));
          licenseIssued.resolve();
          await updateNow.promise;
          await given.repositories.subscriptions.update({ ...subscription, status: 'active' });
        });
        await licenseIssued.promise;

        const approval = given.repositories.subscriptions.recordApproval(subscription.id, T0);
        await new Promise((resolve) => setTimeout(resolve, 200));
        updateNow.resolve();

        await activation;
        // A database waits for the commit and then finds the row active; the in-memory fakes hold no locks and stamp at once.
        const stamped = await approval;
        expect(await given.repositories.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active', approvedAt: stamped ? T0 : null });
      });

      it('issues licences for different subscriptions of one user', async () => {
        await givenLicense();
        await givenLicense();
        expect(await given.repositories.licenses.listForUser(given.user.id)).toHaveLength(2);
      });
    });

    it('finds a licence by its exact key', async () => {
      const license = await givenLicense();
      await givenLicense();
      expect(await given.repositories.licenses.findByLicenseKey(license.licenseKey)).toEqual(license);
      expect(await given.repositories.licenses.findByLicenseKey('PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA')).toBeNull();
    });

    describe('findForDesktopCheck', () => {
      const activate = (machine: ReturnType<typeof aMachine>) =>
        given.repositories.machines.activate({ machine, devicesPerPerson: 5, trialFingerprintKeys: null });

      it("reads the licence by key or id with the fingerprint's activation, the seat count and the owner's names", async () => {
        const owner = await givenUser(given.repositories, aUser().build());
        const license = await givenLicense(owner.id);
        const machine = aMachine(license.id);
        await activate(machine);
        await activate(aMachine(license.id));
        await activate(aMachine((await givenLicense()).id));
        const names = { company: owner.company, firstName: owner.firstName, lastName: owner.lastName };

        const byKey = await given.repositories.licenses.findForDesktopCheck({ licenseKey: license.licenseKey }, machine.fingerprint);
        const byId = await given.repositories.licenses.findForDesktopCheck({ licenseId: license.id }, machine.fingerprint);

        expect(byKey).toEqual({ license, machine, seatsUsed: 2, owner: expect.objectContaining(names) });
        expect(byId).toEqual(byKey);
      });

      it('reads no machine for an unknown or missing fingerprint, no owner for an ownerless licence, nothing for an unknown key', async () => {
        const license = await givenLicense(null);
        await activate(aMachine(license.id));

        expect(await given.repositories.licenses.findForDesktopCheck({ licenseKey: license.licenseKey }, aMachine(license.id).fingerprint)).toEqual({
          license,
          machine: null,
          seatsUsed: 1,
          owner: null,
        });
        expect(await given.repositories.licenses.findForDesktopCheck({ licenseId: license.id }, undefined)).toMatchObject({ machine: null, seatsUsed: 1 });
        expect(await given.repositories.licenses.findForDesktopCheck({ licenseKey: 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA' }, undefined)).toBeNull();
      });
    });

    it('answers null for an unknown id or subscription', async () => {
      await givenLicense();
      expect(await given.repositories.licenses.findById('no-such-license')).toBeNull();
      expect(await given.repositories.licenses.findBySubscriptionId('no-such-subscription')).toBeNull();
    });

    it("lists the user's licences newest first, ties broken the same way every time", async () => {
      const other = await givenUser(given.repositories);
      await givenLicense(other.id);
      const oldest = aLicense().ownedBy(given.user.id).trial().createdAt(T0).build();
      await given.repositories.licenses.issueTrialOnce(oldest, aLedgerKey());
      const paidLicense = async (id: string, createdAt: Date): Promise<License> => {
        const subscription = await givenSubscription(given.repositories, given.user.id);
        const license = aLicense().withId(id).ownedBy(given.user.id).forSubscription(subscription.id).createdAt(createdAt).build();
        return given.repositories.licenses.issueForSubscriptionOnce(license);
      };
      // Stored lower id first, so insertion order alone would list the tie the wrong way round.
      const tiedLower = await paidLicense('license-tie-0', later(T0, 1_000));
      const newest = await paidLicense('license-newest', later(T0, 2_000));
      const tiedHigher = await paidLicense('license-tie-1', later(T0, 1_000));

      const listed = await given.repositories.licenses.listForUser(given.user.id);
      expect(listed).toEqual([newest, tiedHigher, tiedLower, oldest]);
    });

    it('update saves plan, seats, activity, expiry and paid-through date; key, owner and subscription stay', async () => {
      const license = await givenLicense();
      const other = await givenUser(given.repositories);
      const renewed: License = {
        ...license,
        plan: 'enterprise',
        seats: 5,
        isActive: false,
        expiryDate: later(T0, 123_456_789),
        paidThrough: later(T0, 23_456_789),
      };
      await given.repositories.licenses.update({ ...renewed, licenseKey: 'PF-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', userId: other.id, subscriptionId: null });

      expect(await given.repositories.licenses.findById(license.id)).toEqual(renewed);
    });

    it("detachFromUser keeps the licences with no owner, and the owner's devices on them with no holder", async () => {
      const license = await givenLicense();
      const device = { ...aMachine(license.id), userId: given.user.id };
      await given.repositories.machines.activate({ machine: device, devicesPerPerson: 2, trialFingerprintKeys: null });
      await given.repositories.licenses.detachFromUser(given.user.id);

      expect(await given.repositories.licenses.findById(license.id)).toEqual({ ...license, userId: null });
      expect(await given.repositories.licenses.listForUser(given.user.id)).toEqual([]);
      expect(await given.repositories.machines.findByFingerprint(license.id, device.fingerprint)).toEqual({ ...device, userId: null });
      expect(await given.repositories.machines.countForPerson(license.id, null)).toBe(1);
    });

    it('deleting the user keeps its licences, detached', async () => {
      const licenses = [await givenLicense(), await givenLicense()];
      await given.repositories.users.delete(given.user.id);

      for (const license of licenses) {
        expect(await given.repositories.licenses.findById(license.id)).toEqual({ ...license, userId: null });
      }
    });

    it('deactivateExpired switches off active licences that expired before now, and counts them', async () => {
      const now = later(T0, 10 * 86_400_000);
      // Licences without a subscription, so only expiry and activity differ.
      const issue = (license: License) => given.repositories.licenses.issueForSubscriptionOnce(license);
      const expired = await issue(aLicense().ownedBy(given.user.id).forSubscription(null).expiringAt(later(now, -1)).build());
      const expiringNow = await issue(aLicense().ownedBy(given.user.id).forSubscription(null).expiringAt(now).build());
      const current = await issue(aLicense().ownedBy(given.user.id).forSubscription(null).expiringAt(later(now, 86_400_000)).build());
      const alreadyOff = await issue(aLicense().ownedBy(given.user.id).forSubscription(null).inactive().expiringAt(later(now, -5)).build());

      expect(await given.repositories.licenses.deactivateExpired(now)).toBe(1);
      expect(await given.repositories.licenses.findById(expired.id)).toEqual({ ...expired, isActive: false });
      for (const untouched of [expiringNow, current, alreadyOff]) {
        expect(await given.repositories.licenses.findById(untouched.id)).toEqual(untouched);
      }
      expect(await given.repositories.licenses.deactivateExpired(now)).toBe(0);
    });

    it('transfers a licence to another subscription only from the one it belongs to, key and dates unchanged', async () => {
      const license = await givenLicense();
      const resumed = await givenSubscription(given.repositories, given.user.id);

      expect(await given.repositories.licenses.transferToSubscription(license.id, resumed.id, license.subscriptionId!)).toBe(false);
      expect(await given.repositories.licenses.transferToSubscription(license.id, license.subscriptionId!, resumed.id)).toBe(true);
      expect(await given.repositories.licenses.findBySubscriptionId(resumed.id)).toEqual({ ...license, subscriptionId: resumed.id });
      expect(await given.repositories.licenses.findBySubscriptionId(license.subscriptionId!)).toBeNull();
      // A second transfer from the old subscription (a repeated activation) changes nothing.
      expect(await given.repositories.licenses.transferToSubscription(license.id, license.subscriptionId!, resumed.id)).toBe(false);
      expect(await given.repositories.licenses.transferToSubscription('00000000-0000-4000-8000-000000000000', resumed.id, license.subscriptionId!)).toBe(false);
    });

    it('moves the expiry only from the value read, and suspends or reinstates once, leaving isActive and update alone', async () => {
      const license = await givenLicense();
      const extended = later(license.expiryDate, 86_400_000);

      expect(await given.repositories.licenses.changeExpiry(license.id, later(license.expiryDate, 1), extended)).toBe(false);
      expect(await given.repositories.licenses.changeExpiry(license.id, license.expiryDate, extended)).toBe(true);
      expect(await given.repositories.licenses.setSuspension(license.id, null)).toBe(false);
      expect(await given.repositories.licenses.setSuspension(license.id, T0)).toBe(true);
      expect(await given.repositories.licenses.setSuspension(license.id, later(T0, 1))).toBe(false);
      // Billing's own write never touches the operator's suspension.
      await given.repositories.licenses.update({ ...license, expiryDate: extended, isActive: false, suspendedAt: null });
      expect(await given.repositories.licenses.findById(license.id)).toEqual({ ...license, expiryDate: extended, isActive: false, suspendedAt: T0 });

      expect(await given.repositories.licenses.setSuspension(license.id, null)).toBe(true);
      expect((await given.repositories.licenses.findById(license.id))?.suspendedAt).toBeNull();
      expect(await given.repositories.licenses.changeExpiry('00000000-0000-4000-8000-000000000000', license.expiryDate, extended)).toBe(false);
    });

    it('replaces the key only from the key read: the old key then finds nothing, the new one the licence', async () => {
      const license = await givenLicense();
      const rotated = 'PF-ZZZZZ-YYYYY-XXXXX-WWWWW-VVVVV';

      expect(await given.repositories.licenses.changeKey(license.id, 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA', rotated)).toBe(false);
      expect(await given.repositories.licenses.changeKey(license.id, license.licenseKey, rotated)).toBe(true);
      expect(await given.repositories.licenses.findByLicenseKey(license.licenseKey)).toBeNull();
      expect(await given.repositories.licenses.findByLicenseKey(rotated)).toEqual({ ...license, licenseKey: rotated });
      // A second rotation from the old key (two operators at once) changes nothing.
      expect(await given.repositories.licenses.changeKey(license.id, license.licenseKey, 'PF-QQQQQ-YYYYY-XXXXX-WWWWW-VVVVV')).toBe(false);
    });
  });
}
