import { DAY_MS } from '../../shared/time';
import { createAccountTestKit } from '../../testing/account-test-kit';
import { aLicense, aUser } from '../../testing/builders';
import type { LicenseBuilder } from '../../testing/builders/license.builder';
import { CheckActiveLicenseUseCase } from './check-active-license.use-case';

async function setUp(...licenses: Array<(userId: string, now: Date) => LicenseBuilder>) {
  const kit = createAccountTestKit();
  const user = await kit.givenUser(aUser().verified());
  for (const license of licenses) {
    await kit.licenses.issueForSubscriptionOnce(license(user.id, kit.clock.now()).build());
  }
  const check = () => new CheckActiveLicenseUseCase(kit.licenses, kit.clock).execute({ userId: user.id });
  return { kit, user, check };
}

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('CheckActiveLicenseUseCase', () => {
  it('is false without licences', async () => {
    const { check } = await setUp();
    expect(await check()).toEqual({ hasActiveLicense: false });
  });

  it('is true with an active licence before its expiry', async () => {
    const { check } = await setUp((userId, now) => aLicense().ownedBy(userId).expiringAt(at(now, DAY_MS)));
    expect(await check()).toEqual({ hasActiveLicense: true });
  });

  it('is still true at the exact expiry instant, and false one millisecond later', async () => {
    const { kit, check } = await setUp((userId, now) => aLicense().ownedBy(userId).expiringAt(at(now, DAY_MS)));
    kit.clock.advance(DAY_MS);
    expect(await check()).toEqual({ hasActiveLicense: true });
    kit.clock.advance(1);
    expect(await check()).toEqual({ hasActiveLicense: false });
  });

  it('is false for a licence still flagged active but past its expiry, and for an inactive one', async () => {
    const { check } = await setUp(
      (userId, now) => aLicense().ownedBy(userId).expiringAt(at(now, -DAY_MS)),
      (userId, now) =>
        aLicense()
          .ownedBy(userId)
          .inactive()
          .expiringAt(at(now, 30 * DAY_MS)),
    );
    expect(await check()).toEqual({ hasActiveLicense: false });
  });

  it('is true when any one of several licences runs', async () => {
    const { check } = await setUp(
      (userId, now) => aLicense().ownedBy(userId).expiringAt(at(now, -DAY_MS)),
      (userId, now) => aLicense().ownedBy(userId).expiringAt(at(now, DAY_MS)),
    );
    expect(await check()).toEqual({ hasActiveLicense: true });
  });

  it('does not count another user’s licence', async () => {
    const { kit, check } = await setUp();
    const other = await kit.givenUser(aUser().verified());
    await kit.licenses.issueForSubscriptionOnce(aLicense().ownedBy(other.id).expiringAt(at(kit.clock.now(), DAY_MS)).build());
    expect(await check()).toEqual({ hasActiveLicense: false });
  });
});
