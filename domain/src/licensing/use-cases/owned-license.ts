import { getPlan } from '../../catalog/plans';
import type { License } from '../license.entity';
import type { Machine } from '../machine.entity';
import { toPublicLicense, type PublicLicense } from './public-license';

/**
 * A computer holding a seat, as the dashboard shows it, with the person holding it
 * (`userId`). The fingerprint stays out: the id names the device for Release, and the
 * fingerprint is what a desktop app presents with the key, so the dashboard has no use for
 * it and a page should not show it. `offlineUntil` is when the device's licence file runs out
 * without a connection.
 */
export type LicenseDevice = Pick<Machine, 'id' | 'userId' | 'name' | 'platform' | 'appVersion' | 'activatedAt' | 'lastSeenAt' | 'offlineUntil'>;

/** A licence in the owner's list: the public licence, how many devices each person may use, how many devices are in use, and those devices. */
export interface OwnedLicense extends PublicLicense {
  devicesPerSeat: number;
  seatsUsed: number;
  /** Oldest activation first. */
  devices: LicenseDevice[];
}

/** The machine as the dashboard shows it. */
export function toLicenseDevice({ id, userId, name, platform, appVersion, activatedAt, lastSeenAt, offlineUntil }: Machine): LicenseDevice {
  return { id, userId, name, platform, appVersion, activatedAt, lastSeenAt, offlineUntil };
}

/** `machines` may hold other licences' machines too; only this licence's are kept, in their order. */
export function toOwnedLicense(license: License, machines: readonly Machine[]): OwnedLicense {
  const devices = machines.filter((machine) => machine.licenseId === license.id).map(toLicenseDevice);
  return { ...toPublicLicense(license), devicesPerSeat: getPlan(license.plan).devicesPerSeat, seatsUsed: devices.length, devices };
}
