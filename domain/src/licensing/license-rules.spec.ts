import { aLicense } from '../testing/builders';
import { isLicenseExpired, isTrialLicense, licenseDisplayStatus, pickCurrentLicense, trialDaysRemaining, type LicenseFacts } from './license-rules';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-10T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('licenseDisplayStatus', () => {
  it('is Active for an active licence before its expiry', () => {
    expect(licenseDisplayStatus(aLicense().expiringAt(at(DAY)).build(), now)).toBe('Active');
  });

  it('is Inactive for a deactivated licence before its expiry', () => {
    expect(licenseDisplayStatus(aLicense().inactive().expiringAt(at(DAY)).build(), now)).toBe('Inactive');
  });

  it('is still Active at the exact expiry instant', () => {
    expect(licenseDisplayStatus(aLicense().expiringAt(at(0)).build(), now)).toBe('Active');
    expect(isLicenseExpired({ expiryDate: at(0) }, now)).toBe(false);
  });

  it('is Expired one millisecond after the expiry, active or not', () => {
    expect(licenseDisplayStatus(aLicense().expiringAt(at(-1)).build(), now)).toBe('Expired');
    expect(licenseDisplayStatus(aLicense().inactive().expiringAt(at(-1)).build(), now)).toBe('Expired');
  });

  it('reads the ISO strings the web receives', () => {
    const json: LicenseFacts = { expiryDate: at(-DAY).toISOString(), isActive: true };
    expect(licenseDisplayStatus(json, now)).toBe('Expired');
    expect(licenseDisplayStatus({ ...json, expiryDate: at(DAY).toISOString() }, now)).toBe('Active');
  });
});

describe('isTrialLicense', () => {
  it('is a trial with plan trial and no subscription', () => {
    expect(isTrialLicense(aLicense().trial().build())).toBe(true);
  });

  it.each([undefined, null, ''])('is a trial with no plan (%p) and no subscription', (plan) => {
    expect(isTrialLicense({ subscriptionId: null, plan })).toBe(true);
    expect(isTrialLicense({ plan })).toBe(true);
  });

  it('is not a trial when a subscription is attached, whatever the plan says', () => {
    expect(isTrialLicense({ subscriptionId: 'sub-1', plan: 'trial' })).toBe(false);
    expect(isTrialLicense({ subscriptionId: 'sub-1', plan: null })).toBe(false);
  });

  it('is not a trial with a paid plan and no subscription', () => {
    expect(isTrialLicense({ subscriptionId: null, plan: 'standard' })).toBe(false);
  });
});

describe('trialDaysRemaining', () => {
  const expiringIn = (ms: number) => aLicense().trial().expiringAt(at(ms)).build();

  it('rounds up: 6.01 days left shows 7', () => {
    expect(trialDaysRemaining(expiringIn(6.01 * DAY), now)).toBe(7);
  });

  it('shows whole days exactly', () => {
    expect(trialDaysRemaining(expiringIn(7 * DAY), now)).toBe(7);
    expect(trialDaysRemaining(expiringIn(1 * DAY), now)).toBe(1);
  });

  it('shows 1 for a single millisecond left', () => {
    expect(trialDaysRemaining(expiringIn(1), now)).toBe(1);
  });

  it('shows 0 at the expiry instant', () => {
    expect(trialDaysRemaining(expiringIn(0), now)).toBe(0);
  });

  it('never goes negative after the expiry', () => {
    expect(trialDaysRemaining(expiringIn(-1), now)).toBe(0);
    expect(trialDaysRemaining(expiringIn(-30 * DAY), now)).toBe(0);
  });

  it('reads an ISO string', () => {
    expect(trialDaysRemaining({ expiryDate: at(2.5 * DAY).toISOString() }, now)).toBe(3);
  });
});

describe('pickCurrentLicense', () => {
  it('is null without licences', () => {
    expect(pickCurrentLicense([], now)).toBeNull();
  });

  it('prefers a running licence over a later-expiring inactive one', () => {
    const running = aLicense()
      .expiringAt(at(5 * DAY))
      .build();
    const inactive = aLicense()
      .inactive()
      .expiringAt(at(50 * DAY))
      .build();
    expect(pickCurrentLicense([inactive, running], now)).toBe(running);
  });

  it('takes the latest expiry among running licences', () => {
    const soon = aLicense()
      .expiringAt(at(5 * DAY))
      .build();
    const later = aLicense()
      .expiringAt(at(300 * DAY))
      .build();
    const middle = aLicense()
      .expiringAt(at(30 * DAY))
      .build();
    expect(pickCurrentLicense([soon, later, middle], now)).toBe(later);
  });

  it('ignores a licence still flagged active but past its expiry', () => {
    const stale = aLicense().expiringAt(at(-DAY)).build();
    const running = aLicense().expiringAt(at(DAY)).build();
    expect(pickCurrentLicense([stale, running], now)).toBe(running);
  });

  it('falls back to the latest expiry when none is running', () => {
    const old = aLicense()
      .expiringAt(at(-60 * DAY))
      .build();
    const recent = aLicense().expiringAt(at(-DAY)).build();
    const inactive = aLicense()
      .inactive()
      .expiringAt(at(-10 * DAY))
      .build();
    expect(pickCurrentLicense([old, recent, inactive], now)).toBe(recent);
  });

  it('falls back to an inactive future licence when it expires last', () => {
    const expired = aLicense().expiringAt(at(-DAY)).build();
    const inactive = aLicense().inactive().expiringAt(at(DAY)).build();
    expect(pickCurrentLicense([expired, inactive], now)).toBe(inactive);
  });

  it('counts a licence expiring exactly now as running', () => {
    const endingNow = aLicense().expiringAt(at(0)).build();
    const inactiveLater = aLicense().inactive().expiringAt(at(DAY)).build();
    expect(pickCurrentLicense([inactiveLater, endingNow], now)).toBe(endingNow);
  });

  it('keeps the earlier entry on a tie, among running and among fallback licences', () => {
    const first = aLicense().expiringAt(at(DAY)).build();
    const second = aLicense().expiringAt(at(DAY)).build();
    expect(pickCurrentLicense([first, second], now)).toBe(first);
    expect(pickCurrentLicense([second, first], now)).toBe(second);

    const expiredA = aLicense().expiringAt(at(-DAY)).build();
    const expiredB = aLicense().expiringAt(at(-DAY)).build();
    expect(pickCurrentLicense([expiredA, expiredB], now)).toBe(expiredA);
  });

  it('works on the web JSON shape', () => {
    const licenses = [
      { id: 'a', expiryDate: at(-DAY).toISOString(), isActive: true },
      { id: 'b', expiryDate: at(DAY).toISOString(), isActive: true },
    ];
    expect(pickCurrentLicense(licenses, now)?.id).toBe('b');
  });
});
