import { pageRequest } from '../../shared/page';
import { DAY_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aLicense, aUser } from '../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit } from '../../testing/desktop-license-test-kit';
import { createTeamUseCases } from '../../testing/team-test-kit';
import { tokenFromLink } from '../../testing/account-test-kit';
import { LicensingAccountDeletionHook } from './licensing-account-deletion.hook';

async function givenTeam(plan: 'enterprise' | 'standard' = 'enterprise') {
  const kit = createDesktopLicenseTestKit();
  const team = createTeamUseCases(kit);
  const { license, owner } = await kit.givenLicense(
    aLicense()
      .withPlan(plan)
      .expiringAt(new Date(kit.clock.now().getTime() + 365 * DAY_MS)),
    aUser().verified().withName('Olga', 'Owner'),
  );
  /** A verified person who accepted an invitation to the licence. */
  const givenMember = async (name: string) => {
    const person = await kit.givenUser(aUser().verified().withName(name, null));
    await team.accept.execute({ actor: team.actor(person), token: await team.invitationToken(license, owner, person.email) });
    return person;
  };
  return { kit, team, license, owner, givenMember };
}

/** A computer of `userId` on the licence, stored as a signed-in desktop app's activation stores it. */
async function givenMachine(kit: ReturnType<typeof createDesktopLicenseTestKit>, licenseId: string, userId: string, id: string, fingerprint: string) {
  const now = kit.clock.now();
  await kit.machines.activate({
    machine: {
      id,
      licenseId,
      userId,
      fingerprint,
      name: null,
      platform: null,
      appVersion: null,
      activatedAt: now,
      lastSeenAt: now,
      offlineUntil: null,
      fileIssuedOffline: false,
      deactivationKey: null,
    },
    devicesPerPerson: 2,
    trialFingerprintKeys: null,
  });
}

describe('the team of a licence', () => {
  it('counts the owner, members and pending invitations against the seats, and refuses the invitation past them with the real number', async () => {
    const { kit, team, license, owner, givenMember } = await givenTeam();
    await givenMember('Ann');
    await givenMember('Ben');
    await team.invite.execute({ actor: team.actor(owner), licenseId: license.id, email: 'carol@survey.example' });
    await team.invite.execute({ actor: team.actor(owner), licenseId: license.id, email: 'dan@survey.example' });

    const refused = await rejectionOf(team.invite.execute({ actor: team.actor(owner), licenseId: license.id, email: 'eve@survey.example' }));

    expect({ code: refused.code, message: refused.message }).toEqual({
      code: 'LICENSING.SEATS_FULL',
      message: 'All 5 seats of this license are taken. Remove a member or revoke an invitation first.',
    });
    expect((await team.listMembers.execute({ userId: owner.id, licenseId: license.id })).seatsTaken).toBe(5);
    // An invitation that expired frees its seat.
    kit.clock.advance(7 * DAY_MS + 1);
    await team.invite.execute({ actor: team.actor(owner), licenseId: license.id, email: 'eve@survey.example' });
  });

  it('refuses a second seat for the owner or a member, and a second invitation to one address', async () => {
    const { team, license, owner, givenMember } = await givenTeam();
    const member = await givenMember('Ann');
    await team.invite.execute({ actor: team.actor(owner), licenseId: license.id, email: 'Carol@Survey.example ' });
    const attempts = [owner.email, member.email, 'carol@survey.example'].map((email) =>
      rejectionOf(team.invite.execute({ actor: team.actor(owner), licenseId: license.id, email })),
    );

    expect((await Promise.all(attempts)).map((error) => error.code)).toEqual([
      'LICENSING.ALREADY_MEMBER',
      'LICENSING.ALREADY_MEMBER',
      'LICENSING.ALREADY_INVITED',
    ]);
  });

  it('lets only the owner manage the team: a member is OWNER_ONLY, anyone else does not see the licence', async () => {
    const { kit, team, license, givenMember } = await givenTeam();
    const member = await givenMember('Ann');
    const stranger = await kit.givenUser(aUser().verified());

    const asMember = await rejectionOf(team.listMembers.execute({ userId: member.id, licenseId: license.id }));
    const asStranger = await rejectionOf(team.invite.execute({ actor: team.actor(stranger), licenseId: license.id, email: 'x@survey.example' }));

    expect([asMember.code, asStranger.code]).toEqual(['LICENSING.OWNER_ONLY', 'LICENSING.LICENSE_NOT_FOUND']);
  });

  it('emails the invitee a single-use link good for 7 days, and stores only its hash', async () => {
    const { kit, team, license, owner } = await givenTeam();
    const person = await kit.givenUser(aUser().verified());
    const token = await team.invitationToken(license, owner, person.email);

    const [mail] = kit.mailsOf('license-invitation');
    expect(mail).toMatchObject({ to: person.email, data: { inviterName: 'Olga Owner', planName: 'Enterprise', devicesPerSeat: 2 } });
    const stored = await kit.licenseInvitations.listOutstanding(license.id);
    expect(stored).toEqual([expect.objectContaining({ tokenHash: kit.tokens.hashToken(token) })]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await team.getInvitation.execute({ token })).toMatchObject({
      email: person.email,
      plan: 'enterprise',
      ownerName: 'Olga Owner',
      accountExists: true,
    });
    await team.accept.execute({ actor: team.actor(person), token });
    const other = await kit.givenUser(aUser().verified());
    expect((await rejectionOf(team.accept.execute({ actor: team.actor(other), token }))).code).toBe('LICENSING.INVITATION_INVALID');

    const late = await kit.givenUser(aUser().verified());
    const lateToken = await team.invitationToken(license, owner, late.email);
    kit.clock.advance(7 * DAY_MS + 1);
    expect((await rejectionOf(team.getInvitation.execute({ token: lateToken }))).code).toBe('LICENSING.INVITATION_INVALID');
    expect((await rejectionOf(team.accept.execute({ actor: team.actor(late), token: lateToken }))).code).toBe('LICENSING.INVITATION_INVALID');
  });

  it('shows a member the licence without key or billing and only their own devices, and tells the owner they joined', async () => {
    const { kit, license, owner, givenMember } = await givenTeam();
    await kit.activate.execute(kit.activation(license, aFingerprint(1)));
    const member = await givenMember('Ann');
    await givenMachine(kit, license.id, member.id, 'machine-ann', aFingerprint(2));

    const [view] = await kit.listMyLicenses.execute({ userId: member.id });
    const [ownerView] = await kit.listMyLicenses.execute({ userId: owner.id });

    expect(view).toMatchObject({ id: license.id, role: 'member', licenseKey: null, ownerName: 'Olga Owner', seats: 5, devicesPerSeat: 2, seatsUsed: 1 });
    expect(view).not.toHaveProperty('subscriptionId');
    expect(view).not.toHaveProperty('paidThrough');
    expect(view!.devices.map((device) => device.id)).toEqual(['machine-ann']);
    expect(ownerView).toMatchObject({ role: 'owner', licenseKey: license.licenseKey, seatsUsed: 2, seatsTaken: 2 });
    expect(kit.mailsOf('license-member-joined')).toEqual([
      expect.objectContaining({ to: owner.email, data: expect.objectContaining({ memberName: 'Ann', seatsTaken: 2, seats: 5 }) }),
    ]);
  });

  it('releases a removed member’s devices at once, frees the seat, and emails and audits it', async () => {
    const { kit, team, license, owner, givenMember } = await givenTeam();
    const member = await givenMember('Ann');
    await givenMachine(kit, license.id, member.id, 'machine-ann', aFingerprint(3));
    const memberId = (await team.listMembers.execute({ userId: owner.id, licenseId: license.id })).members[1]!.id;

    await team.removeMember.execute({ actor: team.actor(owner), licenseId: license.id, memberId });

    expect(await kit.machines.countForLicense(license.id)).toBe(0);
    expect((await kit.validate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(3), ipAddress: '203.0.113.7' })).code).toBe('NOT_ACTIVATED');
    expect(await kit.listMyLicenses.execute({ userId: member.id })).toEqual([]);
    expect(kit.mailsOf('license-member-removed')).toEqual([
      expect.objectContaining({ to: member.email, data: expect.objectContaining({ ownerName: 'Olga Owner', bySupport: false }) }),
    ]);
    const audited = await kit.auditLog.list({ targetId: license.id }, pageRequest(undefined, 20));
    expect(audited.items.map((entry) => entry.action)).toContain('license.member_removed');
    expect((await team.listMembers.execute({ userId: owner.id, licenseId: license.id })).seatsTaken).toBe(1);
  });

  it('lets a member leave and tells the owner; the owner cannot leave', async () => {
    const { kit, team, license, owner, givenMember } = await givenTeam();
    const member = await givenMember('Ann');

    await team.leave.execute({ actor: team.actor(member), licenseId: license.id });

    expect(kit.mailsOf('license-member-left')).toEqual([expect.objectContaining({ to: owner.email })]);
    expect((await rejectionOf(team.leave.execute({ actor: team.actor(member), licenseId: license.id }))).code).toBe('LICENSING.LICENSE_NOT_FOUND');
    expect((await rejectionOf(team.leave.execute({ actor: team.actor(owner), licenseId: license.id }))).code).toBe('LICENSING.OWNER_CANNOT_LEAVE');
  });

  it('makes a person who registered from the link a member once they verify, not before', async () => {
    const { kit, team, license, owner } = await givenTeam();
    const { register, verifyEmail } = createAccountUseCases(kit);
    const token = await team.invitationToken(license, owner, 'newcomer@survey.example');

    await register.execute({ email: 'newcomer@survey.example', password: 'a long enough passphrase', invitationToken: token });
    const newcomer = (await kit.users.findByEmail('newcomer@survey.example'))!;
    expect(await kit.licenseMembers.find(license.id, newcomer.id)).toBeNull();
    await verifyEmail.execute({ token: tokenFromLink(kit.mailsOf('verify-email')[0]!.data.verifyUrl) });

    expect(await kit.licenseMembers.find(license.id, newcomer.id)).toMatchObject({ userId: newcomer.id });
    expect((await rejectionOf(team.getInvitation.execute({ token }))).code).toBe('LICENSING.INVITATION_INVALID');
  });

  it('keeps the members of a licence whose plan lost seats, and refuses inviting until under the seats', async () => {
    const { kit, team, license, owner, givenMember } = await givenTeam();
    await givenMember('Ann');
    await givenMember('Ben');
    await kit.licenses.update({ ...license, seats: 2 });

    expect((await team.listMembers.execute({ userId: owner.id, licenseId: license.id })).members).toHaveLength(3);
    const refused = await rejectionOf(team.invite.execute({ actor: team.actor(owner), licenseId: license.id, email: 'carol@survey.example' }));
    expect(refused.message).toBe('All 2 seats of this license are taken. Remove a member or revoke an invitation first.');
  });

  it('leaves the memberships of a deleted account and releases its devices', async () => {
    const { kit, license, givenMember } = await givenTeam();
    const member = await givenMember('Ann');
    await givenMachine(kit, license.id, member.id, 'machine-ann', aFingerprint(4));
    const hook = new LicensingAccountDeletionHook(kit.users, kit.licenses, kit.trialLedgerKeys, kit.clock, kit.licenseMembers, createTeamUseCases(kit).remover);

    await hook.onAccountDeletion(member.id);

    expect(await kit.licenseMembers.listForLicense(license.id)).toEqual([]);
    expect(await kit.machines.countForLicense(license.id)).toBe(0);
  });
});
