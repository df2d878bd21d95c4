import { DAY_MS, HOUR_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { aLicense, aUser } from '../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit } from '../../testing/desktop-license-test-kit';

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('ActivateMachineUseCase', () => {
  it('binds a running licence to the computer and answers the licence, the machine and a fresh file', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license, owner } = await kit.givenLicense(aLicense().withPlan('enterprise'));

    const activated = await kit.activate.execute(kit.activation(license, aFingerprint(1), { name: 'survey-laptop', platform: 'windows', appVersion: '1.0.7' }));

    const now = kit.clock.now();
    expect(activated).toEqual({
      license: { id: license.id, plan: 'enterprise', status: 'active', expiresAt: license.expiryDate, seats: 5, devicesPerSeat: 2, seatsUsed: 1 },
      machine: {
        id: expect.any(String),
        fingerprint: aFingerprint(1),
        name: 'survey-laptop',
        platform: 'windows',
        appVersion: '1.0.7',
        activatedAt: now,
        lastSeenAt: now,
      },
      licenseFile: expect.any(String),
      // The computer's own credential, so it keeps working once the key is rotated.
      credentials: { accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600, tokenType: 'Bearer', scope: 'license' },
    });
    expect(kit.signer.claimsOf(activated.licenseFile)).toMatchObject({ sub: license.id, fp: aFingerprint(1), mid: activated.machine.id });
    // Only the owner sees the key: a computer activated with it is the owner's.
    expect(await kit.machines.countForPerson(license.id, owner.id)).toBe(1);
  });

  it('counts each outcome for operators: a new computer, a known one again, and a refusal by its code', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense().trial());
    await kit.activate.execute(kit.activation(license, aFingerprint(1)));
    await kit.activate.execute(kit.activation(license, aFingerprint(1)));
    const refusal = await rejectionOf(kit.activate.execute(kit.activation(license, aFingerprint(2))));

    expect(kit.activationMetrics.outcomes).toEqual([{ result: 'activated' }, { result: 'refreshed' }, { result: 'refused', code: refusal.code }]);
    expect(refusal.code).toMatch(/TOO_MANY_MACHINES$/);
  });

  it('finds a key typed in lower case', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense());
    const activated = await kit.activate.execute(kit.activation({ licenseKey: license.licenseKey.toLowerCase() }, aFingerprint(1)));
    expect(activated.license.id).toBe(license.id);
  });

  it('activates the same fingerprint again as the same machine: same id and activation time, refreshed details, a new file', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense());
    const first = await kit.activate.execute(kit.activation(license, aFingerprint(1), { name: 'old-name', platform: 'linux', appVersion: '1.0.6' }));
    kit.clock.advance(HOUR_MS);

    const again = await kit.activate.execute(kit.activation(license, aFingerprint(1), { name: 'new-name', appVersion: '1.0.7' }));

    expect(again.machine).toEqual({
      ...first.machine,
      name: 'new-name',
      platform: 'linux',
      appVersion: '1.0.7',
      lastSeenAt: kit.clock.now(),
    });
    expect(again.license.seatsUsed).toBe(1);
    expect(again.licenseFile).not.toBe(first.licenseFile);
  });

  it("refuses the key holder's third computer on Enterprise with 409 TOO_MANY_MACHINES naming the real numbers: seats are people, two devices each", async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense().withPlan('enterprise'));
    for (let n = 1; n <= 2; n += 1) await kit.activate.execute(kit.activation(license, aFingerprint(n)));

    const refused = await rejectionOf(kit.activate.execute(kit.activation(license, aFingerprint(3))));

    expect(refused).toMatchObject({
      kind: 'conflict',
      code: 'TOO_MANY_MACHINES',
      message: 'This license is already active on 2 of the 2 devices you may use. Release one in your dashboard.',
    });
    expect(await kit.machines.countForLicense(license.id)).toBe(2);
  });

  it('gives Standard and Professional two devices and a trial one, from the plan catalogue', async () => {
    const kit = createDesktopLicenseTestKit();
    const cases = [
      { builder: aLicense().withPlan('standard'), devices: 2, refusal: '2 of the 2 devices' },
      { builder: aLicense().withPlan('professional'), devices: 2, refusal: '2 of the 2 devices' },
      { builder: aLicense().trial(), devices: 1, refusal: '1 of the 1 device you' },
    ];
    for (const { builder, devices, refusal } of cases) {
      const { license } = await kit.givenLicense(builder);
      const holders = Array.from({ length: devices }, (_, index) => aFingerprint(100 + 10 * kit.signer.signed.length + index));
      for (const holder of holders) await kit.activate.execute(kit.activation(license, holder));
      const refused = await rejectionOf(kit.activate.execute(kit.activation(license, aFingerprint(999))));
      expect(refused.message).toContain(`already active on ${refusal}`);
      // A computer holding a device may activate again: it is the same activation.
      await expect(kit.activate.execute(kit.activation(license, holders[0]!))).resolves.toMatchObject({ license: { seatsUsed: devices } });
    }
  });

  it('refuses an unknown key (404 NOT_FOUND), an expired licence (403 EXPIRED) and a suspended one (403 SUSPENDED)', async () => {
    const kit = createDesktopLicenseTestKit();
    const now = kit.clock.now();
    const { license: expired } = await kit.givenLicense(aLicense().expiringAt(at(now, -1)));
    const { license: suspended } = await kit.givenLicense(
      aLicense()
        .inactive()
        .expiringAt(at(now, 30 * DAY_MS)),
    );

    expect(await rejectionOf(kit.activate.execute(kit.activation({ licenseKey: 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA' }, aFingerprint(1))))).toMatchObject({
      kind: 'not_found',
      code: 'NOT_FOUND',
      message: 'This license key does not exist.',
    });
    expect(await rejectionOf(kit.activate.execute(kit.activation(expired, aFingerprint(1))))).toMatchObject({ kind: 'forbidden', code: 'EXPIRED' });
    expect(await rejectionOf(kit.activate.execute(kit.activation(suspended, aFingerprint(1))))).toMatchObject({ kind: 'forbidden', code: 'SUSPENDED' });
    expect(kit.signer.signed).toEqual([]);
  });

  it('refuses a second trial on a computer that ran one, even for another account after the first is deleted', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license: firstTrial, owner } = await kit.givenLicense(aLicense().trial());
    await kit.activate.execute(kit.activation(firstTrial, aFingerprint(1)));
    await kit.machines.deactivate(firstTrial.id, aFingerprint(1));
    await kit.users.delete(owner.id);
    const { license: secondTrial } = await kit.givenLicense(aLicense().trial(), aUser().verified());

    const refused = await rejectionOf(kit.activate.execute(kit.activation(secondTrial, aFingerprint(1))));

    expect(refused).toMatchObject({ kind: 'forbidden', code: 'TRIAL_USED', message: 'This device has already used its free trial.' });
    // The first trial may come back to the computer it ran on; a paid licence may always.
    await expect(kit.activate.execute(kit.activation(firstTrial, aFingerprint(1)))).resolves.toMatchObject({ license: { id: firstTrial.id } });
    const { license: paid } = await kit.givenLicense(aLicense().withPlan('standard'));
    await expect(kit.activate.execute(kit.activation(paid, aFingerprint(1)))).resolves.toMatchObject({ license: { id: paid.id } });
  });

  // ASVS 5.0 2.4.1: an activated device's budget is its own; strangers holding the key share a smaller one.
  it('gives each activated device 60 calls an hour of its own, and everything else naming the licence 30, then 429 with Retry-After', async () => {
    const kit = createDesktopLicenseTestKit();
    const { license } = await kit.givenLicense(aLicense().withPlan('enterprise'));
    await kit.activate.execute(kit.activation(license, aFingerprint(1), { ipAddress: '198.51.100.1' }));
    const validate = (fingerprint: string | undefined, ipAddress: string) =>
      kit.validate.execute({ licenseKey: license.licenseKey, ...(fingerprint === undefined ? {} : { fingerprint }), ipAddress });

    // Strangers: no fingerprint, or one not activated on the licence (the activation above took one of their 30).
    for (let call = 0; call < 29; call += 1) await validate(call % 2 === 0 ? undefined : aFingerprint(100 + call), `203.0.113.${call}`);
    const stranger = await rejectionOf(validate(aFingerprint(99), '203.0.113.99'));
    expect(stranger).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED' });
    expect(stranger.details.retryAfterSeconds).toBeGreaterThan(3000);
    // A new device's activation is a stranger's call too, until it holds a seat.
    expect((await rejectionOf(kit.activate.execute(kit.activation(license, aFingerprint(2), { ipAddress: '203.0.113.200' })))).code).toBe('HTTP.RATE_LIMITED');

    // The activated device is untouched: its own 60 (from any address).
    for (let call = 0; call < 60; call += 1) expect((await validate(aFingerprint(1), `198.51.100.${call}`)).code).toBe('VALID');
    expect((await rejectionOf(validate(aFingerprint(1), '198.51.100.250'))).code).toBe('HTTP.RATE_LIMITED');

    const unknownKey = kit.activation({ licenseKey: 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA' }, aFingerprint(2), { ipAddress: '192.0.2.1' });
    for (let call = 0; call < 120; call += 1) expect((await rejectionOf(kit.activate.execute(unknownKey))).code).toBe('NOT_FOUND');
    expect((await rejectionOf(kit.activate.execute(unknownKey))).code).toBe('HTTP.RATE_LIMITED');
  });

  // L2: the one-trial-per-machine ledger knows a machine whatever the case of its fingerprint.
  it('treats an upper-cased fingerprint as the same machine for the one-trial ledger', async () => {
    const kit = createDesktopLicenseTestKit();
    const fingerprint = 'q2hK7vX9mB4nR8tL1wE5yU3iO6pA0sD-fG_hJkZ_cV';
    const { license: firstTrial } = await kit.givenLicense(aLicense().trial());
    await kit.activate.execute(kit.activation(firstTrial, fingerprint));
    const { license: secondTrial } = await kit.givenLicense(aLicense().trial(), aUser().verified());

    for (const spelling of [fingerprint.toUpperCase(), fingerprint.toLowerCase()]) {
      expect(await rejectionOf(kit.activate.execute(kit.activation(secondTrial, spelling)))).toMatchObject({ code: 'TRIAL_USED' });
    }
  });

  describe('the new-device email', () => {
    it('tells the owner once per new computer: its name, platform, app version and time, the seats, a link to the dashboard', async () => {
      const kit = createDesktopLicenseTestKit();
      const { license, owner } = await kit.givenLicense(aLicense().withPlan('enterprise'), aUser().verified().withName('Thandi', 'Nkosi'));
      kit.clock.set(new Date('2025-06-03T09:41:30.000Z'));

      const activated = await kit.activate.execute(kit.activation(license, aFingerprint(1), { name: 'LAPTOP-7', platform: 'macos', appVersion: '1.0.7' }));
      await kit.activate.execute(kit.activation(license, aFingerprint(1), { name: 'LAPTOP-7-renamed' }));

      expect(kit.mailJobs()).toEqual([
        {
          idempotencyKey: `new-device:${activated.machine.id}`,
          message: {
            to: owner.email,
            template: 'new-device',
            data: {
              firstName: 'Thandi',
              planName: 'Enterprise',
              deviceName: 'LAPTOP-7',
              platformName: 'macOS',
              appVersion: '1.0.7',
              activatedAt: 'June 3, 2025 at 09:41 UTC',
              seatsUsed: 1,
              // Every device the licence runs on: 5 people, 2 devices each.
              seats: 10,
              dashboardUrl: kit.links.dashboardUrl,
            },
          },
        },
      ]);
      expect(kit.jobs.jobs[0]?.jobId).toBe(`new-device:${activated.machine.id}`);
    });

    it('names a computer that reported nothing as such, and mails again when a released computer takes a seat anew', async () => {
      const kit = createDesktopLicenseTestKit();
      const { license } = await kit.givenLicense(aLicense().withPlan('standard'));
      await kit.activate.execute(kit.activation(license, aFingerprint(1)));
      await kit.deactivate.execute({ licenseKey: license.licenseKey, fingerprint: aFingerprint(1), ipAddress: '203.0.113.7' });
      await kit.activate.execute(kit.activation(license, aFingerprint(1)));

      const mails = kit.mailJobs();
      expect(mails.map((mail) => mail.message.data)).toEqual([
        expect.objectContaining({ deviceName: 'Unnamed device', platformName: 'Not reported', appVersion: null }),
        expect.objectContaining({ deviceName: 'Unnamed device' }),
      ]);
      expect(new Set(mails.map((mail) => mail.idempotencyKey)).size).toBe(2);
    });

    it('sends nothing for a refused activation, nor for a licence whose account was deleted', async () => {
      const kit = createDesktopLicenseTestKit();
      const { license } = await kit.givenLicense(aLicense().trial());
      await kit.activate.execute(kit.activation(license, aFingerprint(1)));
      await rejectionOf(kit.activate.execute(kit.activation(license, aFingerprint(2))));
      const { license: orphan, owner } = await kit.givenLicense(aLicense().withPlan('standard'));
      await kit.licenses.detachFromUser(owner.id);

      await kit.activate.execute(kit.activation(orphan, aFingerprint(3)));

      expect(kit.mailJobs()).toHaveLength(1);
      expect(await kit.machines.countForLicense(orphan.id)).toBe(1);
    });
  });
});
