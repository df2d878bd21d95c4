import { DAY_MS, HOUR_MS } from '../../shared/time';
import { aLicense } from '../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit, TEST_CLIENT_IP } from '../../testing/desktop-license-test-kit';

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('ValidateLicenseUseCase', () => {
  async function activatedLicense(builder = aLicense()) {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(builder);
    const activated = await kit.activate.execute(kit.activation(license, aFingerprint(1), { name: 'desk' }));
    const validate = (fingerprint?: string, licenseKey = license.licenseKey) =>
      kit.validate.execute({ licenseKey, ipAddress: TEST_CLIENT_IP, ...(fingerprint === undefined ? {} : { fingerprint }) });
    return { kit, license, activated, validate };
  }

  it('answers VALID for an activated computer, records when it was seen and issues a fresh file', async () => {
    const { kit, license, activated, validate } = await activatedLicense();
    kit.clock.advance(DAY_MS);

    const verdict = await validate(aFingerprint(1));

    expect(verdict).toEqual({
      valid: true,
      code: 'VALID',
      license: { id: license.id, plan: 'standard', status: 'active', expiresAt: license.expiryDate, seats: 1, devicesPerSeat: 2, seatsUsed: 1 },
      machine: { ...activated.machine, lastSeenAt: kit.clock.now() },
      licenseFile: expect.any(String),
    });
    expect(kit.signer.claimsOf(verdict.licenseFile!)).toMatchObject({ iat: kit.clock.now().getTime() / 1000, fp: aFingerprint(1) });
    expect((await kit.machines.findByFingerprint(license.id, aFingerprint(1)))?.lastSeenAt).toEqual(kit.clock.now());
  });

  it('answers VALID without a machine or file when no fingerprint is given', async () => {
    const { license, validate } = await activatedLicense();
    expect(await validate()).toEqual({ valid: true, code: 'VALID', license: expect.objectContaining({ id: license.id, seatsUsed: 1 }) });
  });

  it('answers NOT_ACTIVATED for a fingerprint without an activation, and NOT_FOUND for an unknown key', async () => {
    const { kit, validate } = await activatedLicense();
    expect(await validate(aFingerprint(2))).toEqual({ valid: false, code: 'NOT_ACTIVATED', license: expect.objectContaining({ status: 'active' }) });
    expect(await validate(aFingerprint(1), 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA')).toEqual({ valid: false, code: 'NOT_FOUND' });
    expect(kit.signer.signed).toHaveLength(1);
  });

  it('answers EXPIRED once the licence is past its expiry, with no file', async () => {
    const { kit, license, validate } = await activatedLicense();
    kit.clock.set(at(license.expiryDate, 1));
    const signedBefore = kit.signer.signed.length;

    expect(await validate(aFingerprint(1))).toEqual({ valid: false, code: 'EXPIRED', license: expect.objectContaining({ status: 'expired' }) });
    expect(kit.signer.signed).toHaveLength(signedBefore);
  });

  it('answers SUSPENDED once the licence is switched off (a refund), and VALID again when it is back on', async () => {
    const { kit, license, validate } = await activatedLicense();
    await kit.licenses.update({ ...license, isActive: false });
    expect(await validate(aFingerprint(1))).toEqual({ valid: false, code: 'SUSPENDED', license: expect.objectContaining({ status: 'suspended' }) });
    await kit.licenses.update({ ...license, isActive: true });
    expect((await validate(aFingerprint(1))).code).toBe('VALID');
  });

  it('keeps a cancelled subscription’s licence VALID until its expiry', async () => {
    const { kit, license, validate } = await activatedLicense();
    kit.clock.set(at(license.expiryDate, -HOUR_MS));
    expect((await validate(aFingerprint(1))).code).toBe('VALID');
  });
});
