import type { License } from '../license.entity';
import type { Machine } from '../machine.entity';
import { toPublicLicense, type PublicLicense } from './public-license';

/**
 * A computer holding a seat, as its owner sees it in the dashboard. The fingerprint stays
 * out: the id names the device for Release, and the fingerprint is what a desktop app
 * presents with the key, so the dashboard has no use for it and a page should not show it.
 */
export type LicenseDevice = Pick<Machine, 'id' | 'name' | 'platform' | 'appVersion' | 'activatedAt' | 'lastSeenAt'>;

/** A licence in the owner's list: the public licence, how many seats its devices take, and those devices. */
export interface OwnedLicense extends PublicLicense {
  seatsUsed: number;
  /** Oldest activation first. */
  devices: LicenseDevice[];
}

/** `machines` may hold other licences' machines too; only this licence's are kept, in their order. */
export function toOwnedLicense(license: License, machines: readonly Machine[]): OwnedLicense {
  const devices = machines
    .filter((machine) => machine.licenseId === license.id)
    .map(({ id, name, platform, appVersion, activatedAt, lastSeenAt }) => ({ id, name, platform, appVersion, activatedAt, lastSeenAt }));
  return { ...toPublicLicense(license), seatsUsed: devices.length, devices };
}
