import { compareReleaseVersions, isReleaseVersion, type MachinePlatform } from '@pointforge/domain';

/** What a device is compared on: its platform and the version its app reported (null: not reported). */
interface InstalledApp {
  platform: MachinePlatform | null;
  appVersion: string | null;
}

/**
 * The version a device should update to: the latest stable release of its platform when the
 * app on it is behind, else null. A device that reported no platform or version, or a version
 * that is not semver (a developer build), is never marked; nor is one ahead (a beta tester).
 */
export function updateAvailable(device: InstalledApp, latest: readonly { platform: MachinePlatform; version: string }[]): string | null {
  const release = latest.find((candidate) => candidate.platform === device.platform);
  if (!release || device.appVersion === null || !isReleaseVersion(device.appVersion)) return null;
  return compareReleaseVersions(device.appVersion, release.version) < 0 ? release.version : null;
}
