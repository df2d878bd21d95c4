import { expect, it } from '@jest/globals';
import type { License, User } from '@pointforge/domain';
import {
  aFingerprint,
  aMachine,
  aMember,
  anInvitation,
  concurrently,
  givenPaidLicense,
  givenUser,
  later,
  T0,
  type RepositoriesSetup,
} from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser, type RepositoryCaseForAUser } from '../../testing/repository-contract';

const DAY = 24 * 3_600_000;

function givenEnterpriseLicense(given: RepositoryCaseForAUser): Promise<License> {
  return givenPaidLicense(given.repositories, given.user.id, 'enterprise');
}

export function describeLicenseInvitationRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`LicenseInvitationRepositoryPort: ${name}`, setup, (given) => {
    const invitations = () => given.repositories.licenseInvitations;

    it('stores an invitation, every field unchanged, found by id and by token hash, and counts its seat', async () => {
      const license = await givenEnterpriseLicense(given);
      const invitation = anInvitation(license.id, 'ana@survey.example', { invitedByUserId: given.user.id });

      expect(await invitations().invite(invitation, 5)).toEqual({ kind: 'invited', invitation });
      expect(await invitations().findById(license.id, invitation.id)).toEqual(invitation);
      expect(await invitations().findByTokenHash(invitation.tokenHash)).toEqual(invitation);
      expect(await invitations().listOutstanding(license.id)).toEqual([invitation]);
      expect(await invitations().countSeatsTaken(license.id, T0)).toBe(2);
      expect(await invitations().findById('00000000-0000-4000-8000-00000000ffff', invitation.id)).toBeNull();
    });

    it('refuses a second outstanding invitation to one address, and beyond the seats; an expired or revoked one takes no seat', async () => {
      const license = await givenEnterpriseLicense(given);
      const first = anInvitation(license.id, 'ana@survey.example');
      await invitations().invite(first, 3);

      expect(await invitations().invite(anInvitation(license.id, 'ana@survey.example'), 3)).toEqual({ kind: 'already_invited', invitation: first });
      await invitations().invite(anInvitation(license.id, 'ben@survey.example'), 3);
      expect(await invitations().invite(anInvitation(license.id, 'cy@survey.example'), 3)).toEqual({ kind: 'seats_full', seatsTaken: 3 });

      await invitations().revoke(first.id, T0);
      expect(await invitations().invite(anInvitation(license.id, 'cy@survey.example'), 3)).toMatchObject({ kind: 'invited' });
      const afterExpiry = later(T0, 8 * DAY);
      expect(await invitations().countSeatsTaken(license.id, afterExpiry)).toBe(1);
      expect(await invitations().invite(anInvitation(license.id, 'ana@survey.example', { createdAt: afterExpiry }), 3)).toMatchObject({ kind: 'invited' });
    });

    it('gives exactly 4 of 10 concurrent invitations to distinct addresses on 5 seats', async () => {
      const license = await givenEnterpriseLicense(given);
      const outcomes = await concurrently(10, (index) => invitations().invite(anInvitation(license.id, `person${index}@survey.example`), 5));

      expect(outcomes.filter((outcome) => outcome.kind === 'invited')).toHaveLength(4);
      expect(outcomes.filter((outcome) => outcome.kind === 'seats_full')).toHaveLength(6);
      expect(await invitations().countSeatsTaken(license.id, T0)).toBe(5);
    });

    it('accepts a pending invitation once: the person becomes a member and the invitation is used up', async () => {
      const license = await givenEnterpriseLicense(given);
      const invitee = await givenUser(given.repositories);
      const invitation = anInvitation(license.id, invitee.email);
      await invitations().invite(invitation, 5);
      const member = aMember(license.id, invitee.id, { invitationId: invitation.id });

      expect(await invitations().accept(invitation.id, member, 5)).toEqual({ kind: 'joined', member });
      expect(await given.repositories.licenseMembers.find(license.id, invitee.id)).toEqual(member);
      expect(await invitations().findById(license.id, invitation.id)).toMatchObject({ acceptedAt: member.joinedAt, acceptedByUserId: invitee.id });
      expect(await invitations().listOutstanding(license.id)).toEqual([]);
      expect(await invitations().countSeatsTaken(license.id, member.joinedAt)).toBe(2);
      expect(await invitations().accept(invitation.id, aMember(license.id, given.user.id), 5)).toEqual({ kind: 'invalid' });
    });

    it('refuses to accept an expired or revoked invitation, a second seat for a member, and a seat the plan no longer has', async () => {
      const license = await givenEnterpriseLicense(given);
      const invitee = await givenUser(given.repositories);
      const [expired, revoked, again, late] = ['a', 'b', 'c', 'd'].map((letter) => anInvitation(license.id, `${letter}@survey.example`));
      for (const invitation of [expired, revoked, again, late]) await invitations().invite(invitation, 5);
      await invitations().revoke(revoked.id, T0);
      await invitations().accept(again.id, aMember(license.id, invitee.id), 5);

      expect(await invitations().accept(expired.id, aMember(license.id, invitee.id, { joinedAt: later(T0, 8 * DAY) }), 5)).toEqual({ kind: 'invalid' });
      expect(await invitations().accept(revoked.id, aMember(license.id, invitee.id), 5)).toEqual({ kind: 'invalid' });
      expect(await invitations().accept(late.id, aMember(license.id, invitee.id), 5)).toEqual({ kind: 'already_member' });
      const other = await givenUser(given.repositories);
      // Owner, member and the `expired` invitation (pending at T0+1s) take the 3 seats the plan now has.
      expect(await invitations().accept(late.id, aMember(license.id, other.id), 3)).toEqual({ kind: 'seats_full', seatsTaken: 3 });
      expect(await given.repositories.licenseMembers.listForLicense(license.id)).toHaveLength(1);
    });

    it('lets one of 5 people accepting one invitation concurrently join', async () => {
      const license = await givenEnterpriseLicense(given);
      const invitation = anInvitation(license.id, 'ana@survey.example');
      await invitations().invite(invitation, 5);
      const people: User[] = [];
      for (let i = 0; i < 5; i += 1) people.push(await givenUser(given.repositories));

      const outcomes = await concurrently(5, (index) => invitations().accept(invitation.id, aMember(license.id, people[index].id), 5));

      expect(outcomes.filter((outcome) => outcome.kind === 'joined')).toHaveLength(1);
      expect(await given.repositories.licenseMembers.listForLicense(license.id)).toHaveLength(1);
    });

    it('renews an outstanding invitation with a new token and expiry; an expired one only while a seat is free', async () => {
      const license = await givenEnterpriseLicense(given);
      const invitation = anInvitation(license.id, 'ana@survey.example');
      await invitations().invite(invitation, 2);
      const renewal = { tokenHash: 'f'.repeat(64), sentAt: later(T0, 8 * DAY), expiresAt: later(T0, 15 * DAY), seats: 2 };
      await invitations().invite(anInvitation(license.id, 'ben@survey.example', { createdAt: later(T0, 8 * DAY), expiresAt: later(T0, 15 * DAY) }), 2);

      expect(await invitations().renew(invitation.id, renewal)).toEqual({ kind: 'seats_full', seatsTaken: 2 });
      const outcome = await invitations().renew(invitation.id, { ...renewal, seats: 3 });

      const renewed = { ...invitation, tokenHash: renewal.tokenHash, lastSentAt: renewal.sentAt, expiresAt: renewal.expiresAt };
      expect(outcome).toEqual({ kind: 'renewed', invitation: renewed });
      expect(await invitations().findByTokenHash(invitation.tokenHash)).toBeNull();
      expect(await invitations().findByTokenHash(renewal.tokenHash)).toEqual(renewed);
      await invitations().revoke(invitation.id, later(T0, 9 * DAY));
      expect(await invitations().renew(invitation.id, { ...renewal, tokenHash: 'e'.repeat(64) })).toEqual({ kind: 'gone' });
    });

    it('revokes an outstanding invitation once', async () => {
      const license = await givenEnterpriseLicense(given);
      const invitation = anInvitation(license.id, 'ana@survey.example');
      await invitations().invite(invitation, 5);

      expect(await invitations().revoke(invitation.id, later(T0, 1_000))).toBe(true);
      expect(await invitations().revoke(invitation.id, later(T0, 2_000))).toBe(false);
      expect(await invitations().findById(license.id, invitation.id)).toMatchObject({ revokedAt: later(T0, 1_000) });
      expect(await invitations().listOutstanding(license.id)).toEqual([]);
    });

    it('remembers who registered with a pending invitation, and forgets it when that account goes', async () => {
      const license = await givenEnterpriseLicense(given);
      const invitation = anInvitation(license.id, 'ana@survey.example');
      await invitations().invite(invitation, 5);
      const newcomer = await givenUser(given.repositories);

      expect(await invitations().recordRegistration(invitation.id, newcomer.id, later(T0, 8 * DAY))).toBe(false);
      expect(await invitations().recordRegistration(invitation.id, newcomer.id, T0)).toBe(true);
      expect(await invitations().listRegisteredBy(newcomer.id, T0)).toEqual([{ ...invitation, registeredUserId: newcomer.id }]);
      expect(await invitations().listRegisteredBy(newcomer.id, later(T0, 8 * DAY))).toEqual([]);

      await given.repositories.users.delete(newcomer.id);
      expect(await invitations().findById(license.id, invitation.id)).toMatchObject({ registeredUserId: null });
    });
  });
}

export function describeLicenseMemberRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`LicenseMemberRepositoryPort: ${name}`, setup, (given) => {
    async function givenMember(license: License, joinedAt: Date) {
      const person = await givenUser(given.repositories);
      const invitation = anInvitation(license.id, person.email);
      await given.repositories.licenseInvitations.invite(invitation, 5);
      const member = aMember(license.id, person.id, { invitationId: invitation.id, joinedAt });
      await given.repositories.licenseInvitations.accept(invitation.id, member, 5);
      return member;
    }

    it('lists a licence’s members earliest first and a person’s memberships newest first', async () => {
      const [first, second] = [await givenEnterpriseLicense(given), await givenEnterpriseLicense(given)];
      const late = await givenMember(first, later(T0, 2_000));
      const early = await givenMember(first, later(T0, 1_000));
      const elsewhere = aMember(second.id, late.userId, { joinedAt: later(T0, 3_000) });
      await given.repositories.licenseInvitations.invite(anInvitation(second.id, 'x@survey.example', { id: '00000000-0000-4000-9000-0000000fffff' }), 5);
      await given.repositories.licenseInvitations.accept('00000000-0000-4000-9000-0000000fffff', elsewhere, 5);

      expect(await given.repositories.licenseMembers.listForLicense(first.id)).toEqual([early, late]);
      expect(await given.repositories.licenseMembers.listForUser(late.userId)).toEqual([elsewhere, late]);
      expect(await given.repositories.licenseMembers.findById(first.id, early.id)).toEqual(early);
      expect(await given.repositories.licenseMembers.findById(second.id, early.id)).toBeNull();
    });

    it('removes a member with exactly their machines on that licence, once', async () => {
      const [license, other] = [await givenEnterpriseLicense(given), await givenEnterpriseLicense(given)];
      const member = await givenMember(license, later(T0, 1_000));
      const theirs = aMachine(license.id, aFingerprint(), { userId: member.userId });
      const ownersMachine = aMachine(license.id, aFingerprint(), { userId: given.user.id });
      const elsewhere = aMachine(other.id, aFingerprint(), { userId: member.userId });
      for (const machine of [theirs, ownersMachine, elsewhere])
        await given.repositories.machines.activate({ machine, devicesPerPerson: 2, trialFingerprintKeys: null });

      expect(await given.repositories.licenseMembers.remove(license.id, member.id)).toEqual({ member, releasedMachines: [theirs] });
      expect(await given.repositories.licenseMembers.remove(license.id, member.id)).toBeNull();
      expect(await given.repositories.licenseMembers.find(license.id, member.userId)).toBeNull();
      expect(await given.repositories.machines.findByFingerprint(license.id, theirs.fingerprint)).toBeNull();
      expect(await given.repositories.machines.countForLicense(license.id)).toBe(1);
      expect(await given.repositories.machines.countForLicense(other.id)).toBe(1);
    });

    it('gives one of 5 concurrent removals of a member the removal', async () => {
      const license = await givenEnterpriseLicense(given);
      const member = await givenMember(license, later(T0, 1_000));

      const outcomes = await concurrently(5, () => given.repositories.licenseMembers.remove(license.id, member.id));

      expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    });

    it('drops the memberships of a deleted account', async () => {
      const license = await givenEnterpriseLicense(given);
      const member = await givenMember(license, later(T0, 1_000));

      await given.repositories.users.delete(member.userId);

      expect(await given.repositories.licenseMembers.listForLicense(license.id)).toEqual([]);
    });
  });
}
