import { describe, expect, it } from '@jest/globals';
import type { License, LicensePlan, User } from '@pointforge/domain';
import { aLicense } from '@pointforge/domain/testing';
import {
  aFingerprint,
  aLedgerKey,
  aMachine,
  concurrently,
  givenPaidLicense,
  givenUser,
  later,
  T0,
  type RepositoriesSetup,
} from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

export function describeMachineRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`MachineRepositoryPort: ${name}`, setup, (given) => {
    async function givenLicense(plan: LicensePlan = 'enterprise', owner: User = given.user): Promise<License> {
      if (plan === 'trial') {
        const trial = aLicense().ownedBy(owner.id).trial().build();
        return given.repositories.licenses.issueForSubscriptionOnce(trial);
      }
      return givenPaidLicense(given.repositories, owner.id, plan);
    }

    const paid = (machine: ReturnType<typeof aMachine>, devicesPerPerson = 5) => ({ machine, devicesPerPerson, trialFingerprintKeys: null });

    describe('activate', () => {
      it('stores a new machine, every field unchanged, and counts it', async () => {
        const license = await givenLicense();
        const machine = aMachine(license.id);

        expect(await given.repositories.machines.activate(paid(machine))).toEqual({ kind: 'activated', machine, seatsUsed: 1, devicesUsed: 1 });
        expect(await given.repositories.machines.findByFingerprint(license.id, machine.fingerprint)).toEqual(machine);
        expect(await given.repositories.machines.countForLicense(license.id)).toBe(1);
      });

      it('keeps the machine of a fingerprint activated again: same id and activation time, details refreshed where given', async () => {
        const license = await givenLicense();
        const first = aMachine(license.id, aFingerprint(), { name: 'old', platform: 'linux', appVersion: '1.0.6' });
        await given.repositories.machines.activate(paid(first));
        const again = aMachine(license.id, first.fingerprint, {
          name: 'new',
          platform: null,
          appVersion: '1.0.7',
          activatedAt: later(T0, 5_000),
          lastSeenAt: later(T0, 5_000),
        });

        const outcome = await given.repositories.machines.activate(paid(again));

        const expected = { ...first, name: 'new', appVersion: '1.0.7', lastSeenAt: later(T0, 5_000) };
        expect(outcome).toEqual({ kind: 'refreshed', machine: expected, seatsUsed: 1, devicesUsed: 1 });
        expect(await given.repositories.machines.findByFingerprint(license.id, first.fingerprint)).toEqual(expected);
      });

      it('refuses a new fingerprint once its person holds every device allowed, and stores nothing', async () => {
        const license = await givenLicense('standard');
        const person = { userId: given.user.id };
        await given.repositories.machines.activate(paid(aMachine(license.id, aFingerprint(), person), 2));
        await given.repositories.machines.activate(paid(aMachine(license.id, aFingerprint(), person), 2));
        const refused = aMachine(license.id, aFingerprint(), person);

        expect(await given.repositories.machines.activate(paid(refused, 2))).toEqual({ kind: 'device_limit', devicesUsed: 2 });
        expect(await given.repositories.machines.findByFingerprint(license.id, refused.fingerprint)).toBeNull();
        expect(await given.repositories.machines.countForPerson(license.id, given.user.id)).toBe(2);
      });

      it("counts each person's devices apart: another person activates while one is full", async () => {
        const license = await givenLicense();
        const colleague = await givenUser(given.repositories);
        await given.repositories.machines.activate(paid(aMachine(license.id, aFingerprint(), { userId: given.user.id }), 1));

        const outcome = await given.repositories.machines.activate(paid(aMachine(license.id, aFingerprint(), { userId: colleague.id }), 1));

        expect(outcome).toMatchObject({ kind: 'activated', seatsUsed: 2, devicesUsed: 1 });
        expect(await given.repositories.machines.countForPerson(license.id, colleague.id)).toBe(1);
        expect(await given.repositories.machines.countForPerson(license.id, null)).toBe(0);
      });

      it("hands a computer another person activated to the one activating it now, within that person's devices", async () => {
        const license = await givenLicense();
        const [colleague, newcomer] = [await givenUser(given.repositories), await givenUser(given.repositories)];
        const desk = aMachine(license.id, aFingerprint(), { userId: given.user.id });
        await given.repositories.machines.activate(paid(desk, 2));
        for (let n = 0; n < 2; n += 1) await given.repositories.machines.activate(paid(aMachine(license.id, aFingerprint(), { userId: newcomer.id }), 2));

        const handedOver = await given.repositories.machines.activate(paid({ ...desk, userId: colleague.id }, 2));
        const refused = await given.repositories.machines.activate(paid({ ...desk, userId: newcomer.id }, 2));

        expect(handedOver).toMatchObject({ kind: 'refreshed', machine: { id: desk.id, userId: colleague.id }, devicesUsed: 1 });
        expect(refused).toEqual({ kind: 'device_limit', devicesUsed: 2 });
        expect(await given.repositories.machines.countForPerson(license.id, given.user.id)).toBe(0);
        expect((await given.repositories.machines.findByFingerprint(license.id, desk.fingerprint))?.userId).toBe(colleague.id);
      });

      it('gives exactly 2 of 20 concurrent activations of distinct machines of one person on 2 devices', async () => {
        const license = await givenLicense();
        const outcomes = await concurrently(20, () =>
          given.repositories.machines.activate(paid(aMachine(license.id, aFingerprint(), { userId: given.user.id }), 2)),
        );

        expect(outcomes.filter((outcome) => outcome.kind === 'activated')).toHaveLength(2);
        expect(outcomes.filter((outcome) => outcome.kind === 'device_limit')).toHaveLength(18);
        expect(await given.repositories.machines.countForLicense(license.id)).toBe(2);
      });

      it('stores one machine for 20 concurrent activations of one fingerprint', async () => {
        const license = await givenLicense();
        const fingerprint = aFingerprint();
        const outcomes = await concurrently(20, () => given.repositories.machines.activate(paid(aMachine(license.id, fingerprint))));

        expect(outcomes.filter((outcome) => outcome.kind === 'activated')).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome.kind === 'refreshed')).toHaveLength(19);
        const ids = new Set(outcomes.map((outcome) => (outcome.kind === 'activated' || outcome.kind === 'refreshed' ? outcome.machine.id : outcome.kind)));
        expect(ids.size).toBe(1);
        expect(await given.repositories.machines.countForLicense(license.id)).toBe(1);
      });

      it('tells fingerprints apart by case', async () => {
        const license = await givenLicense();
        await given.repositories.machines.activate(paid(aMachine(license.id, 'AbCdEfGhIjKlMnOp')));
        await given.repositories.machines.activate(paid(aMachine(license.id, 'abcdefghijklmnop')));

        expect(await given.repositories.machines.countForLicense(license.id)).toBe(2);
        expect(await given.repositories.machines.findByFingerprint(license.id, 'ABCDEFGHIJKLMNOP')).toBeNull();
      });

      it('counts seats per licence', async () => {
        const first = await givenLicense('standard');
        const second = await givenLicense('standard');
        await given.repositories.machines.activate(paid(aMachine(first.id), 1));

        expect(await given.repositories.machines.activate(paid(aMachine(second.id), 1))).toMatchObject({ kind: 'activated', seatsUsed: 1, devicesUsed: 1 });
      });
    });

    describe('activate on trial licences', () => {
      const trial = (machine: ReturnType<typeof aMachine>, key: string, ...formerKeys: string[]) => ({
        machine,
        devicesPerPerson: 1,
        trialFingerprintKeys: [key, ...formerKeys],
      });

      it('refuses a fingerprint that ran another trial, even after that machine was released and its owner deleted', async () => {
        const key = aLedgerKey();
        const first = await givenLicense('trial');
        const machine = aMachine(first.id);
        await given.repositories.machines.activate(trial(machine, key));
        await given.repositories.machines.deactivate(first.id, machine.fingerprint);
        await given.repositories.users.delete(given.user.id);
        const second = await givenLicense('trial', await givenUser(given.repositories));

        expect(await given.repositories.machines.activate(trial(aMachine(second.id, machine.fingerprint), key))).toEqual({ kind: 'trial_used' });
        expect(await given.repositories.machines.countForLicense(second.id)).toBe(0);
        // The trial it ran may come back to it.
        expect(await given.repositories.machines.activate(trial(aMachine(first.id, machine.fingerprint), key))).toMatchObject({ kind: 'activated' });
        expect(await given.repositories.machines.activate(trial(aMachine(first.id, machine.fingerprint), key))).toMatchObject({ kind: 'refreshed' });
      });

      it('refuses a machine whose trial is recorded under a former key of it, and records the first key', async () => {
        const [key, formerKey] = [aLedgerKey(), aLedgerKey()];
        const fingerprint = aFingerprint();
        const first = await givenLicense('trial');
        // An earlier build recorded this machine under formerKey.
        expect(await given.repositories.machines.activate(trial(aMachine(first.id, fingerprint), formerKey))).toMatchObject({ kind: 'activated' });
        const second = await givenLicense('trial', await givenUser(given.repositories));

        expect(await given.repositories.machines.activate(trial(aMachine(second.id, fingerprint), key, formerKey))).toEqual({ kind: 'trial_used' });
        const third = await givenLicense('trial', await givenUser(given.repositories));
        expect(await given.repositories.machines.activate(trial(aMachine(third.id, aFingerprint()), key))).toMatchObject({ kind: 'activated' });
        const fourth = await givenLicense('trial', await givenUser(given.repositories));
        expect(await given.repositories.machines.activate(trial(aMachine(fourth.id, aFingerprint()), key))).toEqual({ kind: 'trial_used' });
      });

      it('gives one of 20 trial licences activating one computer at once the activation', async () => {
        const key = aLedgerKey();
        const fingerprint = aFingerprint();
        const owners = await concurrently(20, () => givenUser(given.repositories));
        const licenses: License[] = [];
        for (const owner of owners) licenses.push(await givenLicense('trial', owner));

        const outcomes = await concurrently(20, (i) => given.repositories.machines.activate(trial(aMachine(licenses[i]!.id, fingerprint), key)));

        expect(outcomes.filter((outcome) => outcome.kind === 'activated')).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome.kind === 'trial_used')).toHaveLength(19);
      });
    });

    describe('listForLicenses and release', () => {
      it('lists the machines of the given licences only, oldest activation first, every field unchanged', async () => {
        const first = await givenLicense();
        const second = await givenLicense();
        const other = await givenLicense();
        const newer = aMachine(first.id, aFingerprint(), {
          activatedAt: later(T0, 60_000),
          lastSeenAt: later(T0, 90_000),
          name: null,
          platform: null,
          appVersion: null,
        });
        const older = aMachine(second.id, aFingerprint(), { activatedAt: T0 });
        const oldest = aMachine(first.id, aFingerprint(), { activatedAt: later(T0, -60_000), lastSeenAt: later(T0, -60_000) });
        for (const machine of [newer, older, oldest, aMachine(other.id)]) await given.repositories.machines.activate(paid(machine));

        expect(await given.repositories.machines.listForLicenses([first.id, second.id])).toEqual([oldest, older, newer]);
        expect(await given.repositories.machines.listForLicenses([])).toEqual([]);
      });

      it('releases a machine by its id once, freeing its seat, and only from its own licence', async () => {
        const license = await givenLicense('standard');
        const other = await givenLicense('standard');
        const machine = aMachine(license.id);
        await given.repositories.machines.activate(paid(machine, 1));

        expect(await given.repositories.machines.release(other.id, machine.id)).toBeNull();
        const outcomes = await concurrently(5, () => given.repositories.machines.release(license.id, machine.id));

        expect(outcomes.filter((outcome) => outcome !== null)).toEqual([machine]);
        expect(await given.repositories.machines.findByFingerprint(license.id, machine.fingerprint)).toBeNull();
        expect(await given.repositories.machines.activate(paid(aMachine(license.id), 1))).toMatchObject({ kind: 'activated', seatsUsed: 1 });
      });
    });

    describe('deactivate', () => {
      it('releases the seat once, answering the machine it removed', async () => {
        const license = await givenLicense('standard');
        const machine = aMachine(license.id);
        await given.repositories.machines.activate(paid(machine, 1));

        const outcomes = await concurrently(5, () => given.repositories.machines.deactivate(license.id, machine.fingerprint));

        expect(outcomes.filter((outcome) => outcome !== null)).toEqual([machine]);
        expect(await given.repositories.machines.countForLicense(license.id)).toBe(0);
        expect(await given.repositories.machines.activate(paid(aMachine(license.id), 1))).toMatchObject({ kind: 'activated' });
      });

      it('answers null for a fingerprint the licence does not hold', async () => {
        const license = await givenLicense();
        const other = await givenLicense();
        const machine = aMachine(other.id);
        await given.repositories.machines.activate(paid(machine));

        expect(await given.repositories.machines.deactivate(license.id, machine.fingerprint)).toBeNull();
        expect(await given.repositories.machines.countForLicense(other.id)).toBe(1);
      });
    });

    describe('recordFileIssued and releaseByDeactivationCode', () => {
      const HASH_A = 'a'.repeat(64);
      const HASH_B = 'b'.repeat(64);

      it('records when the machine was seen, when the latest file runs out and how it was issued, and frees the machine by its code once', async () => {
        const license = await givenLicense();
        const machine = aMachine(license.id, aFingerprint(), { userId: given.user.id, deactivationKey: 'k'.repeat(43) });
        await given.repositories.machines.activate(paid(machine));

        const file = { issuedAt: later(T0, 86_400_000), offlineUntil: later(T0, 90 * 86_400_000), issuedOffline: true, deactivationCodeHash: HASH_A };
        await given.repositories.machines.recordFileIssued(machine, file);
        const stored = { ...machine, lastSeenAt: file.issuedAt, offlineUntil: file.offlineUntil, fileIssuedOffline: true };
        expect(await given.repositories.machines.findByFingerprint(license.id, machine.fingerprint)).toEqual(stored);
        const outcomes = await concurrently(5, () => given.repositories.machines.releaseByDeactivationCode(license.id, HASH_A));

        expect(outcomes.filter((outcome) => outcome !== null)).toEqual([stored]);
        expect(await given.repositories.machines.countForLicense(license.id)).toBe(0);
      });

      it('frees nothing by the code of an earlier file, another licence’s code, or another holder’s', async () => {
        const license = await givenLicense();
        const other = await givenLicense();
        const machine = aMachine(license.id, aFingerprint(), { userId: given.user.id });
        await given.repositories.machines.activate(paid(machine));
        await given.repositories.machines.recordFileIssued(machine, { issuedAt: T0, offlineUntil: T0, issuedOffline: false, deactivationCodeHash: HASH_A });
        await given.repositories.machines.recordFileIssued(machine, { issuedAt: T0, offlineUntil: T0, issuedOffline: false, deactivationCodeHash: HASH_B });

        expect(await given.repositories.machines.releaseByDeactivationCode(license.id, HASH_A)).toBeNull();
        expect(await given.repositories.machines.releaseByDeactivationCode(other.id, HASH_B)).toBeNull();
        expect(await given.repositories.machines.releaseByDeactivationCode(license.id, HASH_B, 'someone-else')).toBeNull();
        expect(await given.repositories.machines.releaseByDeactivationCode(license.id, HASH_B, given.user.id)).toMatchObject({ id: machine.id });
      });

      it('keeps the device key an activation without one leaves out, and drops the code of a file issued without one', async () => {
        const license = await givenLicense();
        const machine = aMachine(license.id, aFingerprint(), { userId: given.user.id, deactivationKey: 'k'.repeat(43) });
        await given.repositories.machines.activate(paid(machine));
        await given.repositories.machines.recordFileIssued(machine, { issuedAt: T0, offlineUntil: T0, issuedOffline: true, deactivationCodeHash: HASH_A });
        const again = await given.repositories.machines.activate(paid({ ...machine, id: 'another-id', deactivationKey: null }));
        await given.repositories.machines.recordFileIssued(machine, { issuedAt: T0, offlineUntil: T0, issuedOffline: false, deactivationCodeHash: null });

        expect(again).toMatchObject({ kind: 'refreshed', machine: { id: machine.id, deactivationKey: 'k'.repeat(43) } });
        expect(await given.repositories.machines.releaseByDeactivationCode(license.id, HASH_A)).toBeNull();
        expect(await given.repositories.machines.findByFingerprint(license.id, machine.fingerprint)).toMatchObject({ fileIssuedOffline: false });
      });
    });
  });
}
