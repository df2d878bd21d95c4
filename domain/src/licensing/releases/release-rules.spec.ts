import { aLicense } from '../../testing/builders';
import { channelsSeenFrom, entitlementDate, latestPerPlatform, newestFirst, releasesEntitledTo, updateAfter } from './release-rules';
import type { Release } from './release.entity';

let n = 0;
function aRelease(version: string, releasedAt: string, overrides: Partial<Release> = {}): Release {
  n += 1;
  return {
    id: `release-${n}`,
    version,
    channel: 'stable',
    platform: 'windows',
    objectKey: `releases/release-${n}/PointForge-${version}.exe`,
    fileName: `PointForge-${version}.exe`,
    size: 10,
    sha256: 'a'.repeat(64),
    sha512: 'b'.repeat(128),
    edSignature: 'c2lnbmF0dXJl',
    notes: '',
    releasedAt: new Date(`${releasedAt}T00:00:00.000Z`),
    publishedBy: null,
    createdAt: new Date(`${releasedAt}T00:00:00.000Z`),
    ...overrides,
  };
}

const versions = (releases: readonly Release[]) => releases.map((release) => release.version);

const NOW = new Date('2026-02-01T12:00:00Z');

/** The releases `license` is entitled to at NOW; fails the test when it is refused. */
function entitled(license: Parameters<typeof releasesEntitledTo>[0], releases: readonly Release[]): Release[] {
  const result = releasesEntitledTo(license, releases, NOW);
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe('release rules', () => {
  it('shows beta and stable to the beta channel, stable only to the stable one', () => {
    expect(channelsSeenFrom('beta')).toEqual(['beta', 'stable']);
    expect(channelsSeenFrom('stable')).toEqual(['stable']);
  });

  it('sorts by version precedence, newest first', () => {
    const sorted = newestFirst([
      aRelease('1.0.7', '2025-05-29'),
      aRelease('1.10.0', '2025-12-01'),
      aRelease('1.9.0', '2025-11-01'),
      aRelease('1.10.0-beta.1', '2025-11-15'),
    ]);

    expect(versions(sorted)).toEqual(['1.10.0', '1.10.0-beta.1', '1.9.0', '1.0.7']);
  });

  it('gives a running licence every release out before its expiry', () => {
    const license = aLicense().expiringAt(new Date('2026-06-01T00:00:00Z')).build();

    expect(versions(entitled(license, [aRelease('1.0.7', '2025-05-29'), aRelease('1.1.0', '2025-09-01')]))).toEqual(['1.1.0', '1.0.7']);
  });

  it('keeps an expired paid licence on what came out while it ran (perpetual fallback)', () => {
    const license = aLicense().expiringAt(new Date('2025-08-31T23:59:59Z')).build();
    const releases = [aRelease('1.0.7', '2025-05-29'), aRelease('1.0.8', '2025-08-31'), aRelease('1.1.0', '2025-09-01')];

    expect(versions(entitled(license, releases))).toEqual(['1.0.8', '1.0.7']);
  });

  it('counts a backdated release from the day it was recorded, so an expired licence does not get it', () => {
    const license = aLicense().expiringAt(new Date('2025-08-31T23:59:59Z')).build();
    const backdated = aRelease('1.2.0', '2025-06-01', { createdAt: new Date('2025-10-01T09:00:00Z') });

    expect(entitlementDate(backdated)).toEqual(new Date('2025-10-01T09:00:00Z'));
    expect(entitlementDate(aRelease('1.0.7', '2025-05-29', { createdAt: new Date('2025-05-01T00:00:00Z') }))).toEqual(new Date('2025-05-29T00:00:00Z'));
    expect(versions(entitled(license, [aRelease('1.0.7', '2025-05-29'), backdated]))).toEqual(['1.0.7']);
  });

  it('gives an expired trial nothing (refused as expired), and a running trial every release', () => {
    const releases = [aRelease('1.0.7', '2025-05-29')];

    expect(releasesEntitledTo(aLicense().trial().expiringAt(new Date('2026-01-01T00:00:00Z')).build(), releases, NOW)).toEqual({ refused: 'expired' });
    expect(versions(entitled(aLicense().trial().expiringAt(new Date('2026-03-01T00:00:00Z')).build(), releases))).toEqual(['1.0.7']);
  });

  it('gives a switched-off licence nothing (refused as suspended), expired or not', () => {
    const releases = [aRelease('1.0.7', '2025-05-29')];

    expect(releasesEntitledTo(aLicense().inactive().build(), releases, NOW)).toEqual({ refused: 'suspended' });
    expect(releasesEntitledTo({ ...aLicense().build(), suspendedAt: new Date('2025-06-01T00:00:00Z') }, releases, NOW)).toEqual({ refused: 'suspended' });
    expect(releasesEntitledTo(aLicense().trial().inactive().build(), releases, NOW)).toEqual({ refused: 'suspended' });
  });

  it('picks the newest release of each platform, leaving out platforms without one', () => {
    const latest = latestPerPlatform([
      aRelease('1.0.7', '2025-05-29'),
      aRelease('1.1.0', '2025-09-01'),
      aRelease('1.0.9', '2025-08-01', { platform: 'macos' }),
    ]);

    expect(latest.map((release) => [release.platform, release.version])).toEqual([
      ['windows', '1.1.0'],
      ['macos', '1.0.9'],
    ]);
  });

  it('offers the newest item only when it is newer than the running version', () => {
    const items = [{ release: aRelease('1.1.0', '2025-09-01') }, { release: aRelease('1.0.7', '2025-05-29') }];

    expect(updateAfter(items, '1.0.7')).toBe(items[0]);
    expect(updateAfter(items, '1.1.0-beta.3')).toBe(items[0]);
    expect(updateAfter(items, '1.1.0')).toBeNull();
    expect(updateAfter(items, '2.0.0')).toBeNull();
    expect(updateAfter(items, undefined)).toBe(items[0]);
    expect(updateAfter([], '1.0.7')).toBeNull();
  });
});
