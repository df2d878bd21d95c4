import { createHash, randomUUID } from 'node:crypto';
import { LicenseRepositoryPort, MachineRepositoryPort, SubscriptionRepositoryPort, type License } from '@pointforge/domain';
import { aLicense, aSubscription } from '@pointforge/domain/testing';
import { aMachine } from '@pointforge/infra/testing/repository-fixtures';
import request from 'supertest';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { Browser, newClientIp } from './support/browser';
import { consoleAdmin } from './support/console-admins';
import { aFingerprint, desktopApp } from './support/desktop-app';
import { SUBJECTS, tokenFromLink } from './support/mailbox';
import { refusal } from './support/refusals';
import { TEST_PASSWORD, type SignedInUser } from './support/signed-in-users';
import { stackSuite, type StartStack } from './support/stack-suite';

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB and Redis', startProductionStack],
  ['the embedded default (SQLite, limits in memory)', startEmbeddedStack],
];

const DAY_MS = 24 * 3_600_000;
const INVITATION_SUBJECT = 'invited you to their PointForge Enterprise license';
const SEATS_FULL = refusal('LICENSING.SEATS_FULL', 'All 5 seats of this license are taken. Remove a member or revoke an invitation first.');
const INVITATION_INVALID = refusal('LICENSING.INVITATION_INVALID', 'This invitation has expired or was already used. Ask the license owner for a new one.');

interface TeamBody {
  seats: number;
  devicesPerSeat: number;
  seatsTaken: number;
  members: Array<{ id: string; userId: string | null; email: string | null; role: string; devices: Array<{ id: string; userId: string | null }> }>;
  invitations: Array<{ id: string; email: string; invitedAt: string; expiresAt: string; lastSentAt: string }>;
}

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Teams on both ways to run: an Enterprise owner invites people by email to the licence's
 * seats, they accept (signed in, or by registering from the link and verifying), the owner
 * sees them with their devices and removes them (their devices released at once), members
 * leave, and support lists and removes members from the console. Every change is emailed to
 * the person concerned and audited.
 */
describe.each(STACKS)('licence members on %s', (_stackName, startStack) => {
  const { stack, users } = stackSuite('license_members', { start: startStack, usersLabel: 'team' });
  const admin = consoleAdmin(stack, users, 'team-ops');

  /** An Enterprise licence (5 people, 2 devices each) of a subscription, stored as billing stores one. */
  async function enterpriseOwner(): Promise<{ owner: SignedInUser; license: License }> {
    const owner = await users.create('owner', { firstName: 'Olga', lastName: 'Owner' });
    const subscription = { ...aSubscription().ownedBy(owner.userId).build(), id: randomUUID() };
    await stack.apps[0]!.get(SubscriptionRepositoryPort).create(subscription);
    const built = aLicense()
      .ownedBy(owner.userId)
      .withPlan('enterprise')
      .forSubscription(subscription.id)
      .expiringAt(new Date(Date.now() + 365 * DAY_MS))
      .build();
    const license = await stack.apps[0]!.get(LicenseRepositoryPort).issueForSubscriptionOnce({ ...built, id: randomUUID() });
    return { owner, license };
  }

  async function invite(owner: SignedInUser, licenseId: string, email: string) {
    return owner.browser.post(`/api/licenses/${licenseId}/members`, { email });
  }

  /** Invites `email` and reads the token from the invitation email (the `count`-th to that address). */
  async function invitationToken(owner: SignedInUser, licenseId: string, email: string, count = 1): Promise<string> {
    const invited = await invite(owner, licenseId, email);
    expect(invited.status).toBe(201);
    return tokenFromLink(await stack.mailbox.waitForMessage(email, INVITATION_SUBJECT, count), stack.origin, 'invite');
  }

  async function team(owner: SignedInUser, licenseId: string): Promise<TeamBody> {
    const response = await owner.browser.get(`/api/licenses/${licenseId}/members`);
    expect(response.status).toBe(200);
    return response.body as TeamBody;
  }

  /** A machine of `userId` on the licence, activated the way a signed-in desktop app's activation stores it. */
  async function activateFor(license: License, userId: string): Promise<string> {
    const fingerprint = aFingerprint();
    const now = new Date();
    const outcome = await stack.apps[0]!.get(MachineRepositoryPort).activate({
      machine: aMachine(license.id, fingerprint, {
        id: randomUUID(),
        userId,
        name: `pc-${fingerprint.slice(-4)}`,
        platform: 'linux',
        activatedAt: now,
        lastSeenAt: now,
      }),
      devicesPerPerson: 2,
      trialFingerprintKeys: null,
    });
    expect(outcome.kind).toBe('activated');
    return fingerprint;
  }

  /**
   * The desktop app of `person` signing in by device code (RFC 8628, as the licence client's
   * `login` does): the code approved on the web for the licence, the token polled, then
   * activation with the token instead of the key. Answers the activation.
   */
  async function signInAndActivate(person: { browser: Browser }, licenseId: string, fingerprint = aFingerprint()) {
    const form = (path: string, fields: Record<string, string>) =>
      request(stack.http).post(path).set('X-Forwarded-For', newClientIp()).type('form').send(fields);
    const started = await form('/api/v1/oauth/device_authorization', {
      client_id: 'pointforge-desktop',
      fingerprint,
      device_name: `pc-${fingerprint.slice(-4)}`,
    });
    expect(started.status).toBe(200);
    expect((await person.browser.post('/api/oauth/device/approve', { userCode: started.body.user_code, licenseId })).status).toBe(200);
    const issued = await form('/api/v1/oauth/token', {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: started.body.device_code,
      client_id: 'pointforge-desktop',
    });
    expect(issued.status).toBe(200);
    return request(stack.http)
      .post('/api/v1/licenses/activate')
      .set('X-Forwarded-For', newClientIp())
      .set('Authorization', `Bearer ${issued.body.access_token as string}`)
      .send({ fingerprint });
  }

  async function validate(license: License, fingerprint: string): Promise<string> {
    return (await desktopApp(stack.http)('validate', { licenseKey: license.licenseKey, fingerprint })).body.code as string;
  }

  async function auditActions(licenseId: string): Promise<string[]> {
    const rows: Array<{ action: string }> = await stack.dataSource.query('SELECT action FROM audit_log WHERE target_id = ? ORDER BY at, id', [licenseId]);
    return rows.map((row) => row.action);
  }

  it('fills an Enterprise licence: four invited, three accept (one registering first, a member once verified), each signs in on two computers by device code, a third computer is refused with TOO_MANY_MACHINES, a fifth invitation with SEATS_FULL', async () => {
    const { owner, license } = await enterpriseOwner();
    const [ann, ben] = [await users.create('ann', { firstName: 'Ann' }), await users.create('ben')];
    const [carolEmail, danEmail] = [users.newEmail('carol'), users.newEmail('dan')];
    const annToken = await invitationToken(owner, license.id, ann.email);
    const benToken = await invitationToken(owner, license.id, ben.email);
    const carolToken = await invitationToken(owner, license.id, carolEmail);
    await invitationToken(owner, license.id, danEmail);

    expect((await invite(owner, license.id, users.newEmail('eve'))).body).toEqual(SEATS_FULL);
    const invitationMail = await stack.mailbox.waitForMessage(ann.email, INVITATION_SUBJECT);
    expect(invitationMail.subject).toBe('Olga Owner invited you to their PointForge Enterprise license');
    expect(invitationMail.text).toContain(`${stack.origin}/invite/${annToken}`);
    const preview = await request(stack.http).get(`/api/invitations/${carolToken}`);
    expect(preview.body).toMatchObject({ success: true, invitation: { email: carolEmail, plan: 'enterprise', ownerName: 'Olga Owner', accountExists: false } });
    const previewedExpiry = new Date(preview.body.invitation.expiresAt as string).getTime();
    expect(Math.abs(previewedExpiry - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

    for (const [person, token] of [
      [ann, annToken],
      [ben, benToken],
    ] as const) {
      const accepted = await person.browser.post(`/api/invitations/${token}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.license).toMatchObject({ id: license.id, role: 'member', licenseKey: null, ownerName: 'Olga Owner', devices: [] });
    }
    // Carol registers from her link; she is a member once she verifies her address.
    const carolBrowser = new Browser(stack.http, newClientIp());
    expect((await carolBrowser.post('/api/auth/register', { email: carolEmail, password: TEST_PASSWORD, invitationToken: carolToken })).status).toBe(201);
    expect((await team(owner, license.id)).members).toHaveLength(3);
    const verification = await stack.mailbox.waitForMessage(carolEmail, SUBJECTS.verifyEmail);
    expect((await carolBrowser.post(`/api/auth/verify-email/${tokenFromLink(verification, stack.origin, 'verify-email')}`)).status).toBe(200);
    expect((await carolBrowser.post('/api/auth/login', { email: carolEmail, password: TEST_PASSWORD })).status).toBe(200);
    expect((await carolBrowser.get('/api/licenses/me')).body.licenses).toEqual([expect.objectContaining({ id: license.id, role: 'member' })]);

    const full = await team(owner, license.id);
    expect(full).toMatchObject({ seats: 5, devicesPerSeat: 2, seatsTaken: 5 });
    expect(full.members.map((member) => [member.id === 'owner' ? 'owner' : 'row', member.role, member.email])).toEqual([
      ['owner', 'owner', owner.email],
      ['row', 'member', ann.email],
      ['row', 'member', ben.email],
      ['row', 'member', carolEmail],
    ]);
    expect(full.invitations.map((invitation) => invitation.email)).toEqual([danEmail]);
    expect((await invite(owner, license.id, users.newEmail('eve'))).body).toEqual(SEATS_FULL);

    // Each of the three signs in on two computers by device code; a third computer of one person is refused.
    for (const person of [ann, ben, { browser: carolBrowser }]) {
      for (let device = 0; device < 2; device += 1) expect((await signInAndActivate(person, license.id)).status).toBe(200);
    }
    const third = await signInAndActivate(ann, license.id);
    expect({ status: third.status, body: third.body }).toEqual({
      status: 409,
      body: refusal('TOO_MANY_MACHINES', 'This license is already active on 2 of the 2 devices you may use. Release one in your dashboard.'),
    });
    const devicesOf = (await team(owner, license.id)).members.map((member) => [member.role, member.devices.length]);
    expect(devicesOf).toEqual([
      ['owner', 0],
      ['member', 2],
      ['member', 2],
      ['member', 2],
    ]);
    const joined = await stack.mailbox.waitForMessage(owner.email, 'joined your PointForge Enterprise license', 3);
    expect(joined.text).toContain('5 seats are taken');
    expect(await auditActions(license.id)).toEqual([...Array(4).fill('license.member_invited'), ...Array(3).fill('license.member_joined')]);
  });

  it('shows a member no key, billing or other people’s devices; members are 403 OWNER_ONLY on the owner’s routes, anyone else 404', async () => {
    const { owner, license } = await enterpriseOwner();
    const [member, colleague, stranger] = [await users.create('member'), await users.create('colleague'), await users.create('stranger')];
    for (const person of [member, colleague]) {
      await person.browser.post(`/api/invitations/${await invitationToken(owner, license.id, person.email)}/accept`);
    }
    const ownersDevice = await activateFor(license, owner.userId);
    await activateFor(license, colleague.userId);
    await activateFor(license, member.userId);

    const mine = (await member.browser.get('/api/licenses/me')).body.licenses;
    expect(mine).toEqual([expect.objectContaining({ id: license.id, role: 'member', licenseKey: null, seats: 5, devicesPerSeat: 2, seatsUsed: 1 })]);
    expect(mine[0]).not.toHaveProperty('subscriptionId');
    expect(mine[0]).not.toHaveProperty('paidThrough');
    expect(mine[0].devices.map((device: { userId: string }) => device.userId)).toEqual([member.userId]);
    expect(JSON.stringify(mine)).not.toContain(license.licenseKey);
    const owners = (await owner.browser.get('/api/licenses/me')).body.licenses;
    expect(owners).toEqual([expect.objectContaining({ id: license.id, role: 'owner', licenseKey: license.licenseKey, seatsTaken: 3, seatsUsed: 3 })]);
    expect((await team(owner, license.id)).members.map((person) => person.devices.length)).toEqual([1, 1, 1]);

    expect((await member.browser.get(`/api/licenses/${license.id}/members`)).body).toEqual(
      refusal('LICENSING.OWNER_ONLY', 'Only the license owner can manage its members.'),
    );
    expect((await member.browser.get(`/api/licenses/${license.id}/members`)).status).toBe(403);
    expect((await member.browser.post(`/api/licenses/${license.id}/members`, { email: users.newEmail('x') })).status).toBe(403);
    const strangers = await stranger.browser.get(`/api/licenses/${license.id}/members`);
    expect({ status: strangers.status, code: strangers.body.code }).toEqual({ status: 404, code: 'LICENSING.LICENSE_NOT_FOUND' });
    // A member releases only their own devices.
    const ownersDeviceId = (await team(owner, license.id)).members[0]!.devices[0]!.id;
    const foreign = await member.browser.delete(`/api/licenses/${license.id}/devices/${ownersDeviceId}`);
    expect({ status: foreign.status, code: foreign.body.code }).toEqual({ status: 404, code: 'LICENSING.DEVICE_NOT_FOUND' });
    expect(await validate(license, ownersDevice)).toBe('VALID');
    const released = await member.browser.delete(`/api/licenses/${license.id}/devices/${mine[0].devices[0].id}`);
    expect(released.body.license).toMatchObject({ role: 'member', devices: [] });
  });

  it('removing a member releases their devices at once (NOT_ACTIVATED), frees the seat for another person, and tells them', async () => {
    const { owner, license } = await enterpriseOwner();
    const people = [await users.create('p1'), await users.create('p2'), await users.create('p3'), await users.create('p4', { firstName: 'Pat' })];
    for (const person of people) await person.browser.post(`/api/invitations/${await invitationToken(owner, license.id, person.email)}/accept`);
    const leaving = people[3]!;
    const devices: string[] = [];
    for (const fingerprint of [aFingerprint(), aFingerprint()]) {
      expect((await signInAndActivate(leaving, license.id, fingerprint)).status).toBe(200);
      devices.push(fingerprint);
    }
    expect(await Promise.all(devices.map((fingerprint) => validate(license, fingerprint)))).toEqual(['VALID', 'VALID']);
    const newcomer = await users.create('newcomer');
    expect((await invite(owner, license.id, newcomer.email)).body).toEqual(SEATS_FULL);

    const memberId = (await team(owner, license.id)).members.find((member) => member.userId === leaving.userId)!.id;
    const removed = await owner.browser.delete(`/api/licenses/${license.id}/members/${memberId}`);

    expect(removed.status).toBe(200);
    expect(await Promise.all(devices.map((fingerprint) => validate(license, fingerprint)))).toEqual(['NOT_ACTIVATED', 'NOT_ACTIVATED']);
    expect((await leaving.browser.get('/api/licenses/me')).body.licenses).toEqual([]);
    expect((await owner.browser.delete(`/api/licenses/${license.id}/members/${memberId}`)).body.code).toBe('LICENSING.MEMBER_NOT_FOUND');
    const removedMail = await stack.mailbox.waitForMessage(leaving.email, 'You no longer have a seat on a PointForge Enterprise license');
    expect(removedMail.text).toContain('Olga Owner removed you');
    const token = await invitationToken(owner, license.id, newcomer.email);
    expect((await newcomer.browser.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect((await team(owner, license.id)).seatsTaken).toBe(5);
    expect(await auditActions(license.id)).toContain('license.member_removed');
  });

  it('takes an invitation link once, for 7 days; resend gives a new link, revoke ends it and tells the invitee', async () => {
    const { owner, license } = await enterpriseOwner();
    const [first, second, third] = [await users.create('once'), await users.create('late'), await users.create('revoked')];
    const token = await invitationToken(owner, license.id, first.email);
    expect((await first.browser.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    const again = await second.browser.post(`/api/invitations/${token}/accept`);
    expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: INVITATION_INVALID });
    expect((await request(stack.http).get(`/api/invitations/${token}`)).body).toEqual(INVITATION_INVALID);
    const anonymous = await request(stack.http).post(`/api/invitations/${token}/accept`).set('X-Requested-With', 'XMLHttpRequest');
    expect(anonymous.status).toBe(401);

    const lateToken = await invitationToken(owner, license.id, second.email);
    const stored: Array<{ created_at: Date | string; expires_at: Date | string }> = await stack.dataSource.query(
      'SELECT created_at, expires_at FROM license_invitations WHERE token_hash = ?',
      [sha256(lateToken)],
    );
    expect(new Date(stored[0]!.expires_at).getTime() - new Date(stored[0]!.created_at).getTime()).toBe(7 * DAY_MS);
    await stack.dataSource.query('UPDATE license_invitations SET expires_at = created_at WHERE token_hash = ?', [sha256(lateToken)]);
    expect((await second.browser.post(`/api/invitations/${lateToken}/accept`)).body).toEqual(INVITATION_INVALID);
    expect((await invite(owner, license.id, second.email)).body.code).toBe('LICENSING.ALREADY_INVITED');
    const invitationId = (await team(owner, license.id)).invitations.find((invitation) => invitation.email === second.email)!.id;
    expect((await owner.browser.post(`/api/licenses/${license.id}/invitations/${invitationId}/resend`)).status).toBe(200);
    const resentToken = tokenFromLink(await stack.mailbox.waitForMessage(second.email, INVITATION_SUBJECT, 2), stack.origin, 'invite');
    expect(resentToken).not.toBe(lateToken);
    expect((await second.browser.post(`/api/invitations/${resentToken}/accept`)).status).toBe(200);

    const revokedToken = await invitationToken(owner, license.id, third.email);
    const revokedId = (await team(owner, license.id)).invitations.find((invitation) => invitation.email === third.email)!.id;
    expect((await owner.browser.delete(`/api/licenses/${license.id}/invitations/${revokedId}`)).status).toBe(200);
    expect((await third.browser.post(`/api/invitations/${revokedToken}/accept`)).body).toEqual(INVITATION_INVALID);
    await stack.mailbox.waitForMessage(third.email, 'Your invitation to a PointForge Enterprise license was withdrawn');
    expect((await invite(owner, license.id, first.email)).body.code).toBe('LICENSING.ALREADY_MEMBER');
    expect(await auditActions(license.id)).toEqual(expect.arrayContaining(['license.invitation_resent', 'license.invitation_revoked']));
  });

  it('lets a member leave (devices released, the owner told); the owner cannot leave', async () => {
    const { owner, license } = await enterpriseOwner();
    const member = await users.create('leaver', { firstName: 'Lee', lastName: 'Leaver' });
    await member.browser.post(`/api/invitations/${await invitationToken(owner, license.id, member.email)}/accept`);
    const device = await activateFor(license, member.userId);

    expect((await member.browser.post(`/api/licenses/${license.id}/leave`)).status).toBe(200);

    expect(await validate(license, device)).toBe('NOT_ACTIVATED');
    expect((await member.browser.get('/api/licenses/me')).body.licenses).toEqual([]);
    expect((await owner.browser.post(`/api/licenses/${license.id}/leave`)).body.code).toBe('LICENSING.OWNER_CANNOT_LEAVE');
    await stack.mailbox.waitForMessage(owner.email, 'Lee Leaver left your PointForge Enterprise license');
    expect(await auditActions(license.id)).toContain('license.member_left');
  });

  it('releases a member’s devices and frees their seat when they delete their account, telling the owner', async () => {
    const { owner, license } = await enterpriseOwner();
    const member = await users.create('deleting', { firstName: 'Dee' });
    await member.browser.post(`/api/invitations/${await invitationToken(owner, license.id, member.email)}/accept`);
    const device = await activateFor(license, member.userId);

    expect((await member.browser.delete('/api/auth/delete-account')).status).toBe(200);

    expect(await validate(license, device)).toBe('NOT_ACTIVATED');
    expect(await team(owner, license.id)).toMatchObject({ seatsTaken: 1, members: [{ id: 'owner' }] });
    await stack.mailbox.waitForMessage(owner.email, 'Dee left your PointForge Enterprise license');
  });

  it('lets support list a licence’s members and remove one with a reason (audited, devices released, the member emailed)', async () => {
    const { owner, license } = await enterpriseOwner();
    const member = await users.create('supported');
    await member.browser.post(`/api/invitations/${await invitationToken(owner, license.id, member.email)}/accept`);
    const device = await activateFor(license, member.userId);

    const listed = await admin.browser.get(`/api/admin/licenses/${license.id}/members`);
    expect(listed.body).toMatchObject({ success: true, seats: 5, seatsTaken: 2, members: [{ id: 'owner', email: owner.email }, { email: member.email }] });
    const memberId = (listed.body as TeamBody).members[1]!.id;
    const noReason = await admin.browser.send('delete', `/api/admin/licenses/${license.id}/members/${memberId}`, {});
    expect(noReason.status).toBe(400);
    const removed = await admin.browser.send('delete', `/api/admin/licenses/${license.id}/members/${memberId}`, { reason: 'Left the company (ticket 4411)' });

    expect(removed.body).toMatchObject({ success: true, seatsTaken: 1, members: [{ id: 'owner' }] });
    expect(await validate(license, device)).toBe('NOT_ACTIVATED');
    const entries: Array<{ action: string; actor_email: string; after_json: string }> = await stack.dataSource.query(
      "SELECT action, actor_email, after_json FROM audit_log WHERE target_id = ? AND action = 'license.member_removed'",
      [license.id],
    );
    expect(entries).toEqual([expect.objectContaining({ actor_email: admin.email })]);
    expect(entries[0]!.after_json).toContain('ticket 4411');
    const mail = await stack.mailbox.waitForMessage(member.email, 'You no longer have a seat');
    expect(mail.text).toContain('Our support team removed you');
    expect((await admin.browser.get(`/api/admin/licenses/${randomUUID()}/members`)).status).toBe(404);
  });
});
