import { DomainError } from '../shared/domain-error';
import { TokenGeneratorPort, type SecretToken } from '../shared/token-generator.port';
import { aSubscription } from '../testing/builders';
import { isLicenseKey } from './license-key';
import { isTrialLicense, trialDaysRemaining } from './license-rules';
import { newSubscriptionLicense, newTrialLicense } from './license.factory';

class CountingTokens extends TokenGeneratorPort {
  private ids = 0;
  private byte = 0;
  newId(): string {
    this.ids += 1;
    return `id-${this.ids}`;
  }
  newSecretToken(): SecretToken {
    throw new Error('not used');
  }
  hashToken(): string {
    throw new Error('not used');
  }
  randomBytes(count: number): Uint8Array {
    return Uint8Array.from({ length: count }, () => (this.byte += 7) & 0xff);
  }
}

const now = new Date('2025-06-10T12:00:00.000Z');

describe('newTrialLicense', () => {
  it('issues a 7-day, one-seat trial with no subscription', () => {
    const license = newTrialLicense({ userId: 'user-9', now }, new CountingTokens());
    expect(license).toEqual({
      id: 'id-1',
      userId: 'user-9',
      subscriptionId: null,
      licenseKey: expect.any(String),
      plan: 'trial',
      seats: 1,
      billingType: null,
      isActive: true,
      suspendedAt: null,
      expiryDate: new Date('2025-06-17T12:00:00.000Z'),
      paidThrough: null,
      createdAt: now,
    });
    expect(isLicenseKey(license.licenseKey)).toBe(true);
    expect(isTrialLicense(license)).toBe(true);
    expect(trialDaysRemaining(license, now)).toBe(7);
  });

  it('gives each licence its own id and key', () => {
    const tokens = new CountingTokens();
    const a = newTrialLicense({ userId: 'u', now }, tokens);
    const b = newTrialLicense({ userId: 'u', now }, tokens);
    expect(a.id).not.toBe(b.id);
    expect(a.licenseKey).not.toBe(b.licenseKey);
  });
});

describe('newSubscriptionLicense', () => {
  const paidThrough = new Date('2026-06-10T12:00:00.000Z');
  const expiryDate = new Date('2026-06-22T12:00:00.000Z');

  it('takes plan, billing and owner from the subscription and seats from the plan, paid through the paid period and running past it', () => {
    const subscription = aSubscription().withId('sub-1').ownedBy('user-3').forPlan('professional').build();
    const license = newSubscriptionLicense({ subscription, paidThrough, expiryDate, now }, new CountingTokens());
    expect(license).toEqual({
      id: 'id-1',
      userId: 'user-3',
      subscriptionId: 'sub-1',
      licenseKey: expect.any(String),
      plan: 'professional',
      seats: 1,
      billingType: subscription.billingType,
      isActive: true,
      suspendedAt: null,
      expiryDate,
      paidThrough,
      createdAt: now,
    });
    expect(isLicenseKey(license.licenseKey)).toBe(true);
    expect(isTrialLicense(license)).toBe(false);
  });

  it('gives Enterprise five seats', () => {
    const subscription = aSubscription().forPlan('enterprise', 'monthly').build();
    expect(newSubscriptionLicense({ subscription, paidThrough, expiryDate, now }, new CountingTokens()).seats).toBe(5);
  });

  it('refuses an expiry at or before the issue instant', () => {
    const subscription = aSubscription().build();
    for (const expiry of [now, new Date(now.getTime() - 1)]) {
      expect(() => newSubscriptionLicense({ subscription, paidThrough: expiry, expiryDate: expiry, now }, new CountingTokens())).toThrow(
        expect.objectContaining({ kind: 'invalid', code: 'LICENSING.EXPIRY_NOT_IN_FUTURE' }),
      );
    }
    expect(() => newSubscriptionLicense({ subscription, paidThrough: now, expiryDate: now, now }, new CountingTokens())).toThrow(DomainError);
  });
});
