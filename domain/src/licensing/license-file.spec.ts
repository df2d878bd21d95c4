import { DAY_MS, HOUR_MS } from '../shared/time';
import { aLicense } from '../testing/builders';
import { armorLicenseFile, licenseeOf, licenseFileClaims, unarmorLicenseFile } from './license-file';
import type { Machine } from './machine.entity';

const NOW = new Date('2026-01-10T12:00:00.500Z');
const POLICY = { issuer: 'https://pointforge.example', lifetimeMs: 14 * DAY_MS };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const MACHINE: Machine = {
  id: 'machine-1',
  licenseId: 'license-1',
  userId: 'user-1',
  fingerprint: 'f'.repeat(64),
  name: null,
  platform: null,
  appVersion: null,
  activatedAt: NOW,
  lastSeenAt: NOW,
};

describe('licenseFileClaims', () => {
  it('carries the licence, the machine and the owner, valid from now for 14 days', () => {
    const license = aLicense()
      .withId('license-1')
      .withPlan('enterprise')
      .expiringAt(new Date(NOW.getTime() + 300 * DAY_MS))
      .build();
    expect(licenseFileClaims({ license, machine: MACHINE, licensee: 'Deep Level Mining', now: NOW, policy: POLICY })).toEqual({
      iss: 'https://pointforge.example',
      aud: 'pointforge-desktop',
      sub: 'license-1',
      iat: seconds(NOW),
      nbf: seconds(NOW),
      exp: seconds(NOW) + 14 * 86_400,
      plan: 'enterprise',
      seats: 5,
      devicesPerSeat: 2,
      fp: 'f'.repeat(64),
      mid: 'machine-1',
      lexp: seconds(license.expiryDate),
      licensee: 'Deep Level Mining',
    });
  });

  it('ends a paid licence’s file 3 days after the licence, and a trial’s with the trial', () => {
    const expiry = new Date(NOW.getTime() + 2 * DAY_MS);
    const paid = licenseFileClaims({ license: aLicense().expiringAt(expiry).build(), machine: MACHINE, licensee: null, now: NOW, policy: POLICY });
    const trial = licenseFileClaims({ license: aLicense().trial().expiringAt(expiry).build(), machine: MACHINE, licensee: null, now: NOW, policy: POLICY });
    expect(paid.exp).toBe(seconds(expiry) + 3 * 86_400);
    expect(trial.exp).toBe(seconds(expiry));
    expect(paid).not.toHaveProperty('licensee');
  });

  it('takes a shorter configured lifetime, and never more than 14 days', () => {
    const license = aLicense()
      .expiringAt(new Date(NOW.getTime() + 300 * DAY_MS))
      .build();
    const short = licenseFileClaims({ license, machine: MACHINE, licensee: null, now: NOW, policy: { ...POLICY, lifetimeMs: HOUR_MS } });
    const long = licenseFileClaims({ license, machine: MACHINE, licensee: null, now: NOW, policy: { ...POLICY, lifetimeMs: 60 * DAY_MS } });
    expect(short.exp - short.iat).toBe(3600);
    expect(long.exp - long.iat).toBe(14 * 86_400);
  });
});

describe('licenseeOf', () => {
  it('names the company, else the person, else nobody', () => {
    expect(licenseeOf({ company: ' Deep Level ', firstName: 'Ann', lastName: 'Lee' })).toBe('Deep Level');
    expect(licenseeOf({ company: '', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(licenseeOf({ company: null, firstName: null, lastName: 'Lee' })).toBe('Lee');
    expect(licenseeOf({ company: null, firstName: null, lastName: null })).toBeNull();
    expect(licenseeOf(null)).toBeNull();
  });
});

describe('licence file armor', () => {
  it('wraps the compact JWS at 64 columns between the armor lines, and takes it out again', () => {
    const jws = `${'a'.repeat(100)}.${'b'.repeat(60)}.${'c'.repeat(86)}`;
    const armored = armorLicenseFile(jws);
    const lines = armored.trimEnd().split('\n');
    expect(lines[0]).toBe('-----BEGIN POINTFORGE LICENSE-----');
    expect(lines.at(-1)).toBe('-----END POINTFORGE LICENSE-----');
    expect(lines.slice(1, -1).every((line) => line.length <= 64)).toBe(true);
    expect(lines.slice(1, -2).every((line) => line.length === 64)).toBe(true);
    expect(unarmorLicenseFile(armored.replaceAll('\n', '\r\n'))).toBe(jws);
    expect(unarmorLicenseFile('not a licence')).toBeNull();
  });
});
