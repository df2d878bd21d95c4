import { DAY_MS, HOUR_MS } from '../shared/time';
import { aLicense } from '../testing/builders';
import { armorLicenseFile, licenseeOf, licenseFileClaims, unarmorLicenseFile, type LicenseFilePolicy } from './license-file';
import type { License } from './license.entity';
import type { Machine } from './machine.entity';

const NOW = new Date('2026-01-10T12:00:00.500Z');
const POLICY = { issuer: 'https://pointforge.example', lifetimeCapMs: null };
const FILE = { jti: 'file-1', epk: 'A'.repeat(43) };
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
  offlineUntil: null,
  fileIssuedOffline: false,
  deactivationKey: null,
};
const FAR = new Date(NOW.getTime() + 300 * DAY_MS);
const claimsFor = (license: License, policy: LicenseFilePolicy = POLICY) =>
  licenseFileClaims({ license, machine: MACHINE, licensee: null, now: NOW, policy, file: FILE });
const lifetimeDays = (claims: { iat: number; exp: number }) => (claims.exp - claims.iat) / 86_400;

describe('licenseFileClaims', () => {
  it('carries the licence, the machine, the owner and the file’s id and its deactivation code’s ephemeral key', () => {
    const license = aLicense().withId('license-1').withPlan('enterprise').billed('annual').expiringAt(FAR).build();
    expect(licenseFileClaims({ license, machine: MACHINE, licensee: 'Deep Level Mining', now: NOW, policy: POLICY, file: FILE })).toEqual({
      iss: 'https://pointforge.example',
      aud: 'pointforge-desktop',
      sub: 'license-1',
      iat: seconds(NOW),
      nbf: seconds(NOW),
      exp: seconds(NOW) + 90 * 86_400,
      plan: 'enterprise',
      seats: 5,
      devicesPerSeat: 2,
      fp: 'f'.repeat(64),
      mid: 'machine-1',
      lexp: seconds(license.expiryDate),
      licensee: 'Deep Level Mining',
      jti: 'file-1',
      epk: 'A'.repeat(43),
    });
  });

  it('runs offline by the term: annual billing 90 days, monthly 30, a trial 7, a licence no subscription bills (console) 30', () => {
    expect(lifetimeDays(claimsFor(aLicense().billed('annual').expiringAt(FAR).build()))).toBe(90);
    expect(lifetimeDays(claimsFor(aLicense().billed('monthly').expiringAt(FAR).build()))).toBe(30);
    expect(lifetimeDays(claimsFor(aLicense().trial().expiringAt(FAR).build()))).toBe(7);
    expect(lifetimeDays(claimsFor(aLicense().forSubscription(null).billed(null).expiringAt(FAR).build()))).toBe(30);
  });

  it('ends a paid licence’s file 3 days after the licence, and a trial’s with the trial', () => {
    const expiry = new Date(NOW.getTime() + 2 * DAY_MS);
    const paid = claimsFor(aLicense().billed('annual').expiringAt(expiry).build());
    const trial = claimsFor(aLicense().trial().expiringAt(expiry).build());
    expect(paid.exp).toBe(seconds(expiry) + 3 * 86_400);
    expect(trial.exp).toBe(seconds(expiry));
    expect(paid).not.toHaveProperty('licensee');
  });

  it('takes the operator’s cap when it is shorter than the term, and never lengthens a term by it', () => {
    const annual = aLicense().billed('annual').expiringAt(FAR).build();
    const trial = aLicense().trial().expiringAt(FAR).build();
    expect(claimsFor(annual, { ...POLICY, lifetimeCapMs: HOUR_MS }).exp - seconds(NOW)).toBe(3600);
    expect(lifetimeDays(claimsFor(annual, { ...POLICY, lifetimeCapMs: 14 * DAY_MS }))).toBe(14);
    expect(lifetimeDays(claimsFor(trial, { ...POLICY, lifetimeCapMs: 90 * DAY_MS }))).toBe(7);
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
