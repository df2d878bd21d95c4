import { rejectionOf } from '../../../testing/account-test-kit';
import { aLicense, aUser } from '../../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit, TEST_CLIENT_IP } from '../../../testing/desktop-license-test-kit';

const CLIENT_ID = 'pointforge-desktop';

/** A kit with an owner's running licence and an app that asked to sign in on computer 1. */
async function signInRequested() {
  const kit = createDesktopLicenseTestKit();
  const { license, owner } = await kit.givenLicense(aLicense(), aUser().verified().withName('Thandi', 'Nkosi'));
  const started = await kit.requestDeviceAuthorization.execute({
    clientId: CLIENT_ID,
    fingerprint: aFingerprint(1),
    name: 'SURVEY-LAPTOP',
    platform: 'windows',
    appVersion: '1.0.7',
    ipAddress: TEST_CLIENT_IP,
  });
  if (!started.ok) throw new Error('the request was refused');
  const lookup = { userCode: started.userCode, userId: owner.id, ipAddress: TEST_CLIENT_IP };
  const poll = () => kit.exchangeDeviceCode.execute({ clientId: CLIENT_ID, deviceCode: started.deviceCode, ipAddress: TEST_CLIENT_IP });
  return { kit, license, owner, started, lookup, poll };
}

describe('ExchangeDeviceCodeUseCase (with the device authorization request and its approval)', () => {
  it('issues an eight-letter user code of the RFC 8628 alphabet, shown XXXX-XXXX, and the configured timing', async () => {
    const { started } = await signInRequested();
    expect(started).toMatchObject({ userCode: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/), expiresIn: 900, interval: 5 });
  });

  it('answers authorization_pending, then slow_down (and five more seconds) when polled before the interval, then a token once approved, once', async () => {
    const { kit, license, lookup, poll } = await signInRequested();

    expect(await poll()).toMatchObject({ ok: false, error: 'authorization_pending' });
    kit.clock.advance(1000);
    expect(await poll()).toMatchObject({ ok: false, error: 'slow_down' });
    // The interval is now 10 seconds: 6 are too few again (15 from now on), 15 are enough.
    kit.clock.advance(6000);
    expect(await poll()).toMatchObject({ ok: false, error: 'slow_down', description: expect.stringContaining('15 seconds') });
    kit.clock.advance(15_000);
    expect(await poll()).toMatchObject({ ok: false, error: 'authorization_pending' });

    const shown = await kit.showDeviceSignIn.execute({ ...lookup, userCode: lookup.userCode.toLowerCase().replace('-', '') });
    expect(shown).toEqual({
      request: expect.objectContaining({ userCode: lookup.userCode, deviceName: 'SURVEY-LAPTOP', platform: 'windows', appVersion: '1.0.7' }),
      licenses: [{ id: license.id, plan: license.plan, role: 'owner', ownerName: 'Thandi Nkosi', devicesUsed: 0, devicesPerSeat: 2 }],
    });
    await kit.decideDeviceSignIn.execute(lookup, { decision: 'approved', licenseId: license.id });
    expect(kit.securityEvents.events).toContainEqual(expect.objectContaining({ type: 'device-sign-in', decision: 'approved', licenseId: license.id }));

    const issued = await poll();
    expect(issued).toEqual({
      ok: true,
      tokens: { accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600, tokenType: 'Bearer', scope: 'license' },
    });
    expect(await poll()).toMatchObject({ ok: false, error: 'invalid_grant' });
  });

  it('never yields a token for a denied code nor an expired one', async () => {
    const denied = await signInRequested();
    await denied.kit.decideDeviceSignIn.execute(denied.lookup, { decision: 'denied' });
    expect(await denied.poll()).toMatchObject({ ok: false, error: 'access_denied' });
    denied.kit.clock.advance(10_000);
    expect(await denied.poll()).toMatchObject({ ok: false, error: 'access_denied' });

    const expired = await signInRequested();
    expired.kit.clock.advance(900_000);
    expect(await expired.poll()).toMatchObject({ ok: false, error: 'expired_token' });
    expect(await rejectionOf(expired.kit.showDeviceSignIn.execute(expired.lookup))).toMatchObject({ kind: 'not_found', code: 'OAUTH.USER_CODE_INVALID' });
  });

  it('refuses an unknown client, an unknown code, and approval for a licence the person holds no seat on', async () => {
    const { kit, lookup, started } = await signInRequested();
    expect(await kit.exchangeDeviceCode.execute({ clientId: 'other', deviceCode: started.deviceCode, ipAddress: TEST_CLIENT_IP })).toMatchObject({
      error: 'invalid_client',
    });
    expect(await kit.exchangeDeviceCode.execute({ clientId: CLIENT_ID, deviceCode: 'made-up', ipAddress: TEST_CLIENT_IP })).toMatchObject({
      error: 'invalid_grant',
    });
    const { license: someoneElses } = await kit.givenLicense(aLicense());
    expect(await rejectionOf(kit.decideDeviceSignIn.execute(lookup, { decision: 'approved', licenseId: someoneElses.id }))).toMatchObject({
      code: 'LICENSING.LICENSE_NOT_FOUND',
    });
  });
});

describe('device credentials on the desktop API and their refresh', () => {
  async function signedIn() {
    const requested = await signInRequested();
    await requested.kit.decideDeviceSignIn.execute(requested.lookup, { decision: 'approved', licenseId: requested.license.id });
    const issued = await requested.poll();
    if (!issued.ok) throw new Error('no token');
    return { ...requested, tokens: issued.tokens };
  }

  it('activates, validates and deactivates by bearer, the machine held by the token’s person; another computer’s fingerprint is refused', async () => {
    const { kit, owner, license, tokens } = await signedIn();
    const bearer = { accessToken: tokens.accessToken, ipAddress: TEST_CLIENT_IP };

    expect(await rejectionOf(kit.activate.execute({ ...bearer, fingerprint: aFingerprint(2) }))).toMatchObject({
      kind: 'forbidden',
      code: 'FINGERPRINT_MISMATCH',
    });
    expect((await kit.validate.execute(bearer)).code).toBe('NOT_ACTIVATED');
    const activated = await kit.activate.execute({ ...bearer, fingerprint: aFingerprint(1) });
    expect(activated.machine).toMatchObject({ fingerprint: aFingerprint(1) });
    expect((await kit.machines.findByFingerprint(license.id, aFingerprint(1)))?.userId).toBe(owner.id);
    expect(activated.credentials).toBeUndefined();
    expect(await kit.validate.execute(bearer)).toMatchObject({ valid: true, code: 'VALID', licenseFile: expect.any(String) });

    await kit.deactivate.execute(bearer);
    expect((await kit.validate.execute(bearer)).code).toBe('NOT_ACTIVATED');
    expect(await rejectionOf(kit.activate.execute({ ...bearer, fingerprint: aFingerprint(1) }))).toMatchObject({
      kind: 'unauthenticated',
      code: 'INVALID_TOKEN',
    });
  });

  it('gives no computer to a member removed between the token check and the activation: undone whole, INVALID_TOKEN', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license, owner } = await kit.givenLicense(aLicense().withPlan('enterprise'));
    const member = await kit.givenUser(aUser().verified());
    const joinedAt = kit.clock.now();
    const invitation = {
      ...{ id: 'invitation-1', licenseId: license.id, email: member.email, tokenHash: 'hash', invitedByUserId: owner.id },
      ...{ createdAt: joinedAt, expiresAt: new Date(joinedAt.getTime() + 86_400_000), lastSentAt: joinedAt },
      ...{ acceptedAt: null, acceptedByUserId: null, revokedAt: null, registeredUserId: null },
    };
    await kit.licenseInvitations.invite(invitation, license.seats);
    await kit.licenseInvitations.accept(
      invitation.id,
      { id: 'member-1', licenseId: license.id, userId: member.id, invitationId: invitation.id, joinedAt },
      license.seats,
    );
    const started = await kit.requestDeviceAuthorization.execute({ clientId: CLIENT_ID, fingerprint: aFingerprint(1), ipAddress: TEST_CLIENT_IP });
    if (!started.ok) throw new Error('the request was refused');
    await kit.decideDeviceSignIn.execute(
      { userCode: started.userCode, userId: member.id, ipAddress: TEST_CLIENT_IP },
      { decision: 'approved', licenseId: license.id },
    );
    const issued = await kit.exchangeDeviceCode.execute({ clientId: CLIENT_ID, deviceCode: started.deviceCode, ipAddress: TEST_CLIENT_IP });
    if (!issued.ok) throw new Error('no token');
    // The owner's removal commits while the app's activation waits for the licence's lock.
    const activate = kit.machines.activate.bind(kit.machines);
    kit.machines.activate = async (activation) => {
      await kit.licenseMembers.remove(license.id, 'member-1');
      return activate(activation);
    };

    const refused = await rejectionOf(
      kit.activate.execute({ accessToken: issued.tokens.accessToken, ipAddress: TEST_CLIENT_IP, fingerprint: aFingerprint(1) }),
    );

    expect(refused).toMatchObject({ kind: 'unauthenticated', code: 'INVALID_TOKEN' });
    expect(await kit.machines.countForLicense(license.id)).toBe(0);
  });

  it('rotates both tokens on refresh (the old refresh token stops), and answers INVALID_TOKEN for an access token past its hour', async () => {
    const { kit, tokens } = await signedIn();
    const refresh = (refreshToken: string) => kit.refreshDeviceTokens.execute({ clientId: CLIENT_ID, refreshToken, ipAddress: TEST_CLIENT_IP });

    kit.clock.advance(3_600_000);
    expect(await rejectionOf(kit.validate.execute({ accessToken: tokens.accessToken, ipAddress: TEST_CLIENT_IP }))).toMatchObject({ code: 'INVALID_TOKEN' });
    const refreshed = await refresh(tokens.refreshToken);
    if (!refreshed.ok) throw new Error('not refreshed');
    expect(refreshed.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect(await refresh(tokens.refreshToken)).toMatchObject({ ok: false, error: 'invalid_grant' });
    expect((await kit.validate.execute({ accessToken: refreshed.tokens.accessToken, ipAddress: TEST_CLIENT_IP })).code).toBe('NOT_ACTIVATED');
  });

  it('gives a key activation a credential that still validates after the key is replaced, and that a release revokes', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense());
    const activated = await kit.activate.execute(kit.activation(license, aFingerprint(3)));
    const bearer = { accessToken: activated.credentials!.accessToken, ipAddress: TEST_CLIENT_IP };

    await kit.licenses.changeKey(license.id, license.licenseKey, 'PF-ZZZZZ-YYYYY-XXXXX-WWWWW-VVVVV');
    expect((await kit.validate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(3), ipAddress: TEST_CLIENT_IP })).code).toBe('NOT_FOUND');
    expect(await kit.validate.execute(bearer)).toMatchObject({ valid: true, code: 'VALID' });

    await kit.releaseMyDevice.execute({ userId: license.userId!, licenseId: license.id, deviceId: activated.machine.id });
    expect((await kit.validate.execute(bearer)).code).toBe('NOT_ACTIVATED');
    expect(
      await kit.refreshDeviceTokens.execute({ clientId: CLIENT_ID, refreshToken: activated.credentials!.refreshToken, ipAddress: TEST_CLIENT_IP }),
    ).toMatchObject({
      error: 'invalid_grant',
    });
  });
});
