import { isLicenseKey } from '../../licensing/license-key';
import { isTrialLicense } from '../../licensing/license-rules';
import { aLicense, aSubscription, aUser, BUILDER_EPOCH } from '.';

describe('aUser', () => {
  it('builds an unverified user with the default preferences', () => {
    const user = aUser().build();
    expect(user.isVerified).toBe(false);
    expect(user).toMatchObject({ emailNewsletter: true, emailProductUpdates: true, emailPromotions: false });
    expect(user.hasHeldLicense).toBe(false);
    expect(user.createdAt).toBe(BUILDER_EPOCH);
  });

  it('applies the fluent options, normalising the email', () => {
    const user = aUser()
      .verified()
      .withId('u-1')
      .withEmail(' Ann@Example.com ')
      .withName(null)
      .withCompany('Acme')
      .thatHasHeldALicense()
      .withPreferences({ emailPromotions: true })
      .build();
    expect(user).toMatchObject({
      id: 'u-1',
      email: 'ann@example.com',
      isVerified: true,
      firstName: null,
      company: 'Acme',
      hasHeldLicense: true,
      emailPromotions: true,
      emailNewsletter: true,
    });
  });

  it('gives every built user its own id and email', () => {
    const a = aUser().build();
    const b = aUser().build();
    expect(a.id).not.toBe(b.id);
    expect(a.email).not.toBe(b.email);
  });
});

describe('aLicense', () => {
  it('builds an active Standard licence with a valid key by default', () => {
    const license = aLicense().build();
    expect(license).toMatchObject({ plan: 'standard', seats: 1, isActive: true });
    expect(license.subscriptionId).not.toBeNull();
    expect(isLicenseKey(license.licenseKey)).toBe(true);
    expect(license.expiryDate.getTime()).toBeGreaterThan(license.createdAt.getTime());
  });

  it('builds a trial expiring at a given instant', () => {
    const expiry = new Date('2025-06-08T00:00:00.000Z');
    const license = aLicense().trial().expiringAt(expiry).build();
    expect(isTrialLicense(license)).toBe(true);
    expect(license.expiryDate).toBe(expiry);
    expect(license.seats).toBe(1);
  });

  it('sets seats from the plan', () => {
    expect(aLicense().withPlan('enterprise').build().seats).toBe(5);
  });

  it('gives every built licence its own id and key', () => {
    const keys = new Set(Array.from({ length: 50 }, () => aLicense().build().licenseKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(isLicenseKey(key)).toBe(true);
  });

  it('can be inactive or detached', () => {
    expect(aLicense().inactive().detached().build()).toMatchObject({ isActive: false, userId: null });
  });
});

describe('aSubscription', () => {
  it('builds an active annual Standard subscription by default', () => {
    const subscription = aSubscription().build();
    expect(subscription).toMatchObject({ status: 'active', plan: 'standard', billingType: 'annual' });
    expect(subscription.nextBillingDate?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('follows plan, billing type and start date', () => {
    const subscription = aSubscription()
      .ownedBy('user-7')
      .forPlan('enterprise', 'monthly')
      .startingAt(new Date('2025-01-31T00:00:00.000Z'))
      .cancelled()
      .build();
    expect(subscription).toMatchObject({
      userId: 'user-7',
      plan: 'enterprise',
      billingType: 'monthly',
      paypalPlanId: 'P-ENTERPRISE-MONTHLY',
      status: 'cancelled',
    });
    expect(subscription.nextBillingDate?.toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });

  it('builds a copy each time', () => {
    const builder = aSubscription();
    const a = builder.build();
    const b = builder.pending().build();
    expect(a.status).toBe('active');
    expect(b.status).toBe('pending');
  });
});
