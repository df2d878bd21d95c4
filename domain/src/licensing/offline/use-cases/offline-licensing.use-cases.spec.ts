import { decodeBase64url } from '../../../shared/base64url';
import { DAY_MS, HOUR_MS } from '../../../shared/time';
import { anActivationRequestText } from '../../../testing/activation-request-text';
import { rejectionOf } from '../../../testing/account-test-kit';
import { aLicense, aUser } from '../../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit } from '../../../testing/desktop-license-test-kit';
import { createTeamUseCases } from '../../../testing/team-test-kit';
import { fakeDevicePublicKey } from '../../../testing/fake-deactivation-key-agreement';
import { DEACTIVATION_KEY_SALT, deactivationCode, deactivationKeyInfo } from '../deactivation-code';
import { licenseFileName } from './activate-offline.use-case';

async function givenEnterprise() {
  const kit = createDesktopLicenseTestKit();
  const team = createTeamUseCases(kit);
  const { license, owner } = await kit.givenLicense(
    aLicense()
      .withPlan('enterprise')
      .billed('annual')
      .expiringAt(new Date(kit.clock.now().getTime() + 365 * DAY_MS)),
  );
  const givenMember = async () => {
    const person = await kit.givenUser(aUser().verified());
    await team.accept.execute({ actor: team.actor(person), token: await team.invitationToken(license, owner, person.email) });
    return person;
  };
  /** A request the computer `n` made just now, with the licence's key unless told otherwise; its device key's private half is its fingerprint. */
  const requestFrom = (n: number, fields: Record<string, unknown> = {}) =>
    anActivationRequestText(kit.clock.now(), { key: license.licenseKey, fingerprint: aFingerprint(n), dpk: fakeDevicePublicKey(aFingerprint(n)), ...fields });
  /** The deactivation code the app computes from a file it holds, with its device key. */
  const codeOf = (licenseFile: string) => {
    const { epk, mid, jti, fp } = kit.signer.claimsOf(licenseFile)!;
    const key = kit.keyAgreement.keyOnDevice(fp, decodeBase64url(epk!)!, DEACTIVATION_KEY_SALT, deactivationKeyInfo({ mid, jti }));
    return deactivationCode(kit.hmac, { key, mid, jti });
  };
  return { kit, license, owner, givenMember, requestFrom, codeOf };
}

describe('ActivateOfflineUseCase', () => {
  it('activates the requesting computer as the uploader’s device and answers its licence file, a file name and the device', async () => {
    const { kit, license, owner, requestFrom } = await givenEnterprise();

    const answer = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1, { name: 'Camp laptop #2' }) });

    const now = kit.clock.now();
    const offlineUntil = new Date(now.getTime() + 90 * DAY_MS);
    expect(answer).toEqual({
      licenseFile: expect.any(String),
      fileName: 'PointForge-Camp-laptop-2.lic',
      device: {
        id: expect.any(String),
        userId: owner.id,
        name: 'Camp laptop #2',
        platform: 'windows',
        appVersion: '1.0.7',
        activatedAt: now,
        lastSeenAt: now,
        offlineUntil,
      },
    });
    expect(kit.signer.claimsOf(answer.licenseFile)).toMatchObject({
      sub: license.id,
      fp: aFingerprint(1),
      mid: answer.device.id,
      exp: Math.floor(offlineUntil.getTime() / 1000),
    });
    expect(await kit.machines.countForLicense(license.id)).toBe(1);
    // As for an online activation: the owner hears of the new device, and operators count it.
    expect(kit.mailsOf('new-device')).toHaveLength(1);
    expect(kit.activationMetrics.outcomes).toEqual([{ result: 'activated' }]);
  });

  it('makes the file valid from the time the request names when the computer’s clock lags, and from now when it runs ahead (up to a day)', async () => {
    const { kit, license, owner } = await givenEnterprise();
    const madeAt = (offsetMs: number, n: number) =>
      anActivationRequestText(new Date(kit.clock.now().getTime() + offsetMs), { key: license.licenseKey, fingerprint: aFingerprint(n) });
    const lagging = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: madeAt(-3 * HOUR_MS, 1) });
    const ahead = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: madeAt(23 * HOUR_MS, 2) });
    const seconds = (offsetMs: number) => Math.floor((kit.clock.now().getTime() + offsetMs) / 1000);

    expect(kit.signer.claimsOf(lagging.licenseFile)).toMatchObject({ nbf: seconds(-3 * HOUR_MS), iat: seconds(0) });
    expect(kit.signer.claimsOf(ahead.licenseFile)).toMatchObject({ nbf: seconds(0), iat: seconds(0) });
  });

  it('takes a request file once: the same file again is 409 OFFLINE_REQUEST_USED, and a new request from the computer works', async () => {
    const { kit, license, owner, requestFrom } = await givenEnterprise();
    await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) });

    const again = await rejectionOf(kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) }));
    kit.clock.advance(HOUR_MS);
    const renewed = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) });

    expect(again).toMatchObject({ kind: 'conflict', code: 'LICENSING.OFFLINE_REQUEST_USED' });
    expect(renewed.device.activatedAt).not.toEqual(kit.clock.now());
    expect(await kit.machines.countForLicense(license.id)).toBe(1);
  });

  it('refuses a request older than 7 days (OFFLINE_REQUEST_EXPIRED), one for another licence, one dated ahead and an unreadable one (OFFLINE_REQUEST_INVALID)', async () => {
    const { kit, license, owner, requestFrom } = await givenEnterprise();
    const upload = (request: string) => rejectionOf(kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request }));
    const old = anActivationRequestText(new Date(kit.clock.now().getTime() - 7 * DAY_MS - 1000), { key: license.licenseKey });
    const ahead = anActivationRequestText(new Date(kit.clock.now().getTime() + 25 * HOUR_MS), { key: license.licenseKey });

    expect(await upload(old)).toMatchObject({ kind: 'unprocessable', code: 'LICENSING.OFFLINE_REQUEST_EXPIRED' });
    expect(await upload(requestFrom(1, { key: 'PF-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE' }))).toMatchObject({
      kind: 'unprocessable',
      code: 'LICENSING.OFFLINE_REQUEST_INVALID',
      message: 'This activation request is for another license.',
    });
    expect(await upload(ahead)).toMatchObject({ code: 'LICENSING.OFFLINE_REQUEST_INVALID', message: expect.stringContaining('dated in the future') });
    expect(await upload('hello')).toMatchObject({ code: 'LICENSING.OFFLINE_REQUEST_INVALID' });
    expect(await kit.machines.countForLicense(license.id)).toBe(0);
  });

  it('gives a member’s upload without a key the member’s device, within the member’s own devices', async () => {
    const { kit, license, givenMember, requestFrom } = await givenEnterprise();
    const member = await givenMember();
    const upload = (n: number) => kit.activateOffline.execute({ userId: member.id, licenseId: license.id, request: requestFrom(n, { key: undefined }) });

    const answer = await upload(1);
    await upload(2);
    const third = await rejectionOf(upload(3));

    expect(answer.device.userId).toBe(member.id);
    expect(third).toMatchObject({ kind: 'conflict', code: 'TOO_MANY_MACHINES' });
    expect(kit.activationMetrics.outcomes.at(-1)).toEqual({ result: 'refused', code: 'TOO_MANY_MACHINES' });
  });

  it('is 404 for anyone holding no seat on the licence, and refuses an expired licence as activation does', async () => {
    const { kit, license, owner, requestFrom } = await givenEnterprise();
    const stranger = await kit.givenUser(aUser().verified());
    expect(await rejectionOf(kit.activateOffline.execute({ userId: stranger.id, licenseId: license.id, request: requestFrom(1) }))).toMatchObject({
      kind: 'not_found',
      code: 'LICENSING.LICENSE_NOT_FOUND',
    });
    kit.clock.advance(400 * DAY_MS);
    const expired = await rejectionOf(kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) }));
    expect(expired.code).toBe('EXPIRED');
  });
});

describe('DeactivateOfflineUseCase', () => {
  it('frees the device whose newest file’s code is typed, in any case and spacing, and only once', async () => {
    const { kit, license, owner, requestFrom, codeOf } = await givenEnterprise();
    const { licenseFile, device } = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) });
    const typed = codeOf(licenseFile).toLowerCase().replace(/-/g, ' ');

    const freed = await kit.deactivateOffline.execute({ userId: owner.id, licenseId: license.id, code: typed });
    const again = await rejectionOf(kit.deactivateOffline.execute({ userId: owner.id, licenseId: license.id, code: typed }));

    expect(freed).toEqual(device);
    expect(await kit.machines.countForLicense(license.id)).toBe(0);
    expect(again).toMatchObject({ kind: 'unprocessable', code: 'LICENSING.DEACTIVATION_CODE_INVALID' });
  });

  it('refuses a forged code and the code of an older file of the device', async () => {
    const { kit, license, owner, requestFrom, codeOf } = await givenEnterprise();
    const first = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) });
    const refreshed = await kit.validate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(1), ipAddress: '203.0.113.7' });
    const deactivate = (code: string) => rejectionOf(kit.deactivateOffline.execute({ userId: owner.id, licenseId: license.id, code }));

    expect(await deactivate('ABCD-EFGH-JKMN-PQRS')).toMatchObject({ code: 'LICENSING.DEACTIVATION_CODE_INVALID' });
    expect(await deactivate(codeOf(first.licenseFile))).toMatchObject({ code: 'LICENSING.DEACTIVATION_CODE_INVALID' });
    // Whoever holds only the file has its epk, not the device key: keyed with anything the file shows, the code is wrong.
    const { epk, mid, jti } = kit.signer.claimsOf(refreshed.licenseFile!)!;
    expect(await deactivate(deactivationCode(kit.hmac, { key: decodeBase64url(epk!)!, mid, jti }))).toMatchObject({
      code: 'LICENSING.DEACTIVATION_CODE_INVALID',
    });
    expect(await deactivate('not a code')).toMatchObject({ code: 'LICENSING.DEACTIVATION_CODE_INVALID' });
    await kit.deactivateOffline.execute({ userId: owner.id, licenseId: license.id, code: codeOf(refreshed.licenseFile!) });
    expect(await kit.machines.countForLicense(license.id)).toBe(0);
  });

  it('lets a member free only their own devices, and the owner any', async () => {
    const { kit, license, owner, givenMember, requestFrom, codeOf } = await givenEnterprise();
    const member = await givenMember();
    const owners = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) });
    const members = await kit.activateOffline.execute({ userId: member.id, licenseId: license.id, request: requestFrom(2, { key: undefined }) });

    const refused = await rejectionOf(kit.deactivateOffline.execute({ userId: member.id, licenseId: license.id, code: codeOf(owners.licenseFile) }));
    const freedByOwner = await kit.deactivateOffline.execute({ userId: owner.id, licenseId: license.id, code: codeOf(members.licenseFile) });

    expect(refused.code).toBe('LICENSING.DEACTIVATION_CODE_INVALID');
    expect(freedByOwner.userId).toBe(member.id);
  });
});

describe('ReleaseMyDeviceUseCase on an air-gapped computer', () => {
  it('refuses while its offline file runs (409 OFFLINE_DEVICE_NEEDS_CODE, naming the date), and releases once it ran out or the computer renewed online', async () => {
    const { kit, license, owner, requestFrom } = await givenEnterprise();
    const { device } = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(1) });
    const release = () => kit.releaseMyDevice.execute({ userId: owner.id, licenseId: license.id, deviceId: device.id });

    expect(await rejectionOf(release())).toMatchObject({
      kind: 'conflict',
      code: 'LICENSING.OFFLINE_DEVICE_NEEDS_CODE',
      message: expect.stringMatching(/runs until \w+ \d+, \d{4}\..*deactivation code.*Release an offline computer/),
    });
    await kit.validate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(1), ipAddress: '203.0.113.7' });
    await release();
    expect(await kit.machines.countForLicense(license.id)).toBe(0);

    const again = await kit.activateOffline.execute({ userId: owner.id, licenseId: license.id, request: requestFrom(2) });
    kit.clock.advance(91 * DAY_MS);
    await kit.releaseMyDevice.execute({ userId: owner.id, licenseId: license.id, deviceId: again.device.id });
    expect(await kit.machines.countForLicense(license.id)).toBe(0);
  });
});

describe('licenseFileName', () => {
  it('names the file after the device in letters, digits and dashes', () => {
    expect(licenseFileName('Camp laptop #2')).toBe('PointForge-Camp-laptop-2.lic');
    expect(licenseFileName('Grubengerät')).toBe('PointForge-Grubengerat.lic');
    expect(licenseFileName('***')).toBe('PointForge-device.lic');
    expect(licenseFileName(null)).toBe('PointForge-device.lic');
  });
});
