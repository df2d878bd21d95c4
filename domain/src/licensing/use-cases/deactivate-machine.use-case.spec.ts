import { rejectionOf } from '../../testing/account-test-kit';
import { aLicense } from '../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit, TEST_CLIENT_IP } from '../../testing/desktop-license-test-kit';

describe('DeactivateMachineUseCase', () => {
  it('releases the computer’s seat, so another computer can take it', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense());
    const first = await kit.activate.execute(kit.activation(license, aFingerprint(1)));
    const request = { licenseKey: license.licenseKey, fingerprint: aFingerprint(1), ipAddress: TEST_CLIENT_IP };

    expect(await kit.deactivate.execute(request)).toEqual({
      license: expect.objectContaining({ id: license.id, seats: 1, seatsUsed: 0 }),
      machine: first.machine,
    });
    await expect(kit.activate.execute(kit.activation(license, aFingerprint(2)))).resolves.toMatchObject({ license: { seatsUsed: 1 } });
    expect((await kit.validate.execute(request)).code).toBe('NOT_ACTIVATED');
  });

  it('answers 404 NOT_ACTIVATED for a computer that holds no seat, and 404 NOT_FOUND for an unknown key', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense());
    const notActivated = await rejectionOf(kit.deactivate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(1), ipAddress: TEST_CLIENT_IP }));
    expect(notActivated).toMatchObject({ kind: 'not_found', code: 'NOT_ACTIVATED', message: 'This device is not activated for this license.' });
    const unknown = await rejectionOf(
      kit.deactivate.execute({ licenseKey: 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA', fingerprint: aFingerprint(1), ipAddress: TEST_CLIENT_IP }),
    );
    expect(unknown).toMatchObject({ kind: 'not_found', code: 'NOT_FOUND' });
  });

  it('releases a seat of a suspended licence too', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense());
    await kit.activate.execute(kit.activation(license, aFingerprint(1)));
    await kit.licenses.update({ ...license, isActive: false });
    await kit.deactivate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(1), ipAddress: TEST_CLIENT_IP });
    expect(await kit.machines.countForLicense(license.id)).toBe(0);
  });
});
