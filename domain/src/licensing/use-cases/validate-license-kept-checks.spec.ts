import { MINUTE_MS } from '../../shared/time';
import { aLicense } from '../../testing/builders';
import { aFingerprint, createDesktopLicenseTestKit, TEST_CLIENT_IP } from '../../testing/desktop-license-test-kit';
import { InMemoryRecentDesktopChecks } from '../../testing/in-memory-recent-desktop-checks';
import { KEPT_LICENSE_FILE_MS } from './recent-desktop-checks.port';

describe('ValidateLicenseUseCase: a computer checking again within minutes', () => {
  async function checkingComputer() {
    let recent!: InMemoryRecentDesktopChecks;
    const kit = createDesktopLicenseTestKit({ recentChecks: (limiter) => (recent = new InMemoryRecentDesktopChecks(limiter)) });
    const { license } = await kit.givenLicense(aLicense());
    const { machine } = await kit.activate.execute(kit.activation(license, aFingerprint(1), { name: 'desk' }));
    const reads = jest.spyOn(kit.licenses, 'findForDesktopCheck');
    const writes = jest.spyOn(kit.machines, 'recordFileIssued');
    const validate = (licenseKey = license.licenseKey) => kit.validate.execute({ licenseKey, fingerprint: aFingerprint(1), ipAddress: TEST_CLIENT_IP });
    const costOf = async (check: () => ReturnType<typeof validate>) => {
      const [readsBefore, writesBefore, signedBefore] = [reads.mock.calls.length, writes.mock.calls.length, kit.signer.signed.length];
      const verdict = await check();
      return {
        verdict,
        reads: reads.mock.calls.length - readsBefore,
        writes: writes.mock.calls.length - writesBefore,
        signed: kit.signer.signed.length - signedBefore,
      };
    };
    return { kit, recent, license, machine, validate, costOf };
  }

  it('gets the same file: the second check reads the database once to confirm it, the later ones not at all, and none signs or writes', async () => {
    const { kit, validate, costOf } = await checkingComputer();
    const first = await costOf(() => validate());
    const issuedAt = kit.clock.now();
    kit.clock.advance(MINUTE_MS);
    const second = await costOf(() => validate());
    kit.clock.advance(MINUTE_MS);
    const third = await costOf(() => validate());

    expect(first).toMatchObject({ reads: 1, writes: 1, signed: 1 });
    expect(second).toMatchObject({ reads: 1, writes: 0, signed: 0 });
    expect(third).toMatchObject({ reads: 0, writes: 0, signed: 0 });
    for (const later of [second, third]) {
      expect(later.verdict).toEqual({ ...first.verdict, machine: { ...first.verdict.machine, lastSeenAt: issuedAt } });
    }
    expect(third.verdict.licenseFile).toBe(first.verdict.licenseFile);
  });

  it('finds a change to the licence at once: suspended, the next check reads it and answers SUSPENDED', async () => {
    const { kit, recent, license, validate } = await checkingComputer();
    await validate();
    await validate();
    await kit.licenses.setSuspension(license.id, kit.clock.now());
    recent.changed(`license:${license.id}`);

    expect(await validate()).toEqual({ valid: false, code: 'SUSPENDED', license: expect.objectContaining({ status: 'suspended' }) });
  });

  it('forgets the kept check once the database no longer confirms it: a released computer is not activated, and counts as a stranger from then on', async () => {
    const { kit, recent, license, machine, validate } = await checkingComputer();
    await validate();
    await kit.machines.release(license.id, machine.id);
    recent.changed(`license:${license.id}`);

    expect(await validate()).toMatchObject({ valid: false, code: 'NOT_ACTIVATED' });
    expect(recent.recall(license.licenseKey, aFingerprint(1))).toBeUndefined();
  });

  it('issues a new file when a change altered what the file says (more seats), and keeps the old one when the change left it as it was', async () => {
    const { kit, recent, license, validate, costOf } = await checkingComputer();
    const first = await validate();
    await validate();
    recent.changed(`user:${license.userId}`);
    const unchanged = await costOf(() => validate());
    await kit.licenses.update({ ...license, seats: 3 });
    recent.changed(`license:${license.id}`);
    const changed = await costOf(() => validate());

    expect(unchanged).toMatchObject({ reads: 1, signed: 0, verdict: { licenseFile: first.licenseFile } });
    expect(changed).toMatchObject({ reads: 1, signed: 1, writes: 1, verdict: { code: 'VALID', license: expect.objectContaining({ seats: 3 }) } });
    expect(changed.verdict.licenseFile).not.toBe(first.licenseFile);
  });

  it('issues a new file once the kept one is fifteen minutes old', async () => {
    const { kit, validate, costOf } = await checkingComputer();
    const first = await validate();
    kit.clock.advance(KEPT_LICENSE_FILE_MS - 1);
    expect(await costOf(() => validate())).toMatchObject({ signed: 0, verdict: { licenseFile: first.licenseFile } });
    kit.clock.advance(1);
    const renewed = await costOf(() => validate());
    expect(renewed).toMatchObject({ signed: 1, writes: 1, verdict: { machine: expect.objectContaining({ lastSeenAt: kit.clock.now() }) } });
  });

  it('reads the database for every check while the shared store is away, and counts the budgets there', async () => {
    const { kit, recent, validate, costOf } = await checkingComputer();
    await validate();
    recent.away = true;
    const consumed = jest.spyOn(kit.limiter, 'consumeAll');
    expect(await costOf(() => validate())).toMatchObject({ reads: 1, signed: 1, writes: 1 });
    expect(consumed).toHaveBeenCalledTimes(1);
  });

  it('counts every kept answer against the computer’s budget: the 61st check within the hour is refused', async () => {
    const { kit, validate } = await checkingComputer();
    // The activation counted once against the address; each check counts against the device and the address.
    for (let check = 1; check <= 60; check += 1) expect((await validate()).code).toBe('VALID');
    await expect(validate()).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(kit.signer.signed).toHaveLength(2);
  });

  it('answers a key typed in lower case from the same kept check, and an unknown key NOT_FOUND', async () => {
    const { license, validate, costOf } = await checkingComputer();
    const first = await validate();
    await validate();
    expect(await costOf(() => validate(` ${license.licenseKey.toLowerCase()} `))).toMatchObject({ reads: 0, verdict: { licenseFile: first.licenseFile } });
    expect(await validate('PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA')).toEqual({ valid: false, code: 'NOT_FOUND' });
  });

  it('keeps nothing for a device token: each check by token reads the database', async () => {
    const { kit, license, machine, costOf } = await checkingComputer();
    const grant = await kit.grantIssuer.issue({ licenseId: license.id, userId: license.userId!, fingerprint: aFingerprint(1), machineId: machine.id });
    const byToken = () => kit.validate.execute({ accessToken: grant.accessToken, ipAddress: TEST_CLIENT_IP });
    expect((await byToken()).code).toBe('VALID');
    expect(await costOf(byToken)).toMatchObject({ reads: 1, signed: 1, verdict: { code: 'VALID' } });
  });
});
