import { aLicense } from '../../testing/builders';
import { createDesktopLicenseTestKit, TEST_CLIENT_IP } from '../../testing/desktop-license-test-kit';
import { pageRequest } from '../../shared/page';
import { DAY_MS } from '../../shared/time';
import type { AuditActor } from '../audit-entry.entity';
import { AuditTrail } from '../audit-trail';
import { ExtendLicenseUseCase, MAX_EXTENSION_DAYS } from './extend-license.use-case';
import { ReinstateLicenseUseCase } from './reinstate-license.use-case';
import { SuspendLicenseUseCase } from './suspend-license.use-case';

const actor: AuditActor = { userId: 'admin-1', email: 'ops@example.com', ip: '198.51.100.4', requestId: 'req-1' };

function setUp() {
  const kit = createDesktopLicenseTestKit();
  const audit = new AuditTrail(kit.auditLog, kit.tokens, kit.clock);
  const ports = [kit.licenses, kit.machines, kit.users, kit.jobs, kit.links, audit, kit.transaction, kit.clock] as const;
  const validate = async (licenseKey: string) => (await kit.validate.execute({ licenseKey, ipAddress: TEST_CLIENT_IP })).code;
  const auditEntries = async () => (await kit.auditLog.list({}, pageRequest())).items;
  return {
    kit,
    validate,
    auditEntries,
    suspend: new SuspendLicenseUseCase(...ports),
    reinstate: new ReinstateLicenseUseCase(...ports),
    extend: new ExtendLicenseUseCase(...ports),
  };
}

describe('support’s licence actions', () => {
  it('suspends (SUSPENDED, no renewal undoes it) and reinstates (VALID), each emailed once and audited with the reason', async () => {
    const { kit, validate, auditEntries, suspend, reinstate } = setUp();
    const { license, owner } = await kit.givenLicense(aLicense().expiringAt(new Date(kit.clock.now().getTime() + 90 * DAY_MS)));

    const suspended = await suspend.execute({ licenseId: license.id, reason: 'Key shared in public', actor });
    expect(suspended).toMatchObject({ status: 'suspended', isActive: false, switchedOffByBilling: false, suspendedAt: kit.clock.now() });
    expect(await validate(license.licenseKey)).toBe('SUSPENDED');
    // Billing's own write (a renewal switching the licence on) leaves the suspension alone.
    await kit.licenses.update({ ...license, isActive: true });
    expect(await validate(license.licenseKey)).toBe('SUSPENDED');
    await expect(suspend.execute({ licenseId: license.id, reason: 'again', actor })).rejects.toMatchObject({ code: 'ADMIN.LICENSE_ALREADY_SUSPENDED' });

    kit.clock.advance(60_000);
    expect(await reinstate.execute({ licenseId: license.id, reason: 'Key rotated', actor })).toMatchObject({ status: 'active', suspendedAt: null });
    expect(await validate(license.licenseKey)).toBe('VALID');
    await expect(reinstate.execute({ licenseId: license.id, reason: 'again', actor })).rejects.toMatchObject({ code: 'ADMIN.LICENSE_NOT_SUSPENDED' });

    expect(kit.mailJobs().map((job) => [job.message.template, job.message.to])).toEqual([
      ['license-suspended-by-support', owner.email],
      ['license-reinstated', owner.email],
    ]);
    const [reinstated, suspendedEntry] = await auditEntries();
    expect(suspendedEntry).toMatchObject({
      actor,
      action: 'license.suspended',
      target: { type: 'license', id: license.id },
      before: { status: 'active', suspendedAt: null },
      after: { status: 'suspended', reason: 'Key shared in public' },
    });
    expect(reinstated).toMatchObject({
      action: 'license.reinstated',
      before: { status: 'suspended' },
      after: { status: 'active', suspendedAt: null, reason: 'Key rotated' },
    });
  });

  it('reinstating never undoes a refund: a licence billing switched off stays SUSPENDED', async () => {
    const { kit, validate, suspend, reinstate } = setUp();
    const { license } = await kit.givenLicense(
      aLicense()
        .inactive()
        .expiringAt(new Date(kit.clock.now().getTime() + 90 * DAY_MS)),
    );

    await suspend.execute({ licenseId: license.id, reason: 'Chargeback investigation', actor });
    const lifted = await reinstate.execute({ licenseId: license.id, reason: 'Investigation closed', actor });

    expect(lifted).toMatchObject({ status: 'suspended', switchedOffByBilling: true, suspendedAt: null });
    expect(await validate(license.licenseKey)).toBe('SUSPENDED');
  });

  it('extends by days from the later of expiry and now, switches an expired licence back on, refuses an earlier date, and writes nothing when refused', async () => {
    const { kit, validate, auditEntries, extend } = setUp();
    const expired = new Date(kit.clock.now().getTime() - 10 * DAY_MS);
    const { license } = await kit.givenLicense(aLicense().inactive().expiringAt(expired));

    await expect(extend.execute({ licenseId: license.id, expiryDate: new Date(kit.clock.now().getTime() - DAY_MS), reason: 'x', actor })).rejects.toMatchObject(
      {
        code: 'ADMIN.EXPIRY_NOT_LATER',
      },
    );
    expect(await auditEntries()).toEqual([]);
    expect(kit.mailJobs()).toEqual([]);

    const extended = await extend.execute({ licenseId: license.id, days: 7, reason: 'Goodwill', actor });
    expect(extended).toMatchObject({ status: 'active', expiryDate: new Date(kit.clock.now().getTime() + 7 * DAY_MS) });
    expect(await validate(license.licenseKey)).toBe('VALID');
    expect(kit.mailJobs().map((job) => job.message.template)).toEqual(['license-extended']);
    await expect(extend.execute({ licenseId: 'no-such-licence', days: 7, reason: 'x', actor })).rejects.toMatchObject({ code: 'ADMIN.LICENSE_NOT_FOUND' });
  });

  it('caps a new expiry date like days: at most 3660 days past the later of expiry and now', async () => {
    const { kit, auditEntries, extend } = setUp();
    const { license } = await kit.givenLicense(aLicense());
    const farthest = new Date(license.expiryDate.getTime() + MAX_EXTENSION_DAYS * DAY_MS);

    await expect(extend.execute({ licenseId: license.id, expiryDate: new Date('9999-12-31T00:00:00.000Z'), reason: 'typo', actor })).rejects.toMatchObject({
      code: 'ADMIN.EXTENSION_TOO_LONG',
      details: { errors: [{ field: 'expiryDate', message: 'One extension adds at most 3660 days to the current expiry.' }] },
    });
    await expect(extend.execute({ licenseId: license.id, expiryDate: new Date(farthest.getTime() + 1), reason: 'x', actor })).rejects.toMatchObject({
      code: 'ADMIN.EXTENSION_TOO_LONG',
    });
    expect(await auditEntries()).toEqual([]);
    expect(await extend.execute({ licenseId: license.id, expiryDate: farthest, reason: 'Ten-year deal', actor })).toMatchObject({ expiryDate: farthest });
  });
});
