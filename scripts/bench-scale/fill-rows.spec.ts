import { isLicenseKey, MACHINE_FINGERPRINT_PATTERN } from '@pointforge/domain';
import { personOf } from './fill-accounts';
import { fingerprintOf, licenseKeyOf, licenseShapeOf } from './fill-licensing';
import { countsAt, Population } from './population';
import { rowId, TABLE } from './seeded-rows';

/** The filler's rows must look like what the app writes, or the app would refuse or misread them at scale. */
describe('the bulk filler’s rows', () => {
  const indexes = [0, 1, 31, 32, 999, 32_767, 1_048_575, 1_999_999];

  it('gives every licence a key of the app’s shape, each different', () => {
    const keys = indexes.map(licenseKeyOf);
    for (const key of keys) expect({ key, valid: isLicenseKey(key) }).toEqual({ key, valid: true });
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every machine a fingerprint the licence API accepts', () => {
    for (const index of indexes) expect(fingerprintOf(index)).toMatch(MACHINE_FINGERPRINT_PATTERN);
  });

  it('makes unique addresses and ids, the same on every fill', () => {
    const emails = Array.from({ length: 5_000 }, (_, index) => personOf(index).email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(personOf(42)).toEqual(personOf(42));
    expect(rowId(TABLE.users, 7)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rowId(TABLE.users, 7) < rowId(TABLE.users, 8)).toBe(true);
  });

  it('scales every table, keeping at least one row of each', () => {
    expect(countsAt(1)).toMatchObject({ users: 1_000_000, machines: 2_000_000, outbox: 5_000_000, audit: 2_000_000 });
    expect(Math.min(...Object.values(countsAt(0.000001)))).toBe(1);
    expect(() => countsAt(0)).toThrow('SCALE must be a positive number');
  });

  it('runs trials for seven days and keeps paid licences running to their renewal unless ended', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const population = new Population(countsAt(0.01), now);
    const trial = licenseShapeOf(population, population.counts.licenses - 10);
    expect(trial.plan).toBe('trial');
    expect(trial.expiry.getTime() - trial.createdAt.getTime()).toBe(7 * 86_400_000);
    const paid = Array.from({ length: 100 }, (_, index) => licenseShapeOf(population, index)).filter((shape) => shape.plan !== 'trial');
    expect(paid.some((shape) => shape.isActive && shape.expiry > now)).toBe(true);
    expect(paid.every((shape) => shape.isActive === shape.expiry > now)).toBe(true);
  });
});
