import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../accounts/use-cases/rate-limit-rules';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { LicensePlan } from '../../catalog/plan.types';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { License } from '../license.entity';
import { licenseeOf, licenseFileClaims, type LicenseFilePolicy } from '../license-file';
import { isLicenseExpired } from '../license-rules';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { LicenseSignerPort } from '../license-signer.port';
import type { Machine } from '../machine.entity';

/**
 * A licence as the desktop app sees it: `expired` once past its expiry, `suspended` while
 * switched off (a refund, a reversal, a subscription suspended at PayPal), else `active`.
 * A cancelled subscription's licence stays active until it expires.
 */
export type DesktopLicenseStatus = 'active' | 'expired' | 'suspended';

/** `license` in the desktop API's answers. */
export interface DesktopLicenseView {
  id: string;
  plan: LicensePlan;
  status: DesktopLicenseStatus;
  expiresAt: Date;
  seats: number;
  seatsUsed: number;
}

/** `machine` in the desktop API's answers: the activation, without its licence id. */
export type DesktopMachineView = Omit<Machine, 'licenseId'>;

export function desktopLicenseStatus(license: License, now: Date): DesktopLicenseStatus {
  if (isLicenseExpired(license, now)) return 'expired';
  return license.isActive ? 'active' : 'suspended';
}

export function toDesktopLicenseView(license: License, seatsUsed: number, now: Date): DesktopLicenseView {
  return {
    id: license.id,
    plan: license.plan,
    status: desktopLicenseStatus(license, now),
    expiresAt: license.expiryDate,
    seats: license.seats,
    seatsUsed,
  };
}

export function toDesktopMachineView({ licenseId: _licenseId, ...machine }: Machine): DesktopMachineView {
  return machine;
}

/**
 * Finds the licence a desktop call names, within the rate limits: every call counts
 * against the caller's address first (unknown keys too, so keys cannot be guessed in
 * bulk), then against the licence it names. Keys are issued in upper case; a key typed in
 * lower case finds its licence the same on every database.
 */
export class DesktopLicenseLookup {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly limiter: RateLimiterPort,
  ) {}

  async find(licenseKey: string, ipAddress: string): Promise<License | null> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerIp(ipAddress), RATE_LIMIT_RULES.licenseApiPerIp));
    const license = await this.licenses.findByLicenseKey(licenseKey.trim().toUpperCase());
    if (!license) return null;
    assertWithinRateLimits(
      await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerLicense(license.id), RATE_LIMIT_RULES.licenseApiPerLicense),
    );
    return license;
  }
}

/** Signs a fresh licence file for a machine of a licence, naming the owner's company or name. */
export class LicenseFileIssuer {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly signer: LicenseSignerPort,
    private readonly policy: LicenseFilePolicy,
  ) {}

  async issue(license: License, machine: Machine, now: Date): Promise<string> {
    const owner = license.userId === null ? null : await this.users.findById(license.userId);
    return this.signer.sign(licenseFileClaims({ license, machine, licensee: licenseeOf(owner), now, policy: this.policy }));
  }
}
