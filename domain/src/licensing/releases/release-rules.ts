import type { License } from '../license.entity';
import { isLicenseExpired, isLicenseSwitchedOn, isTrialLicense } from '../license-rules';
import type { MachinePlatform } from '../machine.entity';
import type { Release, ReleaseChannel } from './release.entity';
import { compareReleaseVersions } from './release-version';

/** The channels an app on `channel` is offered: beta sees beta and stable, stable only stable. */
export function channelsSeenFrom(channel: ReleaseChannel): ReleaseChannel[] {
  return channel === 'beta' ? ['beta', 'stable'] : ['stable'];
}

/** Highest version first; the same version (another channel) by the later release date. */
export function newestFirst<R extends Pick<Release, 'version' | 'releasedAt'>>(releases: readonly R[]): R[] {
  return [...releases].sort((a, b) => compareReleaseVersions(b.version, a.version) || b.releasedAt.getTime() - a.releasedAt.getTime());
}

/**
 * The day a release counts as out for the perpetual fallback: its release date, but never
 * before it was recorded. The date is the operator's to type, so a build published today
 * with last year's date still counts as today's and reaches no licence expired meanwhile.
 * (The seeded first release is recorded with its own release date as createdAt.)
 */
export function entitlementDate(release: Pick<Release, 'releasedAt' | 'createdAt'>): Date {
  return new Date(Math.max(release.releasedAt.getTime(), release.createdAt.getTime()));
}

/** Why a licence gets no releases at all: switched off, or a trial past its expiry. */
export type EntitlementRefusal = 'suspended' | 'expired';

/**
 * The releases a licence is entitled to, newest first: those out (entitlementDate) on or
 * before its expiry. A running licence so gets every release out today; an expired paid one
 * keeps what came out while it ran (perpetual fallback), so what was paid for stays
 * installable. An expired trial paid for nothing and gets none ('expired', as the licence
 * API refuses it); a licence switched off (refunded, reversed, suspended by billing or
 * support) gets none either ('suspended').
 */
export function releasesEntitledTo(
  license: Pick<License, 'isActive' | 'suspendedAt' | 'expiryDate' | 'subscriptionId' | 'plan'>,
  releases: readonly Release[],
  now: Date,
): Release[] | { refused: EntitlementRefusal } {
  if (!isLicenseSwitchedOn(license)) return { refused: 'suspended' };
  if (isTrialLicense(license) && isLicenseExpired(license, now)) return { refused: 'expired' };
  return newestFirst(releases.filter((release) => entitlementDate(release).getTime() <= license.expiryDate.getTime()));
}

/** The newest release of each platform among `releases`; a platform without one is absent. */
export function latestPerPlatform(releases: readonly Release[]): Release[] {
  const latest = new Map<MachinePlatform, Release>();
  for (const release of newestFirst(releases)) if (!latest.has(release.platform)) latest.set(release.platform, release);
  return [...latest.values()];
}

/** `YYYY-MM-DD` of a release date. */
export function releaseDay(releasedAt: Date): string {
  return releasedAt.toISOString().slice(0, 10);
}

/**
 * The update to offer an app on `current`: the newest entitled item when it is newer than
 * `current` (any item when the app did not say), else null. `items` come newest first.
 */
export function updateAfter<I extends { release: Pick<Release, 'version'> }>(items: readonly I[], current: string | undefined): I | null {
  const newest = items[0];
  if (!newest) return null;
  return current === undefined || compareReleaseVersions(newest.release.version, current) > 0 ? newest : null;
}
