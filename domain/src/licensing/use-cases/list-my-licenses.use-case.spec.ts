import { DAY_MS, MINUTE_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { aLicense, aUser } from '../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit } from '../../testing/desktop-license-test-kit';

describe('ListMyLicensesUseCase', () => {
  it('lists only the caller’s licences, newest first, without the owner id, each with its devices and the seats taken', async () => {
    const kit = createDesktopLicenseTestKit();
    const user = await kit.givenUser(aUser().verified());
    const other = await kit.givenUser(aUser().verified());
    const base = kit.clock.now().getTime();
    const trial = aLicense().trial().ownedBy(user.id).createdAt(new Date(base)).build();
    const paid = aLicense()
      .ownedBy(user.id)
      .withPlan('enterprise')
      .createdAt(new Date(base + MINUTE_MS))
      .build();
    const othersLicense = aLicense().ownedBy(other.id).build();
    await kit.licenses.issueTrialOnce(trial, 'ledger-key');
    await kit.licenses.issueForSubscriptionOnce(paid);
    await kit.licenses.issueForSubscriptionOnce(othersLicense);
    const first = await kit.activate.execute(kit.activation(paid, aFingerprint(1), { name: 'LAPTOP-7', platform: 'windows', appVersion: '1.0.7' }));
    kit.clock.advance(MINUTE_MS);
    const second = await kit.activate.execute(kit.activation(paid, aFingerprint(2)));
    await kit.activate.execute(kit.activation(othersLicense, aFingerprint(3)));

    const licenses = await kit.listMyLicenses.execute({ userId: user.id });

    expect(licenses.map((license) => license.id)).toEqual([paid.id, trial.id]);
    const { userId: _owner, suspendedAt: _suspension, billingType: _billing, ...publicPaid } = paid;
    // The dashboard names each device's holder (a key activation is the owner's) and how long its file runs offline (annual: 90 days).
    const device = ({ machine: { fingerprint: _fingerprint, ...shown } }: typeof first) => ({
      ...shown,
      userId: user.id,
      offlineUntil: new Date(shown.activatedAt.getTime() + 90 * DAY_MS),
    });
    expect(licenses[0]).toEqual({ ...publicPaid, role: 'owner', devicesPerSeat: 2, seatsTaken: 1, seatsUsed: 2, devices: [device(first), device(second)] });
    expect(licenses[1]).toMatchObject({ id: trial.id, seats: 1, seatsUsed: 0, devices: [] });
    expect(JSON.stringify(licenses)).not.toContain(aFingerprint(1));
  });

  it('is an empty list for a user without licences', async () => {
    const kit = createDesktopLicenseTestKit();
    const user = await kit.givenUser(aUser().verified());

    expect(await kit.listMyLicenses.execute({ userId: user.id })).toEqual([]);
  });
});

describe('ReleaseMyDeviceUseCase', () => {
  it('frees the seat of the owner’s device and answers the licence with the devices left', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license, owner } = await kit.givenLicense(aLicense().withPlan('enterprise'));
    const kept = await kit.activate.execute(kit.activation(license, aFingerprint(1)));
    const released = await kit.activate.execute(kit.activation(license, aFingerprint(2)));

    const after = await kit.releaseMyDevice.execute({ userId: owner.id, licenseId: license.id, deviceId: released.machine.id });

    expect(after).toMatchObject({ id: license.id, seatsUsed: 1, devices: [{ id: kept.machine.id }] });
    expect(await kit.validate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(2), ipAddress: '203.0.113.7' })).toMatchObject({
      valid: false,
      code: 'NOT_ACTIVATED',
    });
  });

  it('answers 404 for another user’s licence or device, and for a device already released, releasing nothing', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license, owner } = await kit.givenLicense(aLicense().withPlan('enterprise'));
    const { license: othersLicense, owner: other } = await kit.givenLicense(aLicense().withPlan('enterprise'));
    const mine = await kit.activate.execute(kit.activation(license, aFingerprint(1)));
    const theirs = await kit.activate.execute(kit.activation(othersLicense, aFingerprint(2)));

    const notMyLicense = await rejectionOf(kit.releaseMyDevice.execute({ userId: other.id, licenseId: license.id, deviceId: mine.machine.id }));
    const notMyDevice = await rejectionOf(kit.releaseMyDevice.execute({ userId: owner.id, licenseId: license.id, deviceId: theirs.machine.id }));
    await kit.releaseMyDevice.execute({ userId: owner.id, licenseId: license.id, deviceId: mine.machine.id });
    const twice = await rejectionOf(kit.releaseMyDevice.execute({ userId: owner.id, licenseId: license.id, deviceId: mine.machine.id }));

    expect(notMyLicense).toMatchObject({ kind: 'not_found', code: 'LICENSING.LICENSE_NOT_FOUND' });
    expect(notMyDevice).toMatchObject({ kind: 'not_found', code: 'LICENSING.DEVICE_NOT_FOUND' });
    expect(twice).toMatchObject({ kind: 'not_found', code: 'LICENSING.DEVICE_NOT_FOUND' });
    expect(await kit.machines.countForLicense(othersLicense.id)).toBe(1);
  });
});
